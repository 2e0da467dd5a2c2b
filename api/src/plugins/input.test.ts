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

  test('findNul names nested fields and ignores everything else', () => {
    expect(findNul({ a: 'x', b: { c: ['ok', 'n\u0000'] } })).toBe('b.c.1')
    expect(findNul('\u0000')).toBe('')
    expect(findNul({ a: 1, b: null, c: true, d: 'fine' })).toBeNull()
  })
})
