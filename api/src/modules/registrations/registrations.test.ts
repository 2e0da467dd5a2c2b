import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { countRows } from '../../../test/db-checks'
import { bearer, createEvent, setupApp, signUp, signUpAdmin } from '../../../test/support'
import { events } from '../../db/schema'
import { registerForEvent } from './register'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

const register = (eventId: string, token?: string) =>
  ctx.api.api.registrations({ eventId }).post(undefined, token ? bearer(token) : {})
const deleteEvent = (id: string) => ctx.api.api.events({ id }).delete(undefined, bearer(admin.token))

describe('POST /api/registrations/:eventId', () => {
  test('registers and awards the EXP once: 201 with the message, the registration and the user', async () => {
    const event = await createEvent(ctx, admin.token, { pointsAwarded: 120, type: 'Gameathon' })
    const { token, user } = await signUp(ctx)
    const { status, data } = await register(event._id, token)
    expect(status).toBe(201)
    expect(data?.message).toBe('Successfully registered for the event! EXP awarded.')
    expect(data?.registration).toEqual({
      _id: expect.any(String),
      event: { ...event, registeredCount: 1, isDeleted: false },
      status: 'registered',
      waitlistPosition: null,
      ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      checkedInAt: null,
      expAwarded: 120,
      createdAt: expect.stringMatching(/Z$/),
    })
    expect(data?.user).toMatchObject({ _id: user._id, exp: 120, level: 2, rank: 'Rookie' })
    expect((await ctx.api.api.user.profile.get(bearer(token))).data?.exp).toBe(120)
  })

  test('409 the second time, and the EXP stays the same', async () => {
    const event = await createEvent(ctx, admin.token, { pointsAwarded: 40 })
    const { token } = await signUp(ctx)
    expect((await register(event._id, token)).status).toBe(201)
    const again = await register(event._id, token)
    expect(again.status).toBe(409)
    expect(again.error?.value).toEqual({ message: 'You are already registered for this event' })
    expect((await ctx.api.api.user.profile.get(bearer(token))).data?.exp).toBe(40)
  })

  describe('Idempotency-Key: a retry of a request whose answer was lost', () => {
    const withKey = (eventId: string, token: string, key: string) =>
      ctx.api.api
        .registrations({ eventId })
        .post(undefined, { headers: { ...bearer(token).headers, 'idempotency-key': key } })

    test('is answered with its own registration, as a success, and the EXP is awarded once', async () => {
      const event = await createEvent(ctx, admin.token, { pointsAwarded: 40 })
      const { token } = await signUp(ctx)
      const key = crypto.randomUUID()
      const first = await withKey(event._id, token, key)
      expect(first.status).toBe(201)
      const retry = await withKey(event._id, token, key)
      expect(retry.status).toBe(201)
      expect(retry.data?.message).toBe('Successfully registered for the event! EXP awarded.')
      expect(retry.data?.registration).toEqual({ ...first.data!.registration, _id: key })
      expect(retry.data?.user.exp).toBe(40)
      const [row] = await ctx.database.db.select().from(events).where(eq(events.id, event._id))
      expect(row?.registeredCount).toBe(1)
    })

    test('a waitlist place is answered with its place', async () => {
      const event = await createEvent(ctx, admin.token, { capacity: 1 })
      await register(event._id, (await signUp(ctx)).token)
      const { token } = await signUp(ctx)
      const key = crypto.randomUUID()
      expect((await withKey(event._id, token, key)).status).toBe(201)
      const retry = await withKey(event._id, token, key)
      expect(retry.status).toBe(201)
      expect(retry.data?.message).toBe(
        'The event is full, so you are #1 on the waitlist. If a seat frees up, it is yours automatically, with its EXP.',
      )
      expect(retry.data?.registration).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 })
    })

    test('another key, or none, is still "already registered"; a key of another registration is 409', async () => {
      const event = await createEvent(ctx, admin.token)
      const { token } = await signUp(ctx)
      const key = crypto.randomUUID()
      expect((await withKey(event._id, token, key)).status).toBe(201)
      const other = await withKey(event._id, token, crypto.randomUUID())
      expect(other.status).toBe(409)
      expect(other.error?.value).toEqual({ message: 'You are already registered for this event' })
      expect((await register(event._id, token)).status).toBe(409)
      const elsewhere = await withKey((await createEvent(ctx, admin.token))._id, token, key)
      expect(elsewhere.status).toBe(409)
      expect(elsewhere.error?.value).toEqual({
        message: 'This Idempotency-Key was already used for another registration',
      })
    })

    test('a key that is not a UUID: 422, nothing written', async () => {
      const event = await createEvent(ctx, admin.token)
      const { token } = await signUp(ctx)
      const res = await withKey(event._id, token, 'not-a-uuid')
      expect(res.status).toBe(422)
      expect(res.error?.value).toEqual({ message: 'Idempotency-Key must be a UUID' })
      expect((await register(event._id, token)).status).toBe(201)
    })
  })

  test('levels and ranks follow the EXP: 250 reaches level 3 (Apprentice)', async () => {
    const { token } = await signUp(ctx)
    for (const points of [100, 100, 50])
      await register((await createEvent(ctx, admin.token, { pointsAwarded: points }))._id, token)
    expect((await ctx.api.api.user.profile.get(bearer(token))).data).toMatchObject({
      exp: 250,
      level: 3,
      rank: 'Apprentice',
    })
  })

  test('401 signed out', async () => {
    const event = await createEvent(ctx, admin.token)
    const res = await register(event._id)
    expect(res.status).toBe(401)
  })

  test('422 for an inactive event and for a past one; nothing is written', async () => {
    const inactive = await createEvent(ctx, admin.token, { isActive: false })
    const past = await createEvent(ctx, admin.token, { date: daysFromNow(-1) })
    const { token } = await signUp(ctx)
    const rows = await countRows(ctx.database.db, 'registrations')
    const a = await register(inactive._id, token)
    expect(a.status).toBe(422)
    expect(a.error?.value).toEqual({ message: 'This event is not open for registration' })
    const b = await register(past._id, token)
    expect(b.status).toBe(422)
    expect(b.error?.value).toEqual({ message: 'This event has already taken place' })
    expect(await countRows(ctx.database.db, 'registrations')).toBe(rows)
    expect((await ctx.api.api.user.profile.get(bearer(token))).data?.exp).toBe(0)
  })

  test('an event that has just started is past', async () => {
    const event = await createEvent(ctx, admin.token)
    await ctx.database.db
      .update(events)
      .set({ date: new Date(Date.now() - 1000) })
      .where(eq(events.id, event._id))
    expect((await register(event._id, (await signUp(ctx)).token)).status).toBe(422)
  })

  test('404 for a deleted, an unknown or a malformed event id, never 500', async () => {
    const deleted = await createEvent(ctx, admin.token)
    await deleteEvent(deleted._id)
    const { token } = await signUp(ctx)
    const ids = [
      deleted._id,
      crypto.randomUUID(),
      'abc',
      '42',
      "x' or 1=1 --",
      'ffffffff-ffff-ffff-ffff-fffffffffffz',
      'é'.repeat(200),
    ]
    for (const id of ids) {
      const res = await ctx.request(`/api/registrations/${encodeURIComponent(id)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Event not found' })
    }
  })
})

describe('registerForEvent', () => {
  test('a member deleted after the token check: 404 "User not found", nothing written', async () => {
    const event = await createEvent(ctx, admin.token)
    const before = await countRows(ctx.database.db, 'registrations')
    const ledger = await countRows(ctx.database.db, 'exp_ledger')
    const attempt = registerForEvent(ctx.database.db, crypto.randomUUID(), event._id)
    await expect(attempt).rejects.toMatchObject({ status: 404, message: 'User not found' })
    expect(await countRows(ctx.database.db, 'registrations')).toBe(before)
    expect(await countRows(ctx.database.db, 'exp_ledger')).toBe(ledger)
  })

  test('the rows it returns have the shapes drizzle gives (Dates, numbers, nulls)', async () => {
    const event = await createEvent(ctx, admin.token, { pointsAwarded: 15, type: 'Hackathon' })
    const { user } = await signUp(ctx)
    const now = new Date()
    const result = await registerForEvent(ctx.database.db, user._id, event._id, now)
    expect(result.registration.event).toEqual({ ...event, registeredCount: 1, isDeleted: false })
    expect(result.registration.expAwarded).toBe(15)
    expect(Date.parse(result.registration.createdAt)).toBeGreaterThan(now.getTime() - 60_000)
    expect(result.user.exp).toBe(15)
    expect(result.user.createdAt).toBeInstanceOf(Date)
    expect(result.user.updatedAt).toBeInstanceOf(Date)
    expect(result.user.graduationYear).toBeNull()
    expect(result.user.needsUsernameSetup).toBe(false)
    expect(result.user.email).toBe(user.email)
  })
})

describe('GET /api/registrations/my', () => {
  test('an empty list for a new member; 401 signed out', async () => {
    const { token } = await signUp(ctx)
    const { status, data } = await ctx.api.api.registrations.my.get(bearer(token))
    expect(status).toBe(200)
    expect(data).toEqual([])
    expect((await ctx.api.api.registrations.my.get()).status).toBe(401)
  })

  test('only my registrations, newest event first, with the event details', async () => {
    const { token } = await signUp(ctx)
    const other = await signUp(ctx)
    const soon = await createEvent(ctx, admin.token, { date: daysFromNow(2), name: 'Soon' })
    const later = await createEvent(ctx, admin.token, { date: daysFromNow(20), name: 'Later' })
    const notMine = await createEvent(ctx, admin.token, { name: 'Not mine' })
    await register(soon._id, token)
    await register(later._id, token)
    await register(notMine._id, other.token)
    const { data } = await ctx.api.api.registrations.my.get(bearer(token))
    expect(data?.map((r) => r.event.name)).toEqual(['Later', 'Soon'])
    expect(data?.[0]?.event).toEqual({ ...later, registeredCount: 1, isDeleted: false })
    expect(data?.[0]).toMatchObject({ status: 'registered', waitlistPosition: null, checkedInAt: null })
  })

  test('a deleted event stays in the history (isDeleted: true) and its EXP stays', async () => {
    const { token } = await signUp(ctx)
    const event = await createEvent(ctx, admin.token, { pointsAwarded: 75, name: 'Deleted later' })
    await register(event._id, token)
    expect((await deleteEvent(event._id)).status).toBe(200)
    const { data } = await ctx.api.api.registrations.my.get(bearer(token))
    expect(data).toHaveLength(1)
    expect(data?.[0]).toMatchObject({
      expAwarded: 75,
      event: { _id: event._id, name: 'Deleted later', isDeleted: true },
    })
    expect((await ctx.api.api.user.profile.get(bearer(token))).data?.exp).toBe(75)
    // Deactivating an event does not take it away either.
    const inactiveLater = await createEvent(ctx, admin.token)
    await register(inactiveLater._id, token)
    await ctx.api.api.events({ id: inactiveLater._id }).put({ isActive: false }, bearer(admin.token))
    expect((await ctx.api.api.registrations.my.get(bearer(token))).data).toHaveLength(2)
  })
})
