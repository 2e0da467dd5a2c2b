/**
 * What a request may look like before any route sees it, and what every answer carries: bodies
 * that are JSON objects of a bounded depth, impossible dates and punctuation-only usernames
 * refused, and Cache-Control: no-store on whatever belongs to a signed-in person.
 */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { tableFingerprints } from '../../test/db-checks'
import { bearer, createEvent, eventInput, setupApp, signUp, signUpAdmin, uniqueUser } from '../../test/support'
import { users } from '../db/schema'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)

const send = (method: string, path: string, body: string, token?: string) =>
  ctx.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  })

describe('deeply nested bodies', () => {
  test.each([
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/signup'],
    ['PUT', '/api/user/profile'],
    ['POST', '/api/events'],
  ])('%s %s with 5,000 levels of arrays in a field: 422 with a message, nothing written', async (method, path) => {
    const before = await tableFingerprints(ctx.database.db)
    for (const nested of [
      `{"email":${'['.repeat(5000)}${']'.repeat(5000)},"password":"x"}`,
      `{"bio":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
    ]) {
      const res = await send(method, path, nested, admin.token)
      expect(res.status).toBe(422)
      expect(res.headers.get('content-type')).toStartWith('application/json')
      expect(await res.json()).toEqual({ message: 'The request body is nested too deeply (more than 32 levels)' })
    }
    expect(await tableFingerprints(ctx.database.db)).toEqual(before)
  })

  test('32 levels are still read (and refused by validation, with its own message)', async () => {
    const res = await send('POST', '/api/auth/login', `{"email":${'['.repeat(31)}${']'.repeat(31)},"password":"x"}`)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: 'email is required' })
  })
})

describe('a body that is not a JSON object', () => {
  test.each(['[]', 'null', '[1,2]', '"text"', '5', 'true'])(
    'PUT /api/user/profile with %s: 422, the profile unchanged',
    async (body) => {
      const { token, user } = await signUp(ctx)
      const [before] = await ctx.database.db.select().from(users).where(eq(users.id, user._id))
      const res = await send('PUT', '/api/user/profile', body, token)
      expect(res.status).toBe(422)
      expect(await res.json()).toEqual({ message: 'The request body must be a JSON object' })
      expect((await ctx.database.db.select().from(users).where(eq(users.id, user._id)))[0]).toEqual(before)
    },
  )

  test('the same for every route that reads a body', async () => {
    for (const [method, path] of [
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/signup'],
      ['POST', '/api/events'],
    ] as const) {
      const res = await send(method, path, '[]', admin.token)
      expect({ path, status: res.status }).toEqual({ path, status: 422 })
    }
  })
})

describe('impossible dates', () => {
  test.each([
    '2030-02-30T10:00:00Z',
    '2030-02-29T10:00:00Z',
    '2030-04-31T10:00:00+05:30',
    '2030-02-30',
    '2030-13-01T10:00:00Z',
    '2030-01-01T24:00:00Z',
    '2030-01-01T10:60:00Z',
  ])('%s is refused when creating or editing an event, never rolled over', async (date) => {
    const create = await send('POST', '/api/events', JSON.stringify(eventInput({ date })), admin.token)
    expect(create.status).toBe(422)
    expect(((await create.json()) as { message: string }).message).toBe(
      'Date and time must be a date and time in ISO 8601, e.g. 2026-03-03T18:30:00Z',
    )
    const event = await createEvent(ctx, admin.token)
    const edit = await send('PUT', `/api/events/${event._id}`, JSON.stringify({ date }), admin.token)
    expect(edit.status).toBe(422)
    expect((await ctx.api.api.events({ id: event._id }).get()).data?.date).toBe(event.date)
  })

  test('a real 29 February is accepted', async () => {
    const event = await createEvent(ctx, admin.token, { date: '2028-02-29T12:00:00Z' })
    expect(event.date).toBe('2028-02-29T12:00:00.000Z')
  })
})

describe('usernames need a letter or a digit', () => {
  const message =
    'Username must be 3 to 30 characters: letters, digits, "_", "." or "-", with at least one letter or digit'
  test.each(['---', '_._', '...', '-_-_-'])('%s is refused at sign-up and in the profile', async (username) => {
    const signup = await ctx.api.api.auth.signup.post({ ...uniqueUser(), username })
    expect(signup.status).toBe(422)
    expect(signup.error?.value).toEqual({ message })
    const { token } = await signUp(ctx)
    const edit = await ctx.api.api.user.profile.put({ username }, bearer(token))
    expect(edit.status).toBe(422)
    expect(edit.error?.value).toEqual({ message })
  })

  test.each(['a--', '_7_', 'x.y'])('%s is fine', async (username) => {
    const name = `${username}${Math.random().toString(36).slice(2, 6)}`
    expect((await ctx.api.api.auth.signup.post({ ...uniqueUser(), username: name })).status).toBe(201)
  })
})

describe('Cache-Control', () => {
  test('no-store on every answer for a signed-in person and on the answers that carry a token', async () => {
    const input = uniqueUser()
    const signup = await ctx.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    })
    const { token } = (await signup.json()) as { token: string }
    const event = await createEvent(ctx, admin.token)
    const answers: [string, Response][] = [
      ['signup', signup],
      [
        'login',
        await send('POST', '/api/auth/login', JSON.stringify({ email: input.email, password: input.password })),
      ],
      ['failed login', await send('POST', '/api/auth/login', JSON.stringify({ email: input.email, password: 'no' }))],
      ['profile', await ctx.request('/api/user/profile', bearer(token))],
      ['profile edit', await send('PUT', '/api/user/profile', '{"bio":"hi"}', token)],
      ['register', await ctx.request(`/api/registrations/${event._id}`, { method: 'POST', ...bearer(token) })],
      ['my registrations', await ctx.request('/api/registrations/my', bearer(token))],
      ['admin users', await ctx.request('/api/admin/users', bearer(admin.token))],
      ['admin registrations', await ctx.request('/api/admin/registrations', bearer(admin.token))],
      ['verify email', await send('POST', '/api/auth/verify-email', '{"token":"nope"}')],
      ['reset password', await send('POST', '/api/auth/reset-password', '{"token":"nope","password":"secret-1"}')],
      ['forgot password', await send('POST', '/api/auth/forgot-password', `{"email":"${input.email}"}`)],
      ['event as a member', await ctx.request(`/api/events/${event._id}`, bearer(token))],
    ]
    const missing = answers
      .filter(([, res]) => res.headers.get('cache-control') !== 'no-store')
      .map(([name, res]) => `${name} (${res.status}: ${res.headers.get('cache-control')})`)
    expect(missing).toEqual([])
  })

  test('images stay cacheable by everyone', async () => {
    const event = await createEvent(ctx, admin.token, {
      imageUrl:
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    })
    const image = await ctx.request(event.imageUrl ?? '', bearer(admin.token))
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})
