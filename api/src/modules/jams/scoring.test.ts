/**
 * The formula on the golden data set of test/jam-golden.ts, whose every number was computed by
 * hand (the computation is written there), and the median, the ranks and the placements on their
 * own. results.test.ts rates the same data set through the API.
 */
import { describe, expect, test } from 'bun:test'
import { GOLDEN, GOLDEN_RESULTS } from '../../../test/jam-golden'
import { adjustedScore, median, overallOf, placements, rankByScore, scoreJam } from './scoring'

/** `count` scores of `score`. */
const times = (score: number, count: number) => Array.from({ length: count }, () => score)

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
