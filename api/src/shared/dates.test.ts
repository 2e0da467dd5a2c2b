import { describe, expect, test } from 'bun:test'
import { DATE_UNKNOWN, formatDate, formatDateTime, formatTime, formatTimeWithZone, ordinal } from './dates'

const INDIA = 'Asia/Kolkata'
const LONDON = 'Europe/London'

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
    [112, '112th'],
    [121, '121st'],
  ])('%d → %s', (day, expected) => expect(ordinal(day)).toBe(expected))
})

describe('formatDate: the day as a clock in the zone shows it', () => {
  test('the ordinal format', () => expect(formatDate('2025-03-03T10:00:00.000Z', INDIA)).toBe('3rd March 2025'))
  test('late evening UTC is already the next day in Delhi, and still the same day in UTC', () => {
    expect(formatDate('2026-01-01T23:30:00.000Z', INDIA)).toBe('2nd January 2026')
    expect(formatDate('2026-01-01T23:30:00.000Z', 'UTC')).toBe('1st January 2026')
    // 18:29:59 UTC is 23:59:59 in Delhi; one second later it is the next day.
    expect(formatDate('2026-12-31T18:29:59Z', INDIA)).toBe('31st December 2026')
    expect(formatDate('2026-12-31T18:30:00Z', INDIA)).toBe('1st January 2027')
  })
  test('a leap day, the turn of a year, the ends of the range events may use', () => {
    expect(formatDate(new Date(Date.UTC(2024, 1, 29, 6)), INDIA)).toBe('29th February 2024')
    expect(formatDate('2000-01-01T00:00:00Z', INDIA)).toBe('1st January 2000')
    expect(formatDate('2099-12-31T18:29:00Z', INDIA)).toBe('31st December 2099')
    expect(formatDate('1999-12-31T18:30:00Z', INDIA)).toBe('1st January 2000')
  })
  test('accepts ISO strings with offsets, Dates and epoch milliseconds alike', () => {
    const instant = '2026-12-31T00:10:00.000+05:30'
    expect(formatDate(instant, INDIA)).toBe('31st December 2026')
    expect(formatDate(new Date(instant), INDIA)).toBe('31st December 2026')
    expect(formatDate(Date.parse(instant), INDIA)).toBe('31st December 2026')
  })
  test('an unreadable date says so instead of "NaN"', () => {
    expect(formatDate('soon', INDIA)).toBe(DATE_UNKNOWN)
    expect(formatDate(new Date(Number.NaN), INDIA)).toBe('Date to be announced')
  })
})

describe('formatTime: "6:00 pm", whatever zone the machine running it is set to', () => {
  test('the issue: an event at 6:00 pm India time is 12:30 UTC', () => {
    expect(formatTime('2026-12-24T12:30:00.000Z', INDIA)).toBe('6:00 pm')
    expect(formatTime('2026-12-24T12:30:00.000Z', 'UTC')).toBe('12:30 pm')
  })
  test('a seeded 10:00 IST event', () => expect(formatTime('2026-12-24T04:30:00Z', INDIA)).toBe('10:00 am'))
  test.each([
    ['2026-03-02T18:30:00Z', '12:00 am'],
    ['2026-03-02T18:31:00Z', '12:01 am'],
    ['2026-03-03T06:29:00Z', '11:59 am'],
    ['2026-03-03T06:30:00Z', '12:00 pm'],
    ['2026-03-03T07:35:00Z', '1:05 pm'],
    ['2026-03-03T18:29:00Z', '11:59 pm'],
  ])('%s in Delhi → %s (midnight, noon and the minutes padded)', (iso, expected) =>
    expect(formatTime(iso, INDIA)).toBe(expected),
  )
  test('seconds never show; an unreadable date has no time', () => {
    expect(formatTime('2026-03-03T12:30:59Z', INDIA)).toBe('6:00 pm')
    expect(formatTime('not a date', INDIA)).toBe('')
  })
  test('half- and quarter-hour zones', () => {
    expect(formatTime('2026-03-03T12:00:00Z', 'Asia/Kathmandu')).toBe('5:45 pm')
    expect(formatTime('2026-03-03T12:00:00Z', 'America/St_Johns')).toBe('8:30 am')
  })
})

describe('daylight saving: Europe/London across its changes', () => {
  test('the same UTC hour reads an hour apart on either side of the spring change', () => {
    expect(formatTimeWithZone('2025-03-29T18:00:00Z', LONDON)).toBe('6:00 pm GMT')
    expect(formatTimeWithZone('2025-03-30T18:00:00Z', LONDON)).toBe('7:00 pm BST')
  })
  test('the hour the clocks skip and the hour they repeat', () => {
    // 30 March 2025: 00:59:59 GMT is followed by 02:00:00 BST.
    expect(formatTime('2025-03-30T00:59:00Z', LONDON)).toBe('12:59 am')
    expect(formatTime('2025-03-30T01:00:00Z', LONDON)).toBe('2:00 am')
    // 26 October 2025: 01:30 happens twice, first in BST, then in GMT.
    expect(formatTimeWithZone('2025-10-26T00:30:00Z', LONDON)).toBe('1:30 am BST')
    expect(formatTimeWithZone('2025-10-26T01:30:00Z', LONDON)).toBe('1:30 am GMT')
  })
  test('and the date turns at local midnight, not UTC midnight', () => {
    expect(formatDate('2025-06-30T23:30:00Z', LONDON)).toBe('1st July 2025')
    expect(formatDate('2025-12-31T23:30:00Z', LONDON)).toBe('31st December 2025')
  })
  test('New York and Sydney too', () => {
    expect(formatTimeWithZone('2025-07-01T16:00:00Z', 'America/New_York')).toBe('12:00 pm EDT')
    expect(formatTimeWithZone('2025-01-01T17:00:00Z', 'America/New_York')).toBe('12:00 pm EST')
    expect(formatTimeWithZone('2025-01-01T01:00:00Z', 'Australia/Sydney')).toBe('12:00 pm AEDT')
  })
})

describe('formatTimeWithZone and formatDateTime', () => {
  test("the admin's 6:00 pm event, labelled", () => {
    expect(formatTimeWithZone('2026-12-24T12:30:00.000Z', INDIA)).toBe('6:00 pm IST')
    expect(formatDateTime('2026-12-24T12:30:00.000Z', INDIA)).toBe('24th December 2026, 6:00 pm IST')
  })
  test('unreadable', () => {
    expect(formatTimeWithZone('nope', INDIA)).toBe('')
    expect(formatDateTime('nope', INDIA)).toBe('Date to be announced')
  })
})
