/** The rotating code at the venue and checking yourself in with it (docs/api.md#check-in). */
import { describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { checkedInAt, doorWithStudents, moveEvent, selfCheckIn } from '../../../test/check-in'
import { queryRows, tableFingerprints } from '../../../test/db-checks'
import { entriesOf, registerAs } from '../../../test/roster'
import {
  bearer,
  buildContext,
  insertMembers,
  onPostgres,
  secondApp,
  setupApp,
  signUp,
  signUpAdmin,
  TEST_SECRET,
  tally,
} from '../../../test/support'
import {
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_ATTEMPTS,
  CHECK_IN_CODE_PERIOD_MS,
  CHECK_IN_CODE_WINDOW_MINUTES,
} from '../../shared/constants'
import { codeFor, codeKey, currentCode, isCurrentCode } from './code'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const db = ctx.database.db
const codeOf = async (eventId: string, token = admin.token) =>
  ctx.api.api.events({ id: eventId })['check-in-code'].get(bearer(token))
const period = () => Math.floor(Date.now() / CHECK_IN_CODE_PERIOD_MS)

describe('GET /api/events/:id/check-in-code', () => {
  test('six characters of the code alphabet, until the next minute; the same on every process', async () => {
    const { event } = await doorWithStudents(ctx, admin.token, 0)
    const { data, status, response } = await codeOf(event._id)
    expect(status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(data?.code).toMatch(new RegExp(`^[${CHECK_IN_CODE_ALPHABET}]{6}$`))
    const expires = Date.parse(data!.expiresAt)
    expect(expires % CHECK_IN_CODE_PERIOD_MS).toBe(0)
    expect(expires - Date.now()).toBeGreaterThan(0)
    expect(expires - Date.now()).toBeLessThanOrEqual(CHECK_IN_CODE_PERIOD_MS)
    // Another process with the same secret shows the same code (unless the minute turned meanwhile).
    const twin = buildContext(ctx.database)
    const again = await twin.api.api.events({ id: event._id })['check-in-code'].get(bearer(admin.token))
    if (again.data?.expiresAt === data?.expiresAt) expect(again.data?.code).toBe(data!.code)
  })

  test('unknown or deleted event 404; members 403', async () => {
    const { event } = await doorWithStudents(ctx, admin.token, 0)
    expect((await codeOf(crypto.randomUUID())).status).toBe(404)
    const member = await signUp(ctx)
    expect((await codeOf(event._id, member.token)).status).toBe(403)
    await ctx.api.api.events({ id: event._id }).delete(undefined, bearer(admin.token))
    expect((await codeOf(event._id)).status).toBe(404)
  })
})

describe('the code itself', () => {
  const key = codeKey(TEST_SECRET)
  const event = crypto.randomUUID()
  test('changes every minute and per event; another secret gives other codes', () => {
    const codes = new Set(Array.from({ length: 50 }, (_, i) => codeFor(key, event, 1_000 + i)))
    expect(codes.size).toBe(50)
    expect(codeFor(key, crypto.randomUUID(), 1_000)).not.toBe(codeFor(key, event, 1_000))
    expect(codeFor(codeKey(`${TEST_SECRET}x`), event, 1_000)).not.toBe(codeFor(key, event, 1_000))
  })

  test('accepted in its minute and the next, typed in any case with spaces; not before, not later', () => {
    const minute = 29_000_000
    const at = (offsetMs: number) => new Date(minute * CHECK_IN_CODE_PERIOD_MS + offsetMs)
    const code = currentCode(key, event, at(10_000)).code
    expect(currentCode(key, event, at(10_000)).expiresAt).toBe(at(CHECK_IN_CODE_PERIOD_MS).toISOString())
    expect(isCurrentCode(key, event, code, at(0))).toBe(true)
    expect(isCurrentCode(key, event, ` ${code.slice(0, 3).toLowerCase()} ${code.slice(3)} `, at(59_999))).toBe(true)
    expect(isCurrentCode(key, event, code, at(CHECK_IN_CODE_PERIOD_MS * 2 - 1))).toBe(true)
    expect(isCurrentCode(key, event, code, at(CHECK_IN_CODE_PERIOD_MS * 2))).toBe(false)
    expect(isCurrentCode(key, event, code, at(-1))).toBe(false)
    for (const wrong of ['', 'ABC', `${code}X`, 'ÄÄÄÄÄÄ', '\u0000'.repeat(6)])
      expect(isCurrentCode(key, event, wrong, at(0))).toBe(false)
  })
})

describe('POST /api/registrations/:eventId/check-in', () => {
  const key = codeKey(TEST_SECRET)
  test('the code on the screen checks the student in once, with the EXP', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 1, { pointsAwarded: 80 })
    const { data } = await codeOf(event._id)
    const first = await selfCheckIn(ctx, students[0]!.token, event._id, data!.code.toLowerCase())
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      message: 'You are checked in. 80 EXP added.',
      expAwarded: 80,
      user: { exp: 80 },
    })
    const again = await selfCheckIn(ctx, students[0]!.token, event._id, data!.code)
    expect(again.status).toBe(200)
    expect(again.body.message).toMatch(/^You were already checked in at \d{1,2}:\d\d [ap]m IST\.$/)
    expect(await entriesOf(ctx, students[0]!.user._id)).toEqual([['attendance', 80]])
  })

  test("last minute's code still works; the one before it does not", async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 2)
    const old = await selfCheckIn(ctx, students[0]!.token, event._id, codeFor(key, event._id, period() - 2))
    expect(old).toEqual({
      status: 422,
      body: { message: 'That code is not the one on the screen, or it has expired: type the code shown now' },
    })
    expect((await selfCheckIn(ctx, students[1]!.token, event._id, codeFor(key, event._id, period() - 1))).status).toBe(
      201,
    )
  })

  test('refused, with nothing written: not registered, waitlisted, outside the window, a wrong code', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 1, { capacity: 1 })
    const [waiting, stranger] = await insertMembers(ctx, 2)
    await registerAs(ctx, event._id, waiting!.token)
    const code = (await codeOf(event._id)).data!.code
    const refused = async (token: string, eventId: string, typed: string, status: number, message: string | RegExp) => {
      const before = await tableFingerprints(db)
      const answer = await selfCheckIn(ctx, token, eventId, typed)
      expect(answer.status).toBe(status)
      expect(answer.body.message).toMatch(message)
      expect(await tableFingerprints(db)).toEqual(before)
    }
    await refused(stranger!.token, event._id, code, 404, 'You are not registered for this event')
    await refused(
      waiting!.token,
      event._id,
      code,
      422,
      'You are on the waitlist (#1), not registered: there is no seat to check in to.',
    )
    await refused(students[0]!.token, event._id, 'ZZZZZZ', 422, /^That code is not the one on the screen/)
    await refused(students[0]!.token, crypto.randomUUID(), code, 404, 'Event not found')
    await moveEvent(ctx, admin.token, event._id, { date: new Date(Date.now() + 3 * 3_600_000).toISOString() })
    await refused(students[0]!.token, event._id, code, 422, /^Check-in has not opened yet/)
    const body = await ctx.request(`/api/registrations/${event._id}/check-in`, {
      method: 'POST',
      headers: { authorization: `Bearer ${students[0]!.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'x'.repeat(41) }),
    })
    expect(body.status).toBe(422)
    expect(((await body.json()) as { message: string }).message).toMatch(/^code must be the 6 characters/)
    const signedOut = await ctx.request(`/api/registrations/${event._id}/check-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    })
    expect(signedOut.status).toBe(401)
  })
})

describe(`guessing the code: ${CHECK_IN_CODE_ATTEMPTS} tries per student and event in ${CHECK_IN_CODE_WINDOW_MINUTES} minutes (decision 0195)`, () => {
  const wrongCode = (right: string) => (right === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ')
  const tooMany =
    /^Too many wrong codes\. Please wait (\d+ seconds?|\d+ minutes), then type the code shown now, or show your ticket at the door\.$/

  test(`60 wrong codes at once${onPostgres ? ' through two API processes' : ''}: ${CHECK_IN_CODE_ATTEMPTS} are checked, the rest 429; the right code too, until the window ends`, async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 2)
    const other = await secondApp(ctx)
    const code = (await codeOf(event._id)).data!.code
    const [guesser, neighbour] = students
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        selfCheckIn(i % 2 ? other : ctx, guesser!.token, event._id, wrongCode(code)),
      ),
    )
    expect(tally(answers.map((answer) => answer.status))).toEqual({
      422: CHECK_IN_CODE_ATTEMPTS,
      429: 60 - CHECK_IN_CODE_ATTEMPTS,
    })
    for (const answer of answers.filter((a) => a.status === 429)) expect(answer.body.message).toMatch(tooMany)
    const res = await ctx.request(`/api/registrations/${event._id}/check-in`, {
      method: 'POST',
      headers: { authorization: `Bearer ${guesser!.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    })
    expect(res.status).toBe(429)
    const retryAfter = Number(res.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(CHECK_IN_CODE_WINDOW_MINUTES * 60)
    expect(((await res.json()) as { message: string }).message).toMatch(tooMany)
    expect(await checkedInAt(ctx, guesser!.user._id, event._id)).toBeNull()
    // Another student at the same event is not held back by the guesser.
    expect((await selfCheckIn(ctx, neighbour!.token, event._id, code)).status).toBe(201)
    // The window ends (moved in the database, as its clock would): the right code works.
    await db.execute(sql`update rate_limits set reset_at = now() where key like ${'check-in-code:%'}`)
    const now = (await codeOf(event._id)).data!.code
    expect((await selfCheckIn(ctx, guesser!.token, event._id, now)).status).toBe(201)
  })

  test('a few typos, then the right code: checked in, and the count starts afresh', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 1)
    const code = (await codeOf(event._id)).data!.code
    for (let i = 0; i < 3; i++)
      expect((await selfCheckIn(ctx, students[0]!.token, event._id, wrongCode(code))).status).toBe(422)
    expect((await selfCheckIn(ctx, students[0]!.token, event._id, code)).status).toBe(201)
    const [row] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from rate_limits where key like ${`check-in-code:%${students[0]!.user._id}%`}`,
    )
    expect(Number(row?.n)).toBe(0)
  })
})
