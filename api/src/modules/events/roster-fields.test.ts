/** capacity, expOn, endsAt and sequence on events (docs/api.md#events), and what an edit does to the roster. */
import { describe, expect, test } from 'bun:test'
import { tableFingerprints } from '../../../test/db-checks'
import { entriesOf, eventRow, myRegistrations, registerAs, seatsAndQueue } from '../../../test/roster'
import { bearer, createEvent, eventInput, insertMembers, setupApp, signUpAdmin } from '../../../test/support'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const db = ctx.database.db
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const send = (method: string, path: string, body: unknown) =>
  ctx.request(path, {
    method,
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const edit = (id: string, body: Record<string, unknown>) => send('PUT', `/api/events/${id}`, body)

describe('creating', () => {
  test('capacity, expOn and endsAt are kept; counts and spotsLeft come with every answer', async () => {
    const date = daysFromNow(5)
    const endsAt = daysFromNow(7)
    const event = await createEvent(ctx, admin.token, { capacity: 40, expOn: 'attendance', date, endsAt })
    expect(event).toMatchObject({
      capacity: 40,
      expOn: 'attendance',
      date,
      endsAt,
      registeredCount: 0,
      waitlistCount: 0,
      spotsLeft: 40,
    })
    expect((await ctx.api.api.events({ id: event._id }).get()).data).toEqual(event)
    expect((await ctx.api.api.events.get()).data?.find((listed) => listed._id === event._id)).toEqual(event)
  })

  test.each([
    [{ capacity: 0 }, 'Seats must be a whole number from 1 to 100000, or null for unlimited'],
    [{ capacity: 1.5 }, 'Seats must be a whole number from 1 to 100000, or null for unlimited'],
    [{ capacity: -3 }, 'Seats must be a whole number from 1 to 100000, or null for unlimited'],
    [{ capacity: 100_001 }, 'Seats must be a whole number from 1 to 100000, or null for unlimited'],
    [{ expOn: 'checkin' }, 'expOn must be registration or attendance'],
    [{ expOn: null }, 'expOn must be registration or attendance'],
    [{ endsAt: 'tomorrow' }, 'Ends must be a date and time in ISO 8601 after the start, or null'],
    [{ date: '2030-01-01T10:00:00Z', endsAt: '2030-01-01T09:00:00Z' }, 'Ends must be after the start'],
    [{ date: '2030-01-01T10:00:00Z', endsAt: '2030-01-01T10:00:00Z' }, 'Ends must be after the start'],
    [{ endsAt: '2101-01-01T00:00:00Z' }, 'Ends must be between the years 2000 and 2100'],
  ])('refuses %j with 422 naming the field, and creates nothing', async (override, message) => {
    const before = await tableFingerprints(db)
    const res = await send('POST', '/api/events', eventInput(override))
    expect(res.status).toBe(422)
    expect(((await res.json()) as { message: string }).message).toContain(message)
    expect(await tableFingerprints(db)).toEqual(before)
  })
})

describe('editing dates', () => {
  test('moving date alone past endsAt is 422 and changes nothing; clearing endsAt then allows it', async () => {
    const event = await createEvent(ctx, admin.token, { date: daysFromNow(3), endsAt: daysFromNow(4) })
    const before = await tableFingerprints(db)
    const res = await edit(event._id, { date: daysFromNow(6) })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: 'Ends must be after the start (an event ends after it starts)' })
    expect(await tableFingerprints(db)).toEqual(before)
    const moved = daysFromNow(6)
    const cleared = await edit(event._id, { date: moved, endsAt: null })
    expect(cleared.status).toBe(200)
    expect(await cleared.json()).toMatchObject({ date: moved, endsAt: null })
  })

  test('endsAt moved before the current date is 422', async () => {
    const event = await createEvent(ctx, admin.token, { date: daysFromNow(3) })
    expect((await edit(event._id, { endsAt: daysFromNow(2) })).status).toBe(422)
  })
})

describe('editing capacity', () => {
  test('below the registered count: 409 with the count, nothing changed; down to it exactly is fine', async () => {
    const event = await createEvent(ctx, admin.token, { capacity: 10 })
    for (const member of await insertMembers(ctx, 4)) await registerAs(ctx, event._id, member.token)
    const before = await tableFingerprints(db)
    const res = await edit(event._id, { capacity: 3, name: 'Renamed too' })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      message: 'capacity cannot be below the 4 students already registered: they keep their seats',
    })
    expect(await tableFingerprints(db)).toEqual(before)
    const exact = await edit(event._id, { capacity: 4 })
    expect(await exact.json()).toMatchObject({ capacity: 4, registeredCount: 4, spotsLeft: 0 })
  })

  test('raised: the first waiting take the new seats at once, in order, with their EXP', async () => {
    const event = await createEvent(ctx, admin.token, { capacity: 1, pointsAwarded: 25 })
    const members = await insertMembers(ctx, 5)
    for (const member of members) await registerAs(ctx, event._id, member.token)
    const res = await edit(event._id, { capacity: 3 })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ capacity: 3, registeredCount: 3, waitlistCount: 2, spotsLeft: 0 })
    const ids = members.map((member) => member.user._id)
    expect(await seatsAndQueue(ctx, event._id)).toEqual({ registered: ids.slice(0, 3), waitlisted: ids.slice(3) })
    for (const member of members.slice(1, 3))
      expect(await entriesOf(ctx, member.user._id)).toEqual([['event_registration', 25]])
    expect((await myRegistrations(ctx, members[4]!.token))[0]?.waitlistPosition).toBe(2)
  })

  test('removed (null): everyone waiting is seated; the new points are what they earn', async () => {
    const event = await createEvent(ctx, admin.token, { capacity: 1, pointsAwarded: 10 })
    const members = await insertMembers(ctx, 4)
    for (const member of members) await registerAs(ctx, event._id, member.token)
    const res = await edit(event._id, { capacity: null, pointsAwarded: 15 })
    expect(await res.json()).toMatchObject({ capacity: null, registeredCount: 4, waitlistCount: 0, spotsLeft: null })
    expect(await entriesOf(ctx, members[0]!.user._id)).toEqual([['event_registration', 10]])
    expect(await entriesOf(ctx, members[3]!.user._id)).toEqual([['event_registration', 15]])
  })
})

describe('editing expOn', () => {
  test('attendance to registration pays the seats at once, never the waiting, never twice', async () => {
    const event = await createEvent(ctx, admin.token, { capacity: 2, expOn: 'attendance', pointsAwarded: 40 })
    const members = await insertMembers(ctx, 3)
    for (const member of members) await registerAs(ctx, event._id, member.token)
    expect((await edit(event._id, { expOn: 'registration' })).status).toBe(200)
    expect(await entriesOf(ctx, members[0]!.user._id)).toEqual([['event_registration', 40]])
    expect(await entriesOf(ctx, members[2]!.user._id)).toEqual([])
    // Back and forth: nobody is paid again.
    await edit(event._id, { expOn: 'attendance' })
    await edit(event._id, { expOn: 'registration' })
    expect(await entriesOf(ctx, members[1]!.user._id)).toEqual([['event_registration', 40]])
  })
})

describe('sequence', () => {
  test('grows by one with every edit and the delete; not with a no-op edit or a registration', async () => {
    const event = await createEvent(ctx, admin.token)
    const start = await eventRow(ctx, event._id)
    expect(start.sequence).toBe(0)
    await edit(event._id, { name: 'Renamed' })
    const renamed = await eventRow(ctx, event._id)
    expect(renamed.sequence).toBe(1)
    expect(renamed.updatedAt.getTime()).toBeGreaterThanOrEqual(start.updatedAt.getTime())
    await edit(event._id, { name: 'Renamed', pointsAwarded: start.pointsAwarded })
    await registerAs(ctx, event._id, (await insertMembers(ctx, 1))[0]!.token)
    expect((await eventRow(ctx, event._id)).sequence).toBe(1)
    await edit(event._id, { capacity: 5, endsAt: daysFromNow(30) })
    expect((await eventRow(ctx, event._id)).sequence).toBe(2)
    await ctx.api.api.events({ id: event._id }).delete(undefined, bearer(admin.token))
    expect((await eventRow(ctx, event._id)).sequence).toBe(3)
  })
})
