/**
 * Jams in the club feed (docs/api.md#calendars, decision 0265): the making and the voting as two
 * VEVENTs linking to the jam's page, read with ical.js; never the theme, not even after the start;
 * an edit of the jam (whoever writes it) is in the next feed with its SEQUENCE grown.
 */
import { describe, expect, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import { parseCalendar } from '../../../test/ics'
import { buildContext, setupApp } from '../../../test/support'
import { cacheVersions, jams } from '../../db/schema'
import { JAM_DEFAULT_CATEGORIES, JAM_DEFAULTS } from '../../shared/jams'

const ctx = await setupApp({ publicUrl: 'https://club.example.edu' })
const HOUR = 60 * 60 * 1000
const now = new Date('2031-06-01T00:00:00.000Z')
/** A fresh app each time: its copy of the feed is read from the database, as another server's would be. */
const feed = async () => {
  const club = buildContext(ctx.database, { publicUrl: 'https://club.example.edu' }, { now: () => now })
  const response = await club.request('/api/calendar/club.ics')
  expect(response.status).toBe(200)
  const text = await response.text()
  return { text, calendar: parseCalendar(text) }
}

async function insertJam(values: { slug: string; title: string; startsAt: Date; theme?: string; deletedAt?: Date }) {
  const id = crypto.randomUUID()
  await ctx.database.db.insert(jams).values({
    id,
    description: 'Make a game in 48 hours.',
    submissionsCloseAt: new Date(values.startsAt.getTime() + 48 * HOUR),
    graceMinutes: 30,
    votingClosesAt: new Date(values.startsAt.getTime() + 7 * 24 * HOUR),
    categories: [...JAM_DEFAULT_CATEGORIES],
    placementExp: JAM_DEFAULTS.placementExp,
    ...values,
  })
  return id
}

describe('jams in GET /api/calendar/club.ics', () => {
  test('the making and the voting, with the page and times in UTC; deleted jams and long-closed ones are not listed', async () => {
    const id = await insertJam({
      slug: 'winter-jam',
      title: 'Winter Jam',
      startsAt: new Date('2031-06-05T12:30:00.000Z'),
      theme: 'SECRET-THEME-WORD',
    })
    await insertJam({
      slug: 'gone-jam',
      title: 'Gone Jam',
      startsAt: new Date('2031-06-06T00:00:00.000Z'),
      deletedAt: now,
    })
    await insertJam({ slug: 'old-jam', title: 'Old Jam', startsAt: new Date('2031-04-01T00:00:00.000Z') })
    const { text, calendar } = await feed()
    const listed = calendar.events.filter((event) => event.uid.startsWith('jam-'))
    expect(listed.map((event) => [event.uid, event.summary, event.start, event.end])).toEqual([
      [`jam-${id}`, 'Winter Jam: game jam', '2031-06-05T12:30:00.000Z', '2031-06-07T12:30:00.000Z'],
      [`jam-${id}-voting`, 'Winter Jam: voting', '2031-06-07T13:00:00.000Z', '2031-06-12T12:30:00.000Z'],
    ])
    for (const event of listed) {
      expect(event.url).toBe('https://club.example.edu/jams/winter-jam')
      expect(event.description).toContain('Make a game in 48 hours.')
      expect(event.sequence).toBe(0)
    }
    expect(text).not.toContain('SECRET-THEME-WORD')
  })

  test('the theme stays out after the start too, and an edit by any writer is in the next feed with SEQUENCE grown', async () => {
    const id = await insertJam({
      slug: 'spring-jam',
      title: 'Spring Jam',
      startsAt: new Date(now.getTime() - HOUR),
      theme: 'ANOTHER-SECRET',
    })
    const before = await feed()
    expect(before.calendar.events.some((event) => event.uid === `jam-${id}`)).toBe(true)
    const version = async () =>
      (await ctx.database.db.select().from(cacheVersions).where(eq(cacheVersions.name, 'jams')))[0]?.version ?? 0
    const versionBefore = await version()
    // Written by "someone else" (plain SQL, as an admin at a psql prompt would): the trigger moves the version.
    await ctx.database.db
      .update(jams)
      .set({ title: 'Spring Jam (moved)', votingClosesAt: sql`${jams.votingClosesAt} + interval '1 day'` })
      .where(eq(jams.id, id))
    expect(await version()).toBeGreaterThan(versionBefore)
    const after = await feed()
    const voting = after.calendar.events.find((event) => event.uid === `jam-${id}-voting`)
    expect(voting).toMatchObject({ summary: 'Spring Jam (moved): voting', sequence: 1 })
    expect(voting?.end).toBe(new Date(now.getTime() - HOUR + 8 * 24 * HOUR).toISOString())
    expect(before.text + after.text).not.toContain('ANOTHER-SECRET')
  })
})
