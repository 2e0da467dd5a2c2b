import { afterAll, describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../test/db-checks'
import { createTestDatabase, onPostgres } from '../../test/support'
import { formatDate, formatTime } from '../shared/dates'
import { clubDayAt, DEMO_EVENTS, seedDemoEvents } from './seed-events'

const database = await createTestDatabase()
afterAll(() => database.drop())

async function countByName() {
  const rows = await queryRows<{ name: string; n: number }>(
    database.db,
    sql`select name, count(*)::int as n from events group by name`,
  )
  return Object.fromEntries(rows.map((row) => [row.name, row.n]))
}

describe(`seedDemoEvents on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  test('two runs give six events, not twelve', async () => {
    expect(await seedDemoEvents(database.db, { timeZone: 'Asia/Kolkata' })).toEqual({ added: 6, alreadyThere: 0 })
    expect(await seedDemoEvents(database.db, { timeZone: 'Asia/Kolkata' })).toEqual({ added: 0, alreadyThere: 6 })
    const counts = await countByName()
    expect(Object.keys(counts)).toHaveLength(DEMO_EVENTS.length)
    expect(Object.values(counts).every((n) => n === 1)).toBe(true)
  })

  test('runs at the same time (on separate connections on PostgreSQL) still add each event once', async () => {
    for (let round = 0; round < 5; round++) {
      await database.db.execute(sql`delete from events`)
      const results = await Promise.all(
        Array.from({ length: 8 }, () => seedDemoEvents(database.db, { timeZone: 'Asia/Kolkata' })),
      )
      expect(results.map((result) => result.added).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 6])
      expect(Object.values(await countByName())).toEqual([1, 1, 1, 1, 1, 1])
    }
  })

  test('each event lasts as long as its description says: the Gameathon 48 hours from a Saturday', async () => {
    const list = await queryRows<{ name: string; date: string | Date; ends_at: string | Date | null }>(
      database.db,
      sql`select name, date, ends_at from events`,
    )
    const hours = (name: string) => {
      const row = list.find((candidate) => candidate.name === name)!
      expect(row.ends_at).not.toBeNull()
      return (new Date(row.ends_at!).getTime() - new Date(row.date).getTime()) / 3_600_000
    }
    for (const event of DEMO_EVENTS) expect(hours(event.name)).toBe(event.hours)
    expect(hours('Winter Gameathon 2026')).toBe(48)
    for (const event of DEMO_EVENTS.filter((candidate) => /forty-eight hours/i.test(candidate.description)))
      expect(event.hours).toBe(48)
    for (const event of DEMO_EVENTS.filter((candidate) => /weekend/i.test(candidate.description))) {
      const row = list.find((candidate) => candidate.name === event.name)!
      const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'Asia/Kolkata' })
      expect(weekday.format(new Date(row.date))).toBe('Saturday')
    }
  })

  test('only the missing ones are added back; a deleted demo event is not', async () => {
    await database.db.execute(sql`delete from events where name = ${DEMO_EVENTS[0]!.name}`)
    await database.db.execute(sql`update events set deleted_at = now() where name = ${DEMO_EVENTS[1]!.name}`)
    expect(await seedDemoEvents(database.db, { timeZone: 'Asia/Kolkata' })).toEqual({ added: 1, alreadyThere: 5 })
  })

  test('each event starts on the hour on the club clock, upcoming and past ones both', async () => {
    const list = await queryRows<{ name: string; date: string | Date }>(database.db, sql`select name, date from events`)
    const now = Date.now()
    for (const event of DEMO_EVENTS) {
      const row = list.find((candidate) => candidate.name === event.name)!
      const date = new Date(row.date)
      expect(formatTime(date, 'Asia/Kolkata')).toBe(`${event.hour % 12 || 12}:00 ${event.hour < 12 ? 'am' : 'pm'}`)
      expect(date.getTime() > now).toBe(event.days > 0)
    }
  })
})

describe('clubDayAt', () => {
  test("days after the club's today, at the hour there", () => {
    // 23:00 UTC on 1 March is already 2 March in Delhi: "in 5 days" is 7 March.
    const now = new Date('2025-03-01T23:00:00Z')
    expect(clubDayAt(now, 5, 16, 'Asia/Kolkata').toISOString()).toBe('2025-03-07T10:30:00.000Z')
    expect(clubDayAt(now, -30, 10, 'Asia/Kolkata').toISOString()).toBe('2025-01-31T04:30:00.000Z')
  })
  test('in a zone with daylight saving, across a change', () => {
    const now = new Date('2025-03-25T12:00:00Z')
    const date = clubDayAt(now, 12, 10, 'Europe/London')
    expect(date.toISOString()).toBe('2025-04-06T09:00:00.000Z')
    expect(`${formatDate(date, 'Europe/London')} ${formatTime(date, 'Europe/London')}`).toBe('6th April 2025 10:00 am')
  })
})
