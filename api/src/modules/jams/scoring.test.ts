/**
 * The formula on a golden data set whose every number was computed by hand (in the comments), and
 * the median, the ranks and the placements on their own.
 */
import { describe, expect, test } from 'bun:test'
import { adjustedScore, median, overallOf, placements, rankByScore, scoreJam } from './scoring'

/** `count` scores of `score`. */
const times = (score: number, count: number) => Array.from({ length: count }, () => score)

/**
 * The golden jam: two categories, minRatings 5, six entries with a build.
 *
 * Ratings per entry (the same in both categories, as every rating scores every category):
 *   a 20, b 19, c 20, d 22, e 4, f 21  → sorted 4, 19, 20, 20, 21, 22 → median (20 + 20) / 2 = 20.
 * e has 4 < 5 ratings in Overall: unranked (it still counts in the median).
 *
 * Overall:
 *   a: 20 × 4                     → average 80 / 20 = 4,     factor sqrt(min(1, 20/20)) = 1 → 4
 *   b: 19 × 5                     → average 5,   factor sqrt(19/20) = sqrt(0.95) = 0.974679434… → 4.873397… → 4.8734
 *   c: 10 × 5 + 10 × 3            → average 80 / 20 = 4,     factor 1                      → 4
 *   d: 11 × 4 + 11 × 3            → average 77 / 22 = 3.5,   factor sqrt(min(1, 22/20)) = 1 → 3.5
 *   f: 6 × 5 + 15 × 4             → average 90 / 21 = 4.2857142…, factor 1               → 4.28571
 *   ranks: b 1, f 2, a 3, c 3 (equal scores share 3rd), d 5 (4th is skipped).
 *
 * Fun:
 *   a: 20 × 3                     → 3
 *   b: 19 × 5                     → 5 × 0.974679434… = 4.8734
 *   c: 10 × 5 + 10 × 4            → 90 / 20 = 4.5
 *   d: 11 × 5 + 11 × 4            → 99 / 22 = 4.5
 *   f: 21 × 3                     → 63 / 21 = 3
 *   ranks: b 1, c 2, d 2, a 4, f 4.
 */
export const GOLDEN = {
  categories: ['Overall', 'Fun'],
  minRatings: 5,
  entries: [
    { entryId: 'a', scores: { Overall: times(4, 20), Fun: times(3, 20) } },
    { entryId: 'b', scores: { Overall: times(5, 19), Fun: times(5, 19) } },
    { entryId: 'c', scores: { Overall: [...times(5, 10), ...times(3, 10)], Fun: [...times(5, 10), ...times(4, 10)] } },
    { entryId: 'd', scores: { Overall: [...times(4, 11), ...times(3, 11)], Fun: [...times(5, 11), ...times(4, 11)] } },
    { entryId: 'e', scores: { Overall: times(5, 4), Fun: times(5, 4) } },
    { entryId: 'f', scores: { Overall: [...times(5, 6), ...times(4, 15)], Fun: times(3, 21) } },
  ],
}

export const GOLDEN_RESULTS = {
  categories: {
    Overall: [
      { entryId: 'b', rank: 1, average: 5, ratings: 19, score: 4.8734 },
      { entryId: 'f', rank: 2, average: 4.28571, ratings: 21, score: 4.28571 },
      { entryId: 'a', rank: 3, average: 4, ratings: 20, score: 4 },
      { entryId: 'c', rank: 3, average: 4, ratings: 20, score: 4 },
      { entryId: 'd', rank: 5, average: 3.5, ratings: 22, score: 3.5 },
    ],
    Fun: [
      { entryId: 'b', rank: 1, average: 5, ratings: 19, score: 4.8734 },
      { entryId: 'c', rank: 2, average: 4.5, ratings: 20, score: 4.5 },
      { entryId: 'd', rank: 2, average: 4.5, ratings: 22, score: 4.5 },
      { entryId: 'a', rank: 4, average: 3, ratings: 20, score: 3 },
      { entryId: 'f', rank: 4, average: 3, ratings: 21, score: 3 },
    ],
  },
  unranked: ['e'],
}

describe('the golden data set', () => {
  test('scores and ranks are the hand-computed ones', () => {
    expect(scoreJam(GOLDEN)).toEqual(GOLDEN_RESULTS)
  })

  test('19 ratings against a median of 20: a factor of sqrt(0.95) = 0.97468 (to 5 decimals)', () => {
    expect(adjustedScore(1, 19, 20)).toBeCloseTo(0.97468, 5)
    expect(adjustedScore(5, 19, 20)).toBe(5 * Math.sqrt(0.95))
  })

  test('the input order changes nothing', () => {
    expect(scoreJam({ ...GOLDEN, entries: [...GOLDEN.entries].reverse() }).categories).toEqual(
      GOLDEN_RESULTS.categories,
    )
  })

  test('placements: 1st b, 2nd f, and both entries sharing 3rd', () => {
    expect(placements(scoreJam(GOLDEN), 'Overall')).toEqual([
      { entryId: 'b', place: 1 },
      { entryId: 'f', place: 2 },
      { entryId: 'a', place: 3 },
      { entryId: 'c', place: 3 },
    ])
  })
})

describe('the median of the ratings counts', () => {
  test('odd count: the middle value; even: the mean of the two middle ones; none: 0', () => {
    expect(median([7, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 10])).toBe(3.5)
    expect(median([])).toBe(0)
  })

  test('a median of 0 leaves averages as they are; more ratings than the median never add', () => {
    expect(adjustedScore(4, 0, 0)).toBe(4)
    expect(adjustedScore(4, 40, 20)).toBe(4)
    // 5 ratings against a median of 20: sqrt(5/20) = 0.5.
    expect(adjustedScore(5, 5, 20)).toBe(2.5)
  })

  test('the median counts unranked entries too', () => {
    // Counts 1, 1, 3, 12 → median (1 + 3) / 2 = 2, so "low" (3 ratings) keeps its whole average:
    // factor sqrt(min(1, 3/2)) = 1. Counted over the ranked entries alone (3, 12 → 7.5), it would be
    // sqrt(3/7.5) = 0.63246.
    const result = scoreJam({
      categories: ['Overall'],
      minRatings: 3,
      entries: [
        { entryId: 'low', scores: { Overall: times(4, 3) } },
        { entryId: 'many', scores: { Overall: times(2, 12) } },
        { entryId: 'u1', scores: { Overall: [5] } },
        { entryId: 'u2', scores: { Overall: [5] } },
      ],
    })
    expect(result).toEqual({
      categories: {
        Overall: [
          { entryId: 'low', rank: 1, average: 4, ratings: 3, score: 4 },
          { entryId: 'many', rank: 2, average: 2, ratings: 12, score: 2 },
        ],
      },
      unranked: ['u1', 'u2'],
    })
  })
})

describe('ranks', () => {
  test('equal scores share a rank and the next rank skips: 1, 2, 2, 4', () => {
    const ranked = rankByScore([
      { entryId: 'w', score: 3 },
      { entryId: 'x', score: 4 },
      { entryId: 'y', score: 4 },
      { entryId: 'z', score: 5 },
    ])
    expect(ranked.map((row) => [row.entryId, row.rank])).toEqual([
      ['z', 1],
      ['x', 2],
      ['y', 2],
      ['w', 4],
    ])
  })

  test('ranks use the exact scores: 4.000001 beats 4 though both show as 4 to 5 decimals', () => {
    const ranked = rankByScore([
      { entryId: 'a', score: 4 },
      { entryId: 'b', score: 4.000001 },
    ])
    expect(ranked.map((row) => row.rank)).toEqual([1, 2])
    expect(ranked[0]!.entryId).toBe('b')
  })

  test('minRatings 0 ranks an entry nobody rated, with average and score 0', () => {
    const result = scoreJam({ categories: ['Overall'], minRatings: 0, entries: [{ entryId: 'x', scores: {} }] })
    expect(result).toEqual({
      categories: { Overall: [{ entryId: 'x', rank: 1, average: 0, ratings: 0, score: 0 }] },
      unranked: [],
    })
  })

  test('Overall decides; a jam without it is ranked by its first category', () => {
    expect(overallOf(['Fun', 'Overall'])).toBe('Overall')
    expect(overallOf(['Fun', 'Audio'])).toBe('Fun')
    expect(overallOf([])).toBeUndefined()
  })
})
