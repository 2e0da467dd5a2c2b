/**
 * An event's .ics and the club feed (docs/api.md#calendars), read with ical.js as calendar apps
 * read them, through an event's edit and delete.
 */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { parseCalendar } from '../../../test/ics'
import { bearer, buildContext, createEvent, setupApp, signUpAdmin } from '../../../test/support'
import { events } from '../../db/schema'
import { MAX_AGE_MS } from '../../lib/checked-copy'

const ctx = await setupApp({ publicUrl: 'https://club.example.edu' })
const admin = await signUpAdmin(ctx)
const DAY = 24 * 60 * 60 * 1000

async function ics(path: string, headers: Record<string, string> = {}) {
  const response = await ctx.request(path, { headers })
  return { response, text: await response.text() }
}

describe('GET /api/events/:id/calendar.ics', () => {
  test('one VEVENT: stable UID, UTC times, escaped text, the page, a reminder an hour before', async () => {
    const event = await createEvent(ctx, admin.token, {
      name: 'Jam #3: Sound, Fury; and 🎮 (गेम जैम)',
      description: 'Teams of 4.\nBring a laptop, a charger; and a back\\slash.\n'.repeat(8),
      location: 'Lab 3, CS Block',
      date: '2031-03-10T12:30:00.000Z',
      endsAt: '2031-03-10T16:00:00.000Z',
      type: 'Gameathon',
    })
    const { response, text } = await ics(`/api/events/${event._id}/calendar.ics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="jam-3-sound-fury-and.ics"')
    const calendar = parseCalendar(text)
    expect(calendar.version).toBe('2.0')
    expect(calendar.events).toHaveLength(1)
    const [vevent] = calendar.events
    expect(vevent).toMatchObject({
      uid: event._id,
      summary: 'Jam #3: Sound, Fury; and 🎮 (गेम जैम)',
      location: 'Lab 3, CS Block',
      url: `https://club.example.edu/events/${event._id}`,
      status: 'CONFIRMED',
      sequence: 0,
      start: '2031-03-10T12:30:00.000Z',
      end: '2031-03-10T16:00:00.000Z',
      utc: true,
      alarms: [-3600],
    })
    expect(vevent?.description).toBe(
      `${'Teams of 4.\nBring a laptop, a charger; and a back\\slash.\n'.repeat(8).trim()}\n\nhttps://club.example.edu/events/${event._id}`,
    )
    expect(text).toContain('DTSTART:20310310T123000Z\r\n')
    expect(text).toContain('SUMMARY:Jam #3: Sound\\, Fury\\; and 🎮 (गेम जैम)\r\n')
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/)
  })

  test('an edit moves it (same UID, SEQUENCE grows, new times) instead of doubling it; a delete is 404', async () => {
    const event = await createEvent(ctx, admin.token, { name: 'Shader talk', date: '2031-04-01T10:00:00.000Z' })
    const first = parseCalendar((await ics(`/api/events/${event._id}/calendar.ics`)).text).events[0]!
    expect(first.end).toBe('2031-04-01T12:00:00.000Z') // no endsAt: two hours
    const edit = (body: Record<string, unknown>) => ctx.api.api.events({ id: event._id }).put(body, bearer(admin.token))
    expect((await edit({ name: 'Shader talk (moved)', date: '2031-04-02T10:00:00.000Z' })).status).toBe(200)
    const second = parseCalendar((await ics(`/api/events/${event._id}/calendar.ics`)).text).events[0]!
    expect(second).toMatchObject({ uid: first.uid, summary: 'Shader talk (moved)', start: '2031-04-02T10:00:00.000Z' })
    expect(second.sequence).toBeGreaterThan(first.sequence)
    expect(Date.parse(second.dtstamp)).toBeGreaterThanOrEqual(Date.parse(first.dtstamp))
    expect((await edit({ location: 'Auditorium' })).status).toBe(200)
    const third = parseCalendar((await ics(`/api/events/${event._id}/calendar.ics`)).text).events[0]!
    expect(third.sequence).toBeGreaterThan(second.sequence)
    // An edit that changes nothing is no new version.
    expect((await edit({ location: 'Auditorium' })).status).toBe(200)
    expect(parseCalendar((await ics(`/api/events/${event._id}/calendar.ics`)).text).events[0]!.sequence).toBe(
      third.sequence,
    )
    expect((await ctx.api.api.events({ id: event._id }).delete(undefined, bearer(admin.token))).status).toBe(200)
    const gone = await ics(`/api/events/${event._id}/calendar.ics`)
    expect(gone.response.status).toBe(404)
    expect(JSON.parse(gone.text)).toEqual({ message: 'Event not found' })
  })

  test('unknown and malformed ids are 404; the same bytes again are 304 with the ETag', async () => {
    for (const id of [crypto.randomUUID(), 'nope', '%27%20or%201%3D1'])
      expect((await ics(`/api/events/${id}/calendar.ics`)).response.status).toBe(404)
    const event = await createEvent(ctx, admin.token)
    const { response } = await ics(`/api/events/${event._id}/calendar.ics`)
    const etag = response.headers.get('etag')!
    expect(etag).toMatch(/^"[0-9a-z]+"$/)
    const again = await ics(`/api/events/${event._id}/calendar.ics`, { 'if-none-match': etag })
    expect(again.response.status).toBe(304)
    expect(again.text).toBe('')
  })
})

describe('GET /api/calendar/club.ics', () => {
  // A clock of its own: the window is "from 30 days ago", counted from this instant.
  const now = new Date('2031-06-01T00:00:00.000Z')
  const club = buildContext(ctx.database, { publicUrl: 'https://club.example.edu' }, { now: () => now })
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString()
  const feed = async () => {
    const response = await club.request('/api/calendar/club.ics')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    return parseCalendar(await response.text())
  }

  test('active events from 30 days ago on, soonest first; deleted ones cancelled until 30 days after their date', async () => {
    const recent = await createEvent(ctx, admin.token, { name: 'Recent', date: at(-29) })
    const old = await createEvent(ctx, admin.token, { name: 'Old', date: at(-31) })
    const soon = await createEvent(ctx, admin.token, { name: 'Soon', date: at(3) })
    const hidden = await createEvent(ctx, admin.token, { name: 'Inactive', date: at(4), isActive: false })
    const dropped = await createEvent(ctx, admin.token, { name: 'Dropped', date: at(5) })
    const droppedLongAgo = await createEvent(ctx, admin.token, { name: 'Dropped long ago', date: at(-40) })
    for (const gone of [dropped, droppedLongAgo])
      expect((await ctx.api.api.events({ id: gone._id }).delete(undefined, bearer(admin.token))).status).toBe(200)
    await Bun.sleep(MAX_AGE_MS + 20) // written through the other app: this one's copy may be up to MAX_AGE_MS behind
    const calendar = await feed()
    expect(calendar.name).toBe('GameDev Club events')
    const mine = calendar.events.filter((event) =>
      [recent, old, soon, hidden, dropped, droppedLongAgo].some((made) => made._id === event.uid),
    )
    expect(mine.map((event) => [event.summary, event.status])).toEqual([
      ['Recent', 'CONFIRMED'],
      ['Soon', 'CONFIRMED'],
      ['Dropped', 'CANCELLED'],
    ])
    expect(mine.find((event) => event.status === 'CANCELLED')?.alarms).toEqual([])
    // Every UID once.
    expect(new Set(calendar.events.map((event) => event.uid)).size).toBe(calendar.events.length)
  })

  test('an edit through this process shows at once', async () => {
    const event = await createEvent(club, admin.token, { name: 'Feed edit', date: at(10) })
    expect((await feed()).events.find((e) => e.uid === event._id)?.summary).toBe('Feed edit')
    await club.api.api.events({ id: event._id }).put({ name: 'Feed edit, renamed' }, bearer(admin.token))
    expect((await feed()).events.find((e) => e.uid === event._id)).toMatchObject({
      summary: 'Feed edit, renamed',
      sequence: 1,
    })
  })

  test('a write straight into the database shows once the copy has aged', async () => {
    const event = await createEvent(club, admin.token, { name: 'Direct', date: at(11) })
    await feed()
    await ctx.database.db.update(events).set({ name: 'Direct, edited' }).where(eq(events.id, event._id))
    await Bun.sleep(MAX_AGE_MS + 20)
    expect((await feed()).events.find((e) => e.uid === event._id)?.summary).toBe('Direct, edited')
  })
})
