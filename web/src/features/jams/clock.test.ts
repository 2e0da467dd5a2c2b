import { describe, expect, test } from 'bun:test'
import {
  closingSoon,
  countdownWords,
  formatCountdown,
  nextMoment,
  PHASE_LABELS,
  REVEAL_SPREAD_MS,
  revealDelay,
  serverOffset,
} from './clock'

const jam = {
  startsAt: '2026-12-04T12:30:00.000Z',
  submissionsCloseAt: '2026-12-06T12:30:00.000Z',
  graceMinutes: 60,
  votingClosesAt: '2026-12-10T12:30:00.000Z',
}
const at = (iso: string) => Date.parse(iso)

describe("the server's clock", () => {
  test('the offset is what the server said minus what the phone read when the answer arrived', () => {
    // The phone is 5 minutes slow: its clock reads 12:25 when the server says 12:30.
    expect(serverOffset('2026-12-04T12:30:00.000Z', at('2026-12-04T12:25:00.000Z'))).toBe(5 * 60_000)
    expect(serverOffset('2026-12-04T12:30:00.000Z', at('2026-12-04T12:31:00.000Z'))).toBe(-60_000)
  })

  test('an unreadable serverTime, or no arrival time, trusts the phone', () => {
    expect(serverOffset('not a time', 1000)).toBe(0)
    expect(serverOffset('2026-12-04T12:30:00.000Z', 0)).toBe(0)
  })
})

describe('the next moment', () => {
  test('before the start, the countdown is to the theme and the start', () => {
    expect(nextMoment(jam, at('2026-12-04T12:29:59.000Z'))).toEqual({
      phase: 'upcoming',
      label: 'The theme is revealed and the jam starts in',
      at: at(jam.startsAt),
    })
  })

  test('each phase counts down to the moment that ends it; grace ends graceMinutes after the close', () => {
    expect(nextMoment(jam, at(jam.startsAt))?.at).toBe(at(jam.submissionsCloseAt))
    expect(nextMoment(jam, at(jam.startsAt))?.phase).toBe('running')
    expect(nextMoment(jam, at(jam.submissionsCloseAt))).toMatchObject({
      phase: 'grace',
      at: at('2026-12-06T13:30:00.000Z'),
    })
    expect(nextMoment(jam, at('2026-12-06T13:30:00.000Z'))).toMatchObject({
      phase: 'voting',
      at: at(jam.votingClosesAt),
    })
  })

  test('after voting closes there is nothing left to count down to', () => {
    expect(nextMoment(jam, at(jam.votingClosesAt))).toBeNull()
  })

  test('every phase has a label', () => {
    expect(Object.values(PHASE_LABELS).every(Boolean)).toBe(true)
    expect(PHASE_LABELS.voting).toBe('Voting')
  })
})

describe('the countdown', () => {
  test('hours, minutes and seconds, with days in front when there are any', () => {
    expect(formatCountdown(((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000)).toBe('3 days 04:05:06')
    expect(formatCountdown((24 * 3600 + 1) * 1000)).toBe('1 day 00:00:01')
    expect(formatCountdown((4 * 3600 + 5 * 60 + 6) * 1000)).toBe('04:05:06')
  })

  test('a part of a second left still shows a second: zero only at the moment', () => {
    expect(formatCountdown(1)).toBe('00:00:01')
    expect(formatCountdown(0)).toBe('00:00:00')
    expect(formatCountdown(-5000)).toBe('00:00:00')
  })

  test('in words, by the minute, for a screen reader', () => {
    expect(countdownWords(((2 * 24 + 1) * 60 + 5) * 60_000)).toBe('2 days, 1 hour, 5 minutes')
    expect(countdownWords(3 * 3600_000)).toBe('3 hours')
    expect(countdownWords(1000)).toBe('1 minute')
    expect(countdownWords(0)).toBe('0 minutes')
  })
})

describe('the closing banner', () => {
  test('shows in the last hour before submissions close, not before and not in grace', () => {
    expect(closingSoon(jam, at('2026-12-06T11:29:59.000Z'))).toBe(false)
    expect(closingSoon(jam, at('2026-12-06T11:30:00.000Z'))).toBe(true)
    expect(closingSoon(jam, at('2026-12-06T12:29:59.000Z'))).toBe(true)
    expect(closingSoon(jam, at(jam.submissionsCloseAt))).toBe(false)
  })
})

describe('the reveal', () => {
  test('waits 0 to 2 seconds, spread at random', () => {
    expect(revealDelay(() => 0)).toBe(0)
    expect(revealDelay(() => 0.5)).toBe(1000)
    expect(revealDelay(() => 0.99999)).toBeLessThan(REVEAL_SPREAD_MS)
    expect(revealDelay(() => 7)).toBeLessThan(REVEAL_SPREAD_MS)
  })
})
