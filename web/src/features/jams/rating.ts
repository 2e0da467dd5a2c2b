/**
 * Rating an entry and reading the results (docs/product.md#jams): the form's check before it is
 * sent, the nudge until the jam's minimum, and the results as the page lists them. Pure.
 */
import { JAM_SCORE_MAX, JAM_SCORE_MIN } from '@club/api/shared/jams'

/** The form's scores: a category has none until a radio in its group is picked. */
export type DraftScores = Record<string, number | undefined>

/**
 * The scores to send, or the message that says what is missing: the API wants every category of
 * the jam, each a whole number from 1 to 5 (it says the same with a 422).
 */
export function checkScores(
  categories: readonly string[],
  draft: DraftScores,
): { scores: Record<string, number> } | { message: string } {
  const missing = categories.filter((category) => {
    const score = draft[category]
    return score === undefined || !Number.isInteger(score) || score < JAM_SCORE_MIN || score > JAM_SCORE_MAX
  })
  if (missing.length)
    return { message: `Give a score from ${JAM_SCORE_MIN} to ${JAM_SCORE_MAX} for ${listWords(missing)}.` }
  return { scores: Object.fromEntries(categories.map((category) => [category, draft[category] as number])) }
}

/** "Fun", "Fun and Audio", "Fun, Audio and Theme". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/**
 * "You have rated 7 games", and until the jam's minimum, how many more to go and why: an entry
 * needs `minRatings` ratings in Overall to be ranked (docs/jams.md), and they come from the
 * entrants rating each other, so each one rating that many keeps every entry in the running.
 */
export function ratedText(given: number, minRatings: number): { rated: string; nudge: string | null } {
  const rated = `You have rated ${given} ${given === 1 ? 'game' : 'games'}`
  const left = minRatings - given
  if (left <= 0) return { rated, nudge: null }
  return {
    rated,
    nudge: `Rate ${left} more ${left === 1 ? 'game' : 'games'} (${minRatings} in all): an entry needs ${minRatings} ${minRatings === 1 ? 'rating' : 'ratings'} to be ranked, and only entrants’ ratings get it there.`,
  }
}

/** One row of GET /api/jams/:id/results in a category. */
export interface ResultRow {
  entryId: string
  rank: number
  average: number
  ratings: number
  score: number
}
export interface ResultsJson {
  categories: Record<string, ResultRow[]>
  unranked: string[]
  audience: { entryId: string; votes: number }[]
}

/** A category's table as the page shows it: the jam's order of categories, ranks ascending. */
export interface CategoryResults {
  category: string
  rows: (ResultRow & { title: string })[]
}

/**
 * The results page's parts: one table per category in the jam's order (Overall first), then the
 * entries left unranked (too few ratings) by title, then the audience award, most votes first.
 * `titleOf` names an entry (its game's title); an entry it does not know is called "An entry".
 */
export function groupResults(
  results: ResultsJson,
  categories: readonly string[],
  titleOf: (entryId: string) => string | undefined,
): {
  categories: CategoryResults[]
  unranked: { entryId: string; title: string }[]
  audience: { entryId: string; title: string; votes: number }[]
} {
  const name = (entryId: string) => titleOf(entryId) ?? 'An entry'
  const known = categories.filter((category) => results.categories[category])
  const extra = Object.keys(results.categories).filter((category) => !categories.includes(category))
  return {
    categories: [...known, ...extra].map((category) => ({
      category,
      rows: [...(results.categories[category] ?? [])]
        .sort((a, b) => a.rank - b.rank || name(a.entryId).localeCompare(name(b.entryId)))
        .map((row) => ({ ...row, title: name(row.entryId) })),
    })),
    unranked: results.unranked
      .map((entryId) => ({ entryId, title: name(entryId) }))
      .sort((a, b) => a.title.localeCompare(b.title)),
    audience: results.audience
      .filter((row) => row.votes > 0)
      .map((row) => ({ ...row, title: name(row.entryId) }))
      .sort((a, b) => b.votes - a.votes || a.title.localeCompare(b.title)),
  }
}

/** "4.25": a score as the table shows it, two decimals at most. */
export const formatScore = (value: number) => (Math.round(value * 100) / 100).toFixed(2)
