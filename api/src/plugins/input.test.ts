import { describe, expect, test } from 'bun:test'
import { tableFingerprints } from '../../test/db-checks'
import { dataUrl, eventInput, IMAGES, setupApp, signUp, signUpAdmin, uniqueUser } from '../../test/support'
import { findNul } from './input'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const member = await signUp(ctx)

const send = (method: string, path: string, body?: unknown, token?: string) =>
  ctx.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

describe('NUL characters (PostgreSQL text cannot hold them)', () => {
  test.each([
    [
      'PUT',
      '/api/user/profile',
      { bio: 'hi\u0000', profilePicture: dataUrl('image/png', IMAGES.png) },
      'bio',
      'member',
    ],
    ['PUT', '/api/user/profile', { college: '\u0000' }, 'college', 'member'],
    ['POST', '/api/auth/signup', { ...uniqueUser(), password: 'secret\u0000pw' }, 'password', undefined],
    ['POST', '/api/auth/login', { email: 'a\u0000@students.test', password: 'whatever' }, 'email', undefined],
    ['POST', '/api/events', eventInput({ location: 'Hall\u0000 2' }), 'location', 'admin'],
    ['GET', '/api/admin/users?search=%00', undefined, 'search', 'admin'],
  ] as const)('%s %s refuses %j with 422 naming %s, and writes nothing', async (method, path, body, field, who) => {
    const before = await tableFingerprints(ctx.database.db)
    const token = who === 'admin' ? admin.token : who === 'member' ? member.token : undefined
    const res = await send(method, path, body, token)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: `${field} must not contain the NUL character (\\u0000)` })
    expect(await tableFingerprints(ctx.database.db)).toEqual(before)
  })

  test('an unknown API path is a 404 whatever its query string holds', async () => {
    for (const query of ['?x=%00', '?x=%ED%A0%80'])
      expect(await (await send('GET', `/api/attendees${query}`)).json()).toEqual({
        message: 'Not found: GET /api/attendees',
      })
  })

  test('findNul names nested fields and ignores everything else', () => {
    expect(findNul({ a: 'x', b: { c: ['ok', 'n\u0000'] } })).toBe('b.c.1')
    expect(findNul('\u0000')).toBe('')
    expect(findNul({ a: 1, b: null, c: true, d: 'fine' })).toBeNull()
  })
})

describe('JSON has numbers: a number sent as a string is refused (decision 0193)', () => {
  test.each([
    ['POST', '/api/events', eventInput({ capacity: '5' }), 'capacity', 'admin'],
    ['POST', '/api/events', eventInput({ pointsAwarded: '50' }), 'pointsAwarded', 'admin'],
    ['PUT', '/api/user/profile', { graduationYear: '2027' }, 'graduationYear', 'member'],
  ] as const)('%s %s with %j: 422 naming %s, nothing written', async (method, path, body, field, who) => {
    const before = await tableFingerprints(ctx.database.db)
    const res = await send(method, path, body, who === 'admin' ? admin.token : member.token)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: `${field} must be a number in JSON, not a string in quotes` })
    expect(await tableFingerprints(ctx.database.db)).toEqual(before)
  })

  test('an EXP adjustment with "amount":"5" is 422 and awards nothing', async () => {
    const before = await tableFingerprints(ctx.database.db)
    const res = await send(
      'POST',
      `/api/admin/users/${member.user._id}/exp-adjustments`,
      { amount: '5', note: 'helped at the jam' },
      admin.token,
    )
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: 'amount must be a number in JSON, not a string in quotes' })
    expect(await tableFingerprints(ctx.database.db)).toEqual(before)
  })

  test('the same numbers as numbers are accepted, and strings that only look numeric stay strings', async () => {
    expect((await send('POST', '/api/events', eventInput({ capacity: 5, name: '2048' }), admin.token)).status).toBe(201)
    const res = await send('PUT', '/api/user/profile', { bio: '42', enrollmentNumber: '0123' }, member.token)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ bio: '42', enrollmentNumber: '0123' })
  })

  test('query strings and paths are text in HTTP: numbers there are still read from it', async () => {
    const res = await ctx.request('/api/leaderboard?limit=5&offset=0')
    expect(res.status).toBe(200)
  })
})

describe('lone surrogates (they would be stored as U+FFFD)', () => {
  test.each([
    ['PUT', '/api/user/profile', '{"bio":"half \\ud83c of a game controller"}', 'bio', 'member'],
    ['PUT', '/api/user/profile', '{"college":"\\udc00"}', 'college', 'member'],
    [
      'POST',
      '/api/events',
      JSON.stringify(eventInput({ location: 'Hall X' })).replace('Hall X', 'Hall \\udfff'),
      'location',
      'admin',
    ],
  ] as const)('%s %s with %s: 422 naming %s, nothing written', async (method, path, body, field, who) => {
    const before = await tableFingerprints(ctx.database.db)
    const res = await ctx.request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${who === 'admin' ? admin.token : member.token}`,
      },
      body,
    })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      message: `${field} must not contain a lone surrogate (half of a UTF-16 character, such as \\ud800): send whole characters`,
    })
    expect(await tableFingerprints(ctx.database.db)).toEqual(before)
  })

  test('a whole character outside the BMP (a surrogate pair) is stored as sent', async () => {
    const res = await send('PUT', '/api/user/profile', { bio: 'half \ud83c\udfae of a game controller' }, member.token)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { bio: string }).bio).toBe('half 🎮 of a game controller')
  })

  // Streamed (no length) and with a declared length: body.ts reads the two in different ways.
  test.each([
    ['streamed', false],
    ['with a declared length', true],
  ])(
    'bytes that are not UTF-8 (a surrogate encoded as CESU-8) are refused, not read as U+FFFD (%s)',
    async (_, declared) => {
      const before = await tableFingerprints(ctx.database.db)
      const body = Buffer.concat([Buffer.from('{"bio":"x'), Buffer.from([0xed, 0xa0, 0xbc]), Buffer.from('"}')])
      const res = await ctx.request('/api/user/profile', {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${member.token}`,
          ...(declared ? { 'content-length': String(body.length) } : {}),
        },
        body,
      })
      expect(res.status).toBe(422)
      expect(await res.json()).toEqual({ message: 'The request body is not valid UTF-8: send text encoded as UTF-8' })
      expect(await tableFingerprints(ctx.database.db)).toEqual(before)
    },
  )
})
