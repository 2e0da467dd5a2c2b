import { describe, expect, test } from 'bun:test'
import { boardParts, emptyText, ownStandingText, pageCount, pageOf, periodDescription } from './leaderboard-texts'

describe('the own line', () => {
  test('listed, not yet listed, hidden', () => {
    expect(ownStandingText({ position: 14, exp: 300 }, false, 'semester')).toBe('You: #14 · 300 EXP this semester')
    expect(ownStandingText({ position: 2, exp: 1200 }, false, 'all')).toBe('You: #2 · 1200 EXP')
    expect(ownStandingText({ position: null, exp: 0 }, false, 'semester')).toBe(
      "You are not on the leaderboard yet: earn EXP this semester at the club's events to join it.",
    )
    expect(ownStandingText({ position: null, exp: 300 }, true, 'all')).toBe(
      'You are hidden from the leaderboard (300 EXP). You can show yourself again on your profile.',
    )
  })
})

describe('pages', () => {
  test('of 50, at least one', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(50)).toBe(1)
    expect(pageCount(51)).toBe(2)
    expect(pageOf(1)).toBe(1)
    expect(pageOf(50)).toBe(1)
    expect(pageOf(51)).toBe(2)
  })
})

describe('the period, in the club’s time zone', () => {
  test('the semester names its start as a clock in India shows it', () => {
    expect(periodDescription('2026-06-30T18:30:00.000Z', 'Asia/Kolkata')).toBe(
      'July–December 2026: EXP earned since 1st July 2026, 12:00 am IST.',
    )
    expect(periodDescription(null, 'Asia/Kolkata')).toBe('Every EXP ever earned at the club.')
    expect(emptyText('all')).toContain('Nobody has earned EXP yet')
  })
})

describe('boardParts: one state on an empty board', () => {
  const empty = { total: 0, rowsShown: 0, period: 'semester', signedIn: true } as const
  test('a hidden student on an empty board reads only their hidden line, not "Nobody has earned EXP" too', () =>
    expect(boardParts(empty, true)).toEqual({ ownLine: true, empty: null }))
  test('anyone else reads only that nobody has earned EXP yet', () => {
    expect(boardParts(empty, false)).toEqual({ ownLine: false, empty: emptyText('semester') })
    expect(boardParts({ ...empty, signedIn: false }, false)).toEqual({ ownLine: false, empty: emptyText('semester') })
  })
  test('a board with rows: the own line and the table', () => {
    expect(boardParts({ ...empty, total: 3, rowsShown: 3 }, true)).toEqual({ ownLine: true, empty: null })
    expect(boardParts({ ...empty, total: 3, rowsShown: 0 }, false)).toEqual({
      ownLine: true,
      empty: 'No one on this page.',
    })
  })
})
