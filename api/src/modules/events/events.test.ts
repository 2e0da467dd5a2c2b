import { describe, expect, test } from 'bun:test'
import { bearer, createEvent, eventInput, setupApp, signUp, signUpAdmin } from '../../../test/support'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const member = await signUp(ctx)
const asAdmin = bearer(admin.token)

const send = (method: string, path: string, body?: unknown, token = admin.token) =>
  ctx.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const MALFORMED_IDS = [
  'abc',
  '123',
  "1' or '1'='1",
  '00000000-0000-0000-0000-00000000000g',
  'x'.repeat(300),
  '%00',
  '..%2F..%2Fetc',
]
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

describe('POST /api/events (admin)', () => {
  test('creates an event: 201 with every field; unlimited, EXP on registration, active and untyped by default', async () => {
    const input = eventInput({ date: '2030-03-03T18:30:00+05:30' })
    const { status, data } = await ctx.api.api.events.post(input, asAdmin)
    expect(status).toBe(201)
    expect(data).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: input.name,
      description: input.description,
      date: '2030-03-03T13:00:00.000Z',
      endsAt: null,
      location: input.location,
      pointsAwarded: 50,
      expOn: 'registration',
      capacity: null,
      registeredCount: 0,
      waitlistCount: 0,
      spotsLeft: null,
      isActive: true,
      imageUrl: null,
      type: null,
      createdAt: expect.stringMatching(/Z$/),
    })
  })

  test('keeps type and isActive when given, and trims text', async () => {
    const { data } = await ctx.api.api.events.post(
      eventInput({ name: '  Valorant Cup  ', type: 'Game Tournament', isActive: false }),
      asAdmin,
    )
    expect(data).toMatchObject({ name: 'Valorant Cup', type: 'Game Tournament', isActive: false })
  })

  test('401 signed out, 403 for a member, and nothing is created', async () => {
    const before = (await ctx.api.api.events.get()).data?.length
    expect((await ctx.api.api.events.post(eventInput())).status).toBe(401)
    const forbidden = await ctx.api.api.events.post(eventInput(), bearer(member.token))
    expect(forbidden.status).toBe(403)
    expect(forbidden.error?.value).toEqual({ message: 'Access Denied. You are not an administrator.' })
    expect((await ctx.api.api.events.get()).data?.length).toBe(before!)
  })

  test.each([
    [{ name: undefined }, 'Event name is required (at most 120 characters)'],
    [{ name: '   ' }, 'Event name is required (at most 120 characters)'],
    [{ description: '' }, 'Description is required (at most 5000 characters)'],
    [{ location: 'x'.repeat(201) }, 'Location is required (at most 200 characters)'],
    [{ name: 'गेम'.repeat(121) }, 'Event name is required (at most 120 characters)'],
    [{ pointsAwarded: 0 }, 'Points awarded must be a whole number from 1 to 10000'],
    [{ pointsAwarded: 1.5 }, 'Points awarded must be a whole number from 1 to 10000'],
    [{ pointsAwarded: 10_001 }, 'Points awarded must be a whole number from 1 to 10000'],
    [{ pointsAwarded: 'ten' }, 'Points awarded must be a whole number from 1 to 10000'],
    [{ date: 'next friday' }, 'Date and time must be a date and time in ISO 8601, e.g. 2026-03-03T18:30:00Z'],
    [{ date: '0000-01-01T00:00:00Z' }, 'Date and time must be between the years 2000 and 2100'],
    [{ date: '1999-12-31T23:59:59Z' }, 'Date and time must be between the years 2000 and 2100'],
    [{ date: '2101-01-01T00:00:00Z' }, 'Date and time must be between the years 2000 and 2100'],
    [{ date: '+275760-09-13T00:00:00Z' }, 'Date and time must be'],
    [{ date: '-271821-04-20T00:00:00Z' }, 'Date and time must be'],
    [{ isActive: 'yes' }, 'isActive must be true or false'],
    [
      { type: 'Party' },
      'type must be one of Hackathon, Designathon, Gameathon, Game Tournament, Speaker Session, or null',
    ],
    [{ imageUrl: 'https://example.com/a.png' }, 'imageUrl must be an image sent as a data URL, or empty to remove it'],
  ])('refuses %j with 422 naming the field', async (override, message) => {
    const res = await send('POST', '/api/events', eventInput(override))
    expect(res.status).toBe(422)
    expect(((await res.json()) as { message: string }).message).toContain(message)
  })
})

test('an event name of 120 Hindi letters is whole: the limit counts what people see, not code units', async () => {
  const name = 'क्षि'.repeat(120)
  expect(name.length).toBe(480)
  const res = await send('POST', '/api/events', eventInput({ name }))
  expect(res.status).toBe(201)
  expect(((await res.json()) as { name: string }).name).toBe(name)
})

describe('GET /api/events', () => {
  test('lists events newest date first, without deleted ones', async () => {
    const dates = [10, 3, 30, -5, 20].map(daysFromNow)
    const created = []
    for (const date of dates) created.push(await createEvent(ctx, admin.token, { date, name: `Ordered ${date}` }))
    await send('DELETE', `/api/events/${created[4]!._id}`)
    const { status, data } = await ctx.api.api.events.get()
    expect(status).toBe(200)
    const listed = (data ?? []).map((event) => event.date)
    expect(listed).toEqual([...listed].sort().reverse())
    const ours = (data ?? []).filter((event) => event.name.startsWith('Ordered ')).map((event) => event.date)
    expect(ours).toEqual([dates[2]!, dates[0]!, dates[1]!, dates[3]!])
  })
})

describe('GET /api/events/:id', () => {
  test('answers one event to anyone', async () => {
    const event = await createEvent(ctx, admin.token)
    const { status, data } = await ctx.api.api.events({ id: event._id }).get()
    expect(status).toBe(200)
    expect(data).toEqual(event)
  })

  test('404 for an unknown, a deleted or a malformed id', async () => {
    const deleted = await createEvent(ctx, admin.token)
    await send('DELETE', `/api/events/${deleted._id}`)
    for (const id of [crypto.randomUUID(), deleted._id, ...MALFORMED_IDS]) {
      const res = await ctx.request(
        `/api/events/${id.startsWith('%') || id.startsWith('.') ? id : encodeURIComponent(id)}`,
      )
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Event not found' })
    }
  })
})

describe('PUT /api/events/:id (admin)', () => {
  test('changes only the given fields', async () => {
    const event = await createEvent(ctx, admin.token, { type: 'Hackathon' })
    const { status, data } = await ctx.api.api.events({ id: event._id }).put({ pointsAwarded: 75, type: null }, asAdmin)
    expect(status).toBe(200)
    expect(data).toEqual({ ...event, pointsAwarded: 75, type: null })
    expect((await ctx.api.api.events({ id: event._id }).put({}, asAdmin)).data).toEqual(data!)
  })

  test('401, 403, 404 and 422 change nothing', async () => {
    const event = await createEvent(ctx, admin.token)
    const path = `/api/events/${event._id}`
    expect(
      (await ctx.request(path, { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(401)
    expect((await send('PUT', path, { name: 'Hijacked' }, member.token)).status).toBe(403)
    expect((await send('PUT', path, { pointsAwarded: -1 })).status).toBe(422)
    expect((await send('PUT', path, { date: 'soon' })).status).toBe(422)
    for (const id of [crypto.randomUUID(), ...MALFORMED_IDS.slice(0, 4)])
      expect((await send('PUT', `/api/events/${encodeURIComponent(id)}`, { name: 'Ghost' })).status).toBe(404)
    expect((await ctx.api.api.events({ id: event._id }).get()).data).toEqual(event)
  })

  test('a deleted event cannot be edited', async () => {
    const event = await createEvent(ctx, admin.token)
    await send('DELETE', `/api/events/${event._id}`)
    const res = await send('PUT', `/api/events/${event._id}`, { name: 'Back from the dead' })
    expect(res.status).toBe(404)
  })
})

describe('DELETE /api/events/:id (admin)', () => {
  test('soft-deletes once: 200 with a message, then 404', async () => {
    const event = await createEvent(ctx, admin.token)
    const { status, data } = await ctx.api.api.events({ id: event._id }).delete(undefined, asAdmin)
    expect(status).toBe(200)
    expect(data).toEqual({ message: 'Event deleted successfully!' })
    expect((await ctx.api.api.events({ id: event._id }).delete(undefined, asAdmin)).status).toBe(404)
    expect((await ctx.api.api.events({ id: event._id }).get()).status).toBe(404)
    expect((await ctx.api.api.events.get()).data?.some((e) => e._id === event._id)).toBe(false)
  })

  test('401 signed out, 403 for a member, 404 for unknown or malformed ids', async () => {
    const event = await createEvent(ctx, admin.token)
    expect((await ctx.api.api.events({ id: event._id }).delete()).status).toBe(401)
    expect((await ctx.api.api.events({ id: event._id }).delete(undefined, bearer(member.token))).status).toBe(403)
    for (const id of [crypto.randomUUID(), ...MALFORMED_IDS.slice(0, 4)])
      expect((await send('DELETE', `/api/events/${encodeURIComponent(id)}`)).status).toBe(404)
    expect((await ctx.api.api.events({ id: event._id }).get()).status).toBe(200)
  })
})
