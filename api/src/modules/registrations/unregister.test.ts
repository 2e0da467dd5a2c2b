/** DELETE /api/registrations/:eventId: every rule of docs/api.md#registrations, and the EXP it moves. */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { tableFingerprints } from '../../../test/db-checks'
import {
  entriesOf,
  eventRow,
  expOf,
  myRegistrations,
  registerAs,
  seatsAndQueue,
  unregisterAs,
} from '../../../test/roster'
import { bearer, createEvent, insertMembers, setupApp, signUpAdmin } from '../../../test/support'
import { events, registrations } from '../../db/schema'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const db = ctx.database.db
const edit = (id: string, body: Record<string, unknown>) =>
  ctx.api.api.events({ id }).put(body as never, bearer(admin.token))

describe('cancelling a seat', () => {
  test('200 with a message and the user; the EXP is taken back by an unregistration entry', async () => {
    const event = await createEvent(ctx, admin.token, { pointsAwarded: 80, capacity: 3 })
    const [member] = await insertMembers(ctx, 1)
    await registerAs(ctx, event._id, member!.token)
    const { status, data } = await unregisterAs(ctx, event._id, member!.token)
    expect(status).toBe(200)
    expect(data?.message).toBe('Your registration is cancelled and its 80 EXP taken back.')
    expect(data?.user).toMatchObject({ _id: member!.user._id, exp: 0, level: 1 })
    expect(await entriesOf(ctx, member!.user._id)).toEqual([
      ['event_registration', 80],
      ['unregistration', -80],
    ])
    expect(await eventRow(ctx, event._id)).toMatchObject({ registeredCount: 0, waitlistCount: 0 })
    expect(await myRegistrations(ctx, member!.token)).toEqual([]) // cancelled ones are not listed
  })

  test('a seat at an EXP-on-attendance event: nothing to take back', async () => {
    const event = await createEvent(ctx, admin.token, { expOn: 'attendance' })
    const [member] = await insertMembers(ctx, 1)
    await registerAs(ctx, event._id, member!.token)
    const { data } = await unregisterAs(ctx, event._id, member!.token)
    expect(data?.message).toBe('Your registration is cancelled.')
    expect(await entriesOf(ctx, member!.user._id)).toEqual([])
  })

  test('the seat goes to the first on the waitlist at once, with its EXP; the others move up', async () => {
    const event = await createEvent(ctx, admin.token, { pointsAwarded: 30, capacity: 1 })
    const [seated, first, second, third] = await insertMembers(ctx, 4)
    for (const member of [seated, first, second, third]) await registerAs(ctx, event._id, member!.token)
    expect((await unregisterAs(ctx, event._id, seated!.token)).status).toBe(200)
    expect(await seatsAndQueue(ctx, event._id)).toEqual({
      registered: [first!.user._id],
      waitlisted: [second!.user._id, third!.user._id],
    })
    expect(await entriesOf(ctx, first!.user._id)).toEqual([['event_registration', 30]])
    expect(await expOf(ctx, first!.user._id)).toBe(30)
    const [promoted] = await myRegistrations(ctx, first!.token)
    expect(promoted).toMatchObject({ status: 'registered', waitlistPosition: null, expAwarded: 30 })
    expect(promoted?.ticket).toEqual(expect.any(String))
    expect((await myRegistrations(ctx, third!.token))[0]?.waitlistPosition).toBe(2)
    expect(await eventRow(ctx, event._id)).toMatchObject({ registeredCount: 1, waitlistCount: 2 })
  })

  test('promotion at an EXP-on-attendance event gives the seat and no EXP', async () => {
    const event = await createEvent(ctx, admin.token, { expOn: 'attendance', capacity: 1 })
    const [seated, waiting] = await insertMembers(ctx, 2)
    await registerAs(ctx, event._id, seated!.token)
    await registerAs(ctx, event._id, waiting!.token)
    await unregisterAs(ctx, event._id, seated!.token)
    expect((await myRegistrations(ctx, waiting!.token))[0]).toMatchObject({ status: 'registered', expAwarded: 0 })
    expect(await entriesOf(ctx, waiting!.user._id)).toEqual([])
  })
})

describe('leaving the waitlist', () => {
  test('"You left the waitlist."; nobody is promoted; the positions behind close the gap', async () => {
    const event = await createEvent(ctx, admin.token, { capacity: 1 })
    const [seated, a, b, c] = await insertMembers(ctx, 4)
    for (const member of [seated, a, b, c]) await registerAs(ctx, event._id, member!.token)
    const { status, data } = await unregisterAs(ctx, event._id, b!.token)
    expect(status).toBe(200)
    expect(data?.message).toBe('You left the waitlist.')
    expect(await seatsAndQueue(ctx, event._id)).toEqual({
      registered: [seated!.user._id],
      waitlisted: [a!.user._id, c!.user._id],
    })
    expect((await myRegistrations(ctx, c!.token))[0]?.waitlistPosition).toBe(2)
    expect(await eventRow(ctx, event._id)).toMatchObject({ registeredCount: 1, waitlistCount: 2 })
  })
})

describe('registering again (lego#4059: the same event cannot pay twice)', () => {
  test('register, cancel, register: the EXP is held once, and the entries say why', async () => {
    const event = await createEvent(ctx, admin.token, { pointsAwarded: 60 })
    const [member] = await insertMembers(ctx, 1)
    for (let round = 0; round < 3; round++) {
      expect((await registerAs(ctx, event._id, member!.token)).status).toBe(201)
      expect((await unregisterAs(ctx, event._id, member!.token)).status).toBe(200)
    }
    expect((await registerAs(ctx, event._id, member!.token)).data?.user.exp).toBe(60)
    expect(await expOf(ctx, member!.user._id)).toBe(60)
    expect((await entriesOf(ctx, member!.user._id)).map(([reason]) => reason)).toEqual([
      'event_registration',
      'unregistration',
      'event_registration',
      'unregistration',
      'event_registration',
      'unregistration',
      'event_registration',
    ])
  })

  test('registering again goes to the end of the queue', async () => {
    const event = await createEvent(ctx, admin.token, { capacity: 1 })
    const [seated, a, b] = await insertMembers(ctx, 3)
    for (const member of [seated, a, b]) await registerAs(ctx, event._id, member!.token)
    await unregisterAs(ctx, event._id, a!.token)
    const back = await registerAs(ctx, event._id, a!.token)
    expect(back.data?.registration).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 })
    expect(await seatsAndQueue(ctx, event._id)).toEqual({
      registered: [seated!.user._id],
      waitlisted: [b!.user._id, a!.user._id],
    })
    // A seat given back and asked for again, with people waiting: they go first.
    await unregisterAs(ctx, event._id, seated!.token)
    expect((await registerAs(ctx, event._id, seated!.token)).data?.registration.waitlistPosition).toBe(2)
    expect((await seatsAndQueue(ctx, event._id)).registered).toEqual([b!.user._id])
  })

  test('pointsAwarded changed between registering and cancelling: exactly what was earned comes back', async () => {
    const event = await createEvent(ctx, admin.token, { pointsAwarded: 100 })
    const [member] = await insertMembers(ctx, 1)
    await registerAs(ctx, event._id, member!.token)
    expect((await edit(event._id, { pointsAwarded: 300 })).status).toBe(200)
    const { data } = await unregisterAs(ctx, event._id, member!.token)
    expect(data?.message).toBe('Your registration is cancelled and its 100 EXP taken back.')
    expect(await entriesOf(ctx, member!.user._id)).toEqual([
      ['event_registration', 100],
      ['unregistration', -100],
    ])
    // And the next registration earns the new amount, once.
    expect((await registerAs(ctx, event._id, member!.token)).data?.user.exp).toBe(300)
  })

  test('expOn changed to attendance after registering: the award stays once, and comes back on cancelling', async () => {
    const event = await createEvent(ctx, admin.token, { pointsAwarded: 70 })
    const [member] = await insertMembers(ctx, 1)
    await registerAs(ctx, event._id, member!.token)
    expect((await edit(event._id, { expOn: 'attendance' })).status).toBe(200)
    expect((await myRegistrations(ctx, member!.token))[0]?.expAwarded).toBe(70)
    await unregisterAs(ctx, event._id, member!.token)
    expect(await entriesOf(ctx, member!.user._id)).toEqual([
      ['event_registration', 70],
      ['unregistration', -70],
    ])
    // Registering again now earns nothing until check-in.
    expect((await registerAs(ctx, event._id, member!.token)).data?.user.exp).toBe(0)
  })
})

describe('when it is refused, nothing changes', () => {
  test('404 not registered, 404 unknown, deleted or malformed event, 401 signed out', async () => {
    const event = await createEvent(ctx, admin.token)
    const deleted = await createEvent(ctx, admin.token)
    const [member] = await insertMembers(ctx, 1)
    await registerAs(ctx, deleted._id, member!.token)
    await ctx.api.api.events({ id: deleted._id }).delete(undefined, bearer(admin.token))
    const before = await tableFingerprints(db)
    const notRegistered = await unregisterAs(ctx, event._id, member!.token)
    expect(notRegistered.status).toBe(404)
    expect(notRegistered.error?.value).toEqual({ message: 'You are not registered for this event' })
    for (const id of [deleted._id, crypto.randomUUID(), 'abc', "x' or 1=1 --"]) {
      const res = await ctx.request(`/api/registrations/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${member!.token}` },
      })
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Event not found' })
    }
    expect((await ctx.api.api.registrations({ eventId: event._id }).delete()).status).toBe(401)
    expect(await tableFingerprints(db)).toEqual(before)
  })

  test('409 once the event has started, and 409 once checked in', async () => {
    const started = await createEvent(ctx, admin.token)
    const attended = await createEvent(ctx, admin.token)
    const [member] = await insertMembers(ctx, 1)
    await registerAs(ctx, started._id, member!.token)
    await registerAs(ctx, attended._id, member!.token)
    await db
      .update(events)
      .set({ date: new Date(Date.now() - 1000) })
      .where(eq(events.id, started._id))
    await db.update(registrations).set({ checkedInAt: new Date() }).where(eq(registrations.eventId, attended._id))
    const before = await tableFingerprints(db)
    const late = await unregisterAs(ctx, started._id, member!.token)
    expect(late.status).toBe(409)
    expect(late.error?.value).toEqual({
      message: 'This event has already started: registrations can no longer be cancelled',
    })
    const checkedIn = await unregisterAs(ctx, attended._id, member!.token)
    expect(checkedIn.status).toBe(409)
    expect(checkedIn.error?.value).toEqual({
      message: 'You have checked in at this event: the registration can no longer be cancelled',
    })
    expect(await tableFingerprints(db)).toEqual(before)
  })

  test('a refund larger than the EXP left (an admin took some): 409, the seat stays', async () => {
    const event = await createEvent(ctx, admin.token, { pointsAwarded: 90 })
    const [member] = await insertMembers(ctx, 1)
    await registerAs(ctx, event._id, member!.token)
    const adjusted = await ctx.api.api.admin
      .users({ id: member!.user._id })
      ['exp-adjustments'].post({ amount: -50, note: 'Duplicate award' }, bearer(admin.token))
    expect(adjusted.status).toBe(201)
    const before = await tableFingerprints(db)
    const refused = await unregisterAs(ctx, event._id, member!.token)
    expect(refused.status).toBe(409)
    expect(refused.error?.value).toEqual({
      message: 'This registration earned 90 EXP and you now have 40, so it cannot be taken back: ask an admin',
    })
    expect(await tableFingerprints(db)).toEqual(before)
  })
})
