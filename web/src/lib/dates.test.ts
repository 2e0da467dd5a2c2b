/**
 * The PWA's dates are the shared module's (api/src/shared/dates.test.ts tests the words) on the
 * club's clock: these check the binding, that the zone comes from the page, and that the machine's
 * own zone plays no part.
 */
import { afterEach, describe, expect, test } from 'bun:test'

/** A fresh copy of the module (it reads the zone once), with a page that says `zone` (or nothing). */
async function load(zone?: string) {
  const content = zone === undefined ? null : zone
  Object.assign(globalThis, {
    document: { querySelector: () => (content === null ? null : { getAttribute: () => content }) },
  })
  return (await import(`./dates.ts?case=${Math.random()}`)) as typeof import('./dates')
}
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document')
})

describe("the club's clock", () => {
  test('an event at 12:30 UTC is 6:00 pm in Delhi, labelled, on its Delhi day', async () => {
    const dates = await load('Asia/Kolkata')
    expect(dates.formatDateTime('2026-12-24T12:30:00.000Z')).toBe('24th December 2026, 6:00 pm IST')
    expect(dates.formatTime('2026-12-24T12:30:00.000Z')).toBe('6:00 pm IST')
    // 00:30 in Delhi is still the previous day in UTC: the club's day counts.
    expect(dates.formatDate('2026-12-31T19:00:00.000Z')).toBe('1st January 2027')
  })

  test('without the meta tag, or with a name that is not a zone, the club is in Delhi', async () => {
    expect((await load()).clubTimeZone()).toBe('Asia/Kolkata')
    expect((await load('Mars/Olympus')).clubTimeZone()).toBe('Asia/Kolkata')
  })

  test('another zone set on the server is used, with its own label', async () => {
    const dates = await load('Europe/London')
    expect(dates.formatDateTime('2026-07-01T12:30:00.000Z')).toBe('1st July 2026, 1:30 pm BST')
    expect(dates.formatDateTime('2026-12-01T12:30:00.000Z')).toBe('1st December 2026, 12:30 pm GMT')
  })

  test("the admin's input is read on the club's clock, both ways", async () => {
    const dates = await load('Asia/Kolkata')
    expect(dates.clubInputToIso('2027-03-10T18:30')).toBe('2027-03-10T13:00:00.000Z')
    expect(dates.isoToClubInput('2027-03-10T13:00:00.000Z')).toBe('2027-03-10T18:30')
    expect(dates.clubInputToIso('2027-02-30T10:00')).toBeNull()
    expect(dates.clubTimeZoneLabel()).toBe('IST')
  })

  test('an unreadable date says so', async () => {
    const dates = await load('Asia/Kolkata')
    expect(dates.formatDateTime('soon')).toBe('Date to be announced')
    expect(dates.formatTime('soon')).toBe('')
  })
})

describe('isFuture', () => {
  const now = new Date('2026-06-01T12:00:00Z')
  test('later is future; now and earlier are not', async () => {
    const { isFuture } = await load()
    expect(isFuture('2026-06-01T12:00:01Z', now)).toBe(true)
    expect(isFuture('2026-06-01T12:00:00Z', now)).toBe(false)
    expect(isFuture('2025-06-01T12:00:00Z', now)).toBe(false)
  })
})
