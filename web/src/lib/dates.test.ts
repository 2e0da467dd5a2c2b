import { describe, expect, test } from 'bun:test'
import { formatDate, formatTime, isFuture, ordinal } from './dates'

describe('ordinal', () => {
  test.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
    [111, '111th'],
  ])('%d → %s', (day, expected) => expect(ordinal(day)).toBe(expected))
})

describe('formatDate', () => {
  test('docs/product.md#limits-and-constants: example', () =>
    expect(formatDate('2025-03-03T10:00:00.000Z')).toBe('3rd March 2025'))
  test('uses UTC, not the local day', () => {
    // 23:30 UTC on the 1st is already the 2nd in Delhi; docs/product.md says UTC.
    expect(formatDate('2026-01-01T23:30:00.000Z')).toBe('1st January 2026')
    expect(formatDate('2026-12-31T00:10:00.000+05:30')).toBe('30th December 2026')
  })
  test('accepts a Date', () => expect(formatDate(new Date(Date.UTC(2024, 1, 29)))).toBe('29th February 2024'))
  test('an unreadable date says so instead of "NaN"', () => expect(formatDate('soon')).toBe('Date to be announced'))
})

describe('isFuture', () => {
  const now = new Date('2026-06-01T12:00:00Z')
  test('later is future', () => expect(isFuture('2026-06-01T12:00:01Z', now)).toBe(true))
  test('now and earlier are not', () => {
    expect(isFuture('2026-06-01T12:00:00Z', now)).toBe(false)
    expect(isFuture('2025-06-01T12:00:00Z', now)).toBe(false)
  })
})

describe('formatTime', () => {
  test('writes what toLocaleTimeString writes, with one shared formatter', () => {
    for (const iso of ['2026-03-03T04:30:00Z', '2026-03-03T12:00:00Z', '2026-12-31T18:29:00Z', '2027-07-01T23:59:00Z'])
      expect(formatTime(iso)).toBe(
        new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true }),
      )
    expect(formatTime(new Date('2026-03-03T04:30:00Z'))).toMatch(/^\d{1,2}:30\s?(am|pm)$/i)
  })

  test('an unreadable date has no time', () => {
    expect(formatTime('not a date')).toBe('')
  })
})
