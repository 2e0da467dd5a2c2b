/**
 * Personal calendar feeds (docs/api.md#calendars): the address is the credential (long, random,
 * stored hashed, replaceable, the old one 404 at once) and shows only its owner's events.
 */
import { describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../../test/db-checks'
import { parseCalendar } from '../../../test/ics'
import { registerAs, unregisterAs } from '../../../test/roster'
import { bearer, buildContext, createEvent, insertMembers, setupApp, signUpAdmin } from '../../../test/support'
import { claims, makeToken } from '../../../test/tokens'
import { FEED_NOT_FOUND } from '.'

const PUBLIC_URL = 'https://club.example.edu'
const ctx = await setupApp({ publicUrl: PUBLIC_URL })
const admin = await signUpAdmin(ctx)

const address = (token: string) => ctx.api.api.user.calendar.get(bearer(token))
const replace = (token: string) => ctx.api.api.user.calendar.post(undefined, bearer(token))
/** The feed at an address, read as a calendar app would: no token, just the URL. */
async function read(url: string) {
  expect(url).toStartWith(`${PUBLIC_URL}/api/calendar/feeds/`)
  const response = await ctx.request(new URL(url).pathname)
  return { status: response.status, text: await response.text(), headers: response.headers }
}

describe('the address', () => {
  test('made on the first call, the same on every call after; absolute, from PUBLIC_URL; 43 random characters', async () => {
    const [member] = await insertMembers(ctx, 1)
    const [first, second] = await Promise.all([address(member!.token), address(member!.token)])
    expect(first.status).toBe(200)
    const url = first.data!.url
    expect(second.data?.url).toBe(url)
    expect((await address(member!.token)).data?.url).toBe(url)
    expect(first.data?.url).toMatch(/^https:\/\/club\.example\.edu\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/)
    const [other] = await insertMembers(ctx, 1)
    expect((await address(other!.token)).data?.url).not.toBe(url)
  })

  test('stored hashed: nothing in the database contains the token', async () => {
    const [member] = await insertMembers(ctx, 1)
    const token = (await address(member!.token)).data!.url.split('/').pop()!.replace('.ics', '')
    const [row] = await queryRows<{ dump: string }>(
      ctx.database.db,
      sql`select string_agg(t::text, '|') as dump from calendar_feeds t`,
    )
    expect(row?.dump).toContain(member!.user._id)
    expect(row?.dump).not.toContain(token)
    expect(row?.dump).toContain(new Bun.CryptoHasher('sha256').update(token).digest('hex'))
  })

  test('a new address works at once and the old one is 404 from then on', async () => {
    const [member] = await insertMembers(ctx, 1)
    const old = (await address(member!.token)).data!.url
    expect((await read(old)).status).toBe(200)
    const made = await replace(member!.token)
    expect(made.status).toBe(201)
    const fresh = made.data!.url
    expect(fresh).not.toBe(old)
    const refused = await read(old)
    expect(refused.status).toBe(404)
    expect(JSON.parse(refused.text)).toEqual({ message: FEED_NOT_FOUND })
    expect((await read(fresh)).status).toBe(200)
    expect((await address(member!.token)).data?.url).toBe(fresh)
  })

  test('signed out: 401; unknown, malformed or guessed addresses: 404', async () => {
    expect((await ctx.api.api.user.calendar.get()).status).toBe(401)
    expect((await ctx.api.api.user.calendar.post()).status).toBe(401)
    for (const file of ['x.ics', `${'A'.repeat(43)}.ics`, `${'A'.repeat(43)}`, '..%2F..%2Fetc.ics', '.ics'])
      expect((await ctx.request(`/api/calendar/feeds/${file}`)).status).toBe(404)
  })

  test('a new server secret cannot show the old address again: the next visit makes a new one', async () => {
    const [member] = await insertMembers(ctx, 1)
    const old = (await address(member!.token)).data!.url
    const rotated = buildContext(ctx.database, {
      publicUrl: PUBLIC_URL,
      jwtSecret: 'a-different-secret-0123456789abcdef-xyz',
    })
    const token = makeToken(claims(member!.user._id), { secret: 'a-different-secret-0123456789abcdef-xyz' })
    const renewed = await rotated.api.api.user.calendar.get(bearer(token))
    expect(renewed.status).toBe(200)
    expect(renewed.data?.url).not.toBe(old)
    expect((await read(old)).status).toBe(404)
    expect((await read(renewed.data!.url)).status).toBe(200)
  })
})

describe('the feed', () => {
  test("its owner's seats and waitlist places only; a cancelled registration leaves; a deleted event is CANCELLED", async () => {
    const [asha, ravi] = await insertMembers(ctx, 2)
    const jam = await createEvent(ctx, admin.token, { name: 'Jam', capacity: 1 })
    const talk = await createEvent(ctx, admin.token, { name: 'Talk' })
    const quiz = await createEvent(ctx, admin.token, { name: 'Quiz' })
    const ravisOwn = await createEvent(ctx, admin.token, { name: 'Ravi only' })
    expect((await registerAs(ctx, jam._id, ravi!.token)).status).toBe(201) // the one seat
    expect((await registerAs(ctx, ravisOwn._id, ravi!.token)).status).toBe(201)
    expect((await registerAs(ctx, jam._id, asha!.token)).data?.registration.status).toBe('waitlisted')
    expect((await registerAs(ctx, talk._id, asha!.token)).status).toBe(201)
    expect((await registerAs(ctx, quiz._id, asha!.token)).status).toBe(201)
    expect((await unregisterAs(ctx, quiz._id, asha!.token)).status).toBe(200)
    const url = (await address(asha!.token)).data!.url
    const feed = await read(url)
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(feed.headers.get('cache-control')).toBe('private, no-cache')
    const calendar = parseCalendar(feed.text)
    expect(calendar.name).toBe('GameDev Club: my events')
    const byName = Object.fromEntries(calendar.events.map((event) => [event.summary, event]))
    expect(Object.keys(byName).sort()).toEqual(['Jam', 'Talk'])
    expect(byName.Jam).toMatchObject({ uid: jam._id, status: 'TENTATIVE' })
    expect(byName.Jam?.description).toStartWith('You are on the waitlist for this event')
    expect(byName.Talk).toMatchObject({ uid: talk._id, status: 'CONFIRMED', alarms: [-3600] })

    // Ravi gives the seat up: Asha is promoted, and her feed says so.
    expect((await unregisterAs(ctx, jam._id, ravi!.token)).status).toBe(200)
    expect(parseCalendar((await read(url)).text).events.find((e) => e.uid === jam._id)?.status).toBe('CONFIRMED')

    // The event is deleted: it stays, cancelled, with the same UID and a higher SEQUENCE.
    const before = parseCalendar((await read(url)).text).events.find((e) => e.uid === talk._id)!
    expect((await ctx.api.api.events({ id: talk._id }).delete(undefined, bearer(admin.token))).status).toBe(200)
    const after = parseCalendar((await read(url)).text).events.find((e) => e.uid === talk._id)!
    expect(after.status).toBe('CANCELLED')
    expect(after.sequence).toBeGreaterThan(before.sequence)
    expect(after.alarms).toEqual([])
  })

  test('the same bytes again are 304', async () => {
    const [member] = await insertMembers(ctx, 1)
    const url = (await address(member!.token)).data!.url
    const first = await read(url)
    const again = await ctx.request(new URL(url).pathname, { headers: { 'if-none-match': first.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })
})
