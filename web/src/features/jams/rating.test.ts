import { describe, expect, test } from 'bun:test'
import { checkScores, formatScore, groupResults, listWords, ratedText } from './rating'

const categories = ['Overall', 'Fun', 'Audio']

describe('the rating form', () => {
  test('every category scored from 1 to 5: the scores to send, in the jam’s categories only', () => {
    expect(checkScores(categories, { Overall: 4, Fun: 5, Audio: 1, Stale: 3 })).toEqual({
      scores: { Overall: 4, Fun: 5, Audio: 1 },
    })
  })

  test('a category left out is named', () => {
    expect(checkScores(categories, { Overall: 4 })).toEqual({ message: 'Give a score from 1 to 5 for Fun and Audio.' })
    expect(checkScores(categories, {})).toEqual({ message: 'Give a score from 1 to 5 for Overall, Fun and Audio.' })
  })

  test('a score outside 1 to 5, or not whole, counts as missing', () => {
    expect(checkScores(['Overall'], { Overall: 0 })).toEqual({ message: 'Give a score from 1 to 5 for Overall.' })
    expect(checkScores(['Overall'], { Overall: 6 })).toHaveProperty('message')
    expect(checkScores(['Overall'], { Overall: 2.5 })).toHaveProperty('message')
  })

  test('words are listed as a sentence says them', () => {
    expect(listWords([])).toBe('')
    expect(listWords(['Fun'])).toBe('Fun')
    expect(listWords(['Fun', 'Audio', 'Theme'])).toBe('Fun, Audio and Theme')
  })
})

describe('the nudge', () => {
  test('until the minimum: how many more, and why', () => {
    expect(ratedText(3, 5)).toEqual({
      rated: 'You have rated 3 games',
      nudge:
        'Rate 2 more games (5 in all): an entry needs 5 ratings to be ranked, and only entrants’ ratings get it there.',
    })
    expect(ratedText(1, 2)).toEqual({
      rated: 'You have rated 1 game',
      nudge:
        'Rate 1 more game (2 in all): an entry needs 2 ratings to be ranked, and only entrants’ ratings get it there.',
    })
  })

  test('at or past the minimum, only the count', () => {
    expect(ratedText(7, 5)).toEqual({ rated: 'You have rated 7 games', nudge: null })
    expect(ratedText(0, 0).nudge).toBeNull()
  })
})

describe('the results', () => {
  const titles: Record<string, string> = { a: 'Alpha', b: 'Bravo', c: 'Charlie', d: 'Delta' }
  const results = {
    categories: {
      Fun: [
        { entryId: 'b', rank: 2, average: 3.5, ratings: 6, score: 3.5 },
        { entryId: 'a', rank: 1, average: 4.75, ratings: 8, score: 4.6 },
      ],
      Overall: [
        { entryId: 'b', rank: 1, average: 4, ratings: 6, score: 4 },
        { entryId: 'a', rank: 1, average: 4, ratings: 8, score: 4 },
      ],
    },
    unranked: ['d', 'c'],
    audience: [
      { entryId: 'a', votes: 2 },
      { entryId: 'c', votes: 5 },
      { entryId: 'b', votes: 0 },
    ],
  }
  const grouped = groupResults(results, categories, (id) => titles[id])

  test('one table per category in the jam’s order, Overall first, categories without results left out', () => {
    expect(grouped.categories.map((table) => table.category)).toEqual(['Overall', 'Fun'])
  })

  test('ranks ascending; a tie shares its rank and lists by title', () => {
    expect(grouped.categories[0]?.rows.map((row) => [row.rank, row.title])).toEqual([
      [1, 'Alpha'],
      [1, 'Bravo'],
    ])
    expect(grouped.categories[1]?.rows.map((row) => row.title)).toEqual(['Alpha', 'Bravo'])
  })

  test('unranked entries apart, by title', () => {
    expect(grouped.unranked.map((row) => row.title)).toEqual(['Charlie', 'Delta'])
  })

  test('the audience award: most votes first, entries without a vote left out', () => {
    expect(grouped.audience.map((row) => [row.title, row.votes])).toEqual([
      ['Charlie', 5],
      ['Alpha', 2],
    ])
  })

  test('an entry the page does not know still shows', () => {
    expect(
      groupResults({ categories: {}, unranked: ['x'], audience: [] }, categories, () => undefined).unranked,
    ).toEqual([{ entryId: 'x', title: 'An entry' }])
  })

  test('scores with two decimals', () => {
    expect(formatScore(4.6)).toBe('4.60')
    expect(formatScore(2.345678)).toBe('2.35')
  })
})
