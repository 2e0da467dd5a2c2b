import { describe, expect, test } from 'bun:test'
import {
  CLUB_TIME_ZONE_META,
  clubTimeZoneFrom,
  DEFAULT_CLUB_TIME_ZONE,
  isTimeZone,
  offsetAt,
  timeZoneLabel,
  wallClock,
} from './time-zone'

describe('isTimeZone', () => {
  test.each(['Asia/Kolkata', 'Asia/Calcutta', 'Europe/London', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+5'])(
    '%s is a zone',
    (name) => expect(isTimeZone(name)).toBe(true),
  )
  test.each([
    '',
    ' Asia/Kolkata',
    'Asia/Kolkata ',
    'Mars/Olympus',
    'IST',
    'EST',
    '+05:30',
    'GMT+5',
    'Asia/Kolkata<script>',
    'Asia/"Kolkata"',
  ])('%p is not', (name) => expect(isTimeZone(name)).toBe(false))
})

describe('clubTimeZoneFrom: what the PWA makes of its meta tag', () => {
  test('the default is India, and the meta name is fixed', () => {
    expect(DEFAULT_CLUB_TIME_ZONE).toBe('Asia/Kolkata')
    expect(CLUB_TIME_ZONE_META).toBe('club-time-zone')
  })
  test('a zone is taken as it is (trimmed)', () => {
    expect(clubTimeZoneFrom('Europe/London')).toBe('Europe/London')
    expect(clubTimeZoneFrom(' UTC ')).toBe('UTC')
  })
  test.each([null, undefined, '', 'Nowhere/City', 'IST'])('%p falls back to the default', (value) =>
    expect(clubTimeZoneFrom(value)).toBe('Asia/Kolkata'),
  )
})

describe('wallClock', () => {
  test('all the fields, Monday = 0', () => {
    // 3 March 2025 was a Monday; 12:30:45 UTC is 18:00:45 in Delhi.
    expect(wallClock('2025-03-03T12:30:45.900Z', 'Asia/Kolkata')).toEqual({
      year: 2025,
      month: 3,
      day: 3,
      hour: 18,
      minute: 0,
      second: 45,
      weekday: 0,
    })
    expect(wallClock('2025-03-09T18:30:00Z', 'Asia/Kolkata')?.weekday).toBe(0)
    expect(wallClock('2025-03-09T18:29:00Z', 'Asia/Kolkata')?.weekday).toBe(6)
  })
  test('midnight is hour 0, never 24', () => {
    expect(wallClock('2025-03-02T18:30:00Z', 'Asia/Kolkata')).toMatchObject({ day: 3, hour: 0, minute: 0 })
    expect(wallClock('2025-03-03T00:00:00Z', 'UTC')).toMatchObject({ day: 3, hour: 0 })
  })
  test('unreadable → null', () => expect(wallClock('nope', 'UTC')).toBeNull())
})

describe('offsetAt', () => {
  test('India is +5:30 all year; London +0 in winter and +1 in summer', () => {
    expect(offsetAt(new Date('2025-01-15T00:00:00Z'), 'Asia/Kolkata')).toBe(330 * 60_000)
    expect(offsetAt(new Date('2025-07-15T00:00:00Z'), 'Asia/Kolkata')).toBe(330 * 60_000)
    expect(offsetAt(new Date('2025-01-15T00:00:00Z'), 'Europe/London')).toBe(0)
    expect(offsetAt(new Date('2025-07-15T00:00:00Z'), 'Europe/London')).toBe(60 * 60_000)
    expect(offsetAt(new Date('2025-07-15T00:00:00.999Z'), 'America/New_York')).toBe(-4 * 60 * 60_000)
  })
})

describe('timeZoneLabel', () => {
  test("India's is IST", () => {
    expect(timeZoneLabel('Asia/Kolkata', '2025-01-01T00:00:00Z')).toBe('IST')
    expect(timeZoneLabel('Asia/Kolkata', '2025-07-01T00:00:00Z')).toBe('IST')
    expect(timeZoneLabel('Asia/Calcutta')).toBe('IST')
  })
  test("London's depends on the date", () => {
    expect(timeZoneLabel('Europe/London', '2025-03-30T00:59:59Z')).toBe('GMT')
    expect(timeZoneLabel('Europe/London', '2025-03-30T01:00:00Z')).toBe('BST')
  })
  test('UTC is UTC', () => expect(timeZoneLabel('UTC', '2025-07-01T00:00:00Z')).toBe('UTC'))
  test('without an English abbreviation, the offset from UTC', () => {
    expect(timeZoneLabel('Asia/Tokyo', '2025-07-01T00:00:00Z')).toBe('UTC+9')
    expect(timeZoneLabel('Asia/Kathmandu', '2025-07-01T00:00:00Z')).toBe('UTC+5:45')
    expect(timeZoneLabel('America/Sao_Paulo', '2025-07-01T00:00:00Z')).toBe('UTC-3')
  })
  test('an unreadable instant labels the zone as it is now', () =>
    expect(timeZoneLabel('Asia/Kolkata', 'nope')).toBe('IST'))
})
