import { describe, expect, test } from 'bun:test'
import { datetimeLocalToIso, instantsAt, isoToDatetimeLocal, zonedToInstant } from './datetime-local'

const INDIA = 'Asia/Kolkata'
const LONDON = 'Europe/London'

describe('datetimeLocalToIso in India (UTC+05:30 all year)', () => {
  test('6:30 pm is 13:00 UTC', () =>
    expect(datetimeLocalToIso('2027-03-10T18:30', INDIA)).toBe('2027-03-10T13:00:00.000Z'))
  test('just after midnight in Delhi is the previous day in UTC', () =>
    expect(datetimeLocalToIso('2027-01-01T02:00', INDIA)).toBe('2026-12-31T20:30:00.000Z'))
  test('seconds are accepted, surrounding spaces ignored', () =>
    expect(datetimeLocalToIso(' 2027-03-10T18:30:15 ', INDIA)).toBe('2027-03-10T13:00:15.000Z'))
  test('a leap day exists in 2028, not in 2027', () => {
    expect(datetimeLocalToIso('2028-02-29T10:00', INDIA)).toBe('2028-02-29T04:30:00.000Z')
    expect(datetimeLocalToIso('2027-02-29T10:00', INDIA)).toBeNull()
  })
  test.each([
    '',
    'tomorrow',
    '2027-02-30T10:00',
    '2027-04-31T10:00',
    '2027-03-10T24:00',
    '2027-03-10 18:30',
    '2027-13-01T10:00',
    '2027-00-10T10:00',
    '2027-03-10T18:60',
  ])('%p is not a date', (value) => expect(datetimeLocalToIso(value, INDIA)).toBeNull())
})

describe('isoToDatetimeLocal', () => {
  test('round trip', () => expect(isoToDatetimeLocal('2027-03-10T13:00:00.000Z', INDIA)).toBe('2027-03-10T18:30'))
  test('crosses midnight', () => expect(isoToDatetimeLocal('2026-12-31T20:30:00.000Z', INDIA)).toBe('2027-01-01T02:00'))
  test('in London, summer and winter', () => {
    expect(isoToDatetimeLocal('2027-07-01T17:00:00Z', LONDON)).toBe('2027-07-01T18:00')
    expect(isoToDatetimeLocal('2027-01-01T17:00:00Z', LONDON)).toBe('2027-01-01T17:00')
  })
  test('unreadable → empty', () => expect(isoToDatetimeLocal('nope', INDIA)).toBe(''))
  test('every quarter hour of a year in London goes there and back (except the skipped hour)', () => {
    const start = Date.parse('2025-01-01T00:00:00Z')
    for (let t = start; t < start + 366 * 24 * 3600_000; t += 15 * 60_000) {
      const local = isoToDatetimeLocal(t, LONDON)
      const back = datetimeLocalToIso(local, LONDON)
      // In the repeated hour, the earlier instant is chosen: both show the same clock.
      expect(isoToDatetimeLocal(back!, LONDON)).toBe(local)
    }
  })
})

describe('daylight saving (Europe/London)', () => {
  test('a summer time reads as BST (UTC+1), a winter time as GMT', () => {
    expect(datetimeLocalToIso('2025-07-01T18:00', LONDON)).toBe('2025-07-01T17:00:00.000Z')
    expect(datetimeLocalToIso('2025-01-01T18:00', LONDON)).toBe('2025-01-01T18:00:00.000Z')
  })
  test('the day of the spring change: before and after it', () => {
    expect(datetimeLocalToIso('2025-03-30T00:30', LONDON)).toBe('2025-03-30T00:30:00.000Z')
    expect(datetimeLocalToIso('2025-03-30T03:00', LONDON)).toBe('2025-03-30T02:00:00.000Z')
  })
  test('a time the clocks skip (01:30 on 30 March 2025) moves forward by the gap, to 02:30 BST', () => {
    expect(instantsAt({ year: 2025, month: 3, day: 30, hour: 1, minute: 30 }, LONDON)).toEqual([])
    expect(datetimeLocalToIso('2025-03-30T01:30', LONDON)).toBe('2025-03-30T01:30:00.000Z')
    expect(isoToDatetimeLocal('2025-03-30T01:30:00.000Z', LONDON)).toBe('2025-03-30T02:30')
  })
  test('a time the clocks show twice (01:30 on 26 October 2025) is the first one, in BST', () => {
    const both = instantsAt({ year: 2025, month: 10, day: 26, hour: 1, minute: 30 }, LONDON)
    expect(both.map((date) => date.toISOString())).toEqual(['2025-10-26T00:30:00.000Z', '2025-10-26T01:30:00.000Z'])
    expect(datetimeLocalToIso('2025-10-26T01:30', LONDON)).toBe('2025-10-26T00:30:00.000Z')
  })
  test('southern summer: Sydney is UTC+11 in January, +10 in July', () => {
    expect(
      zonedToInstant({ year: 2026, month: 1, day: 15, hour: 9, minute: 0 }, 'Australia/Sydney').toISOString(),
    ).toBe('2026-01-14T22:00:00.000Z')
    expect(
      zonedToInstant({ year: 2026, month: 7, day: 15, hour: 9, minute: 0 }, 'Australia/Sydney').toISOString(),
    ).toBe('2026-07-14T23:00:00.000Z')
  })
})
