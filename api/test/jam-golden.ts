/**
 * The golden jam of scoring.test.ts and results.test.ts (docs/jams.md#a-worked-example): scores
 * whose averages, adjusted scores and ranks were computed by hand, below.
 */

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
