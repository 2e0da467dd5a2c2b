/**
 * A jam's results from its entries' scores (docs/jams.md#results-and-the-formula). Pure: no
 * database, no clock, so the golden data set of scoring.test.ts pins the formula exactly.
 *
 * For each category and entry: `average` of its scores, `ratings` their number, and
 * `score = average × sqrt(min(1, ratings / median))`, where `median` is the median number of
 * ratings in that category among all the entries given (itch.io's adjustment; a median of 0 gives a
 * factor of 1). Entries with fewer than `minRatings` ratings in Overall are unranked (ldjam's
 * minimum). Ranks are computed on the exact values; equal scores share a rank and the next rank
 * skips (1, 2, 2, 4). Averages and scores are rounded to ROUND_DECIMALS only in the answer.
 */
import { JAM_OVERALL } from '../../shared/jams'

export const ROUND_DECIMALS = 5

export interface EntryScores {
  entryId: string
  /** Category → every score given in it (1..5). A category with no scores may be missing. */
  scores: Record<string, readonly number[]>
}

export interface RankedEntry {
  entryId: string
  rank: number
  average: number
  ratings: number
  score: number
}

export interface JamScores {
  categories: Record<string, RankedEntry[]>
  /** Entries with fewer than minRatings ratings in Overall, in the order given. */
  unranked: string[]
}

/** The median of these numbers: the middle one, or the mean of the two middle ones; 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** itch.io's adjustment: entries rated less than the median lose a part of their average. */
export function adjustedScore(average: number, ratings: number, medianRatings: number): number {
  const factor = medianRatings === 0 ? 1 : Math.sqrt(Math.min(1, ratings / medianRatings))
  return average * factor
}

const round = (value: number) => {
  const scale = 10 ** ROUND_DECIMALS
  return Math.round(value * scale) / scale
}

/**
 * Competition ranks ("1224") of exact scores, highest first: equal scores share the rank, the next
 * one skips. Ties are listed by entry id so that the answer never depends on the input's order.
 */
export function rankByScore<T extends { entryId: string; score: number }>(rows: readonly T[]) {
  const sorted = [...rows].sort((a, b) => b.score - a.score || (a.entryId < b.entryId ? -1 : 1))
  return sorted.map((row, index) => {
    let first = index
    while (first > 0 && sorted[first - 1]!.score === row.score) first--
    return { ...row, rank: first + 1 }
  })
}

/** The category that decides ranking and placement: Overall, or the first when a jam has none. */
export const overallOf = (categories: readonly string[]): string | undefined =>
  categories.includes(JAM_OVERALL) ? JAM_OVERALL : categories[0]

/** The results of a jam whose entries (those with a build) scored this. */
export function scoreJam(input: {
  categories: readonly string[]
  minRatings: number
  entries: readonly EntryScores[]
}): JamScores {
  const scoresOf = (entry: EntryScores, category: string) => entry.scores[category] ?? []
  const overall = overallOf(input.categories)
  const isRanked = (entry: EntryScores) => overall !== undefined && scoresOf(entry, overall).length >= input.minRatings
  const ranked = input.entries.filter(isRanked)
  const categories: Record<string, RankedEntry[]> = {}
  for (const category of input.categories) {
    // The median counts every entry with a build, ranked or not (it says how much rating is usual).
    const medianRatings = median(input.entries.map((entry) => scoresOf(entry, category).length))
    const exact = ranked.map((entry) => {
      const scores = scoresOf(entry, category)
      const average = scores.length === 0 ? 0 : scores.reduce((sum, score) => sum + score, 0) / scores.length
      return {
        entryId: entry.entryId,
        average,
        ratings: scores.length,
        score: adjustedScore(average, scores.length, medianRatings),
      }
    })
    categories[category] = rankByScore(exact).map((row) => ({
      entryId: row.entryId,
      rank: row.rank,
      average: round(row.average),
      ratings: row.ratings,
      score: round(row.score),
    }))
  }
  return { categories, unranked: input.entries.filter((entry) => !isRanked(entry)).map((entry) => entry.entryId) }
}

/**
 * Who gets which placement: the entries ranked 1, 2 or 3 in Overall (ties included: two entries
 * sharing rank 2 both get the second place's EXP, and the next is 4th, so none gets the third's).
 */
export function placements(results: JamScores, overall: string | undefined): { entryId: string; place: 1 | 2 | 3 }[] {
  return (overall === undefined ? [] : (results.categories[overall] ?? []))
    .filter((row) => row.rank <= 3)
    .map((row) => ({ entryId: row.entryId, place: row.rank as 1 | 2 | 3 }))
}
