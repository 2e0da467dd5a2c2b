import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { bearer, buildContext, markEmailVerified, setupApp, signUp } from '../../test/support'
import { claims, makeToken, tamper } from '../../test/tokens'
import { loadConfig } from '../config'
import { users } from '../db/schema'
import { SESSION_EXPIRED } from './auth'

const ctx = await setupApp()
const profileWith = (authorization?: string) =>
  ctx.request('/api/user/profile', { headers: authorization === undefined ? {} : { authorization } })

describe('tokens', () => {
  test('a valid token reaches the route', async () => {
    const { token, user } = await signUp(ctx)
    const res = await profileWith(`Bearer ${token}`)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { _id: string })._id).toBe(user._id)
    // Scheme case and surrounding spaces do not matter.
    expect((await profileWith(`bearer   ${token}  `)).status).toBe(200)
  })

  test('a hand-made HS256 token with the right secret is accepted (the refusals below are not the helper failing)', async () => {
    const { user } = await signUp(ctx)
    expect((await profileWith(`Bearer ${makeToken(claims(user._id))}`)).status).toBe(200)
  })

  test('a missing token is 401 asking to log in', async () => {
    for (const header of [undefined, '', 'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz']) {
      const res = await profileWith(header)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ message: 'Please log in to continue' })
    }
  })

  const refused: Array<[string, () => Promise<string>]> = [
    ['garbage', async () => 'not-a-jwt'],
    ['three garbage parts', async () => 'aaa.bbb.ccc'],
    [
      'a tampered payload',
      async () => {
        const a = await signUp(ctx)
        const b = await signUp(ctx)
        return tamper(a.token, claims(b.user._id))
      },
    ],
    ['alg: none', async () => makeToken(claims((await signUp(ctx)).user._id), { header: { alg: 'none', typ: 'JWT' } })],
    [
      'HS512 with the right secret',
      async () => makeToken(claims((await signUp(ctx)).user._id), { header: { alg: 'HS512', typ: 'JWT' } }),
    ],
    [
      'expired',
      async () => makeToken(claims((await signUp(ctx)).user._id, { exp: Math.floor(Date.now() / 1000) - 60 })),
    ],
    ['without exp', async () => makeToken({ sub: (await signUp(ctx)).user._id })],
    [
      'signed with another secret',
      async () =>
        makeToken(claims((await signUp(ctx)).user._id), { secret: 'another-secret-that-is-long-enough-0123456789' }),
    ],
    ['a non-uuid sub', async () => makeToken(claims('admin'))],
    ['a numeric sub', async () => makeToken(claims(12345))],
    ['an unknown user', async () => makeToken(claims(crypto.randomUUID()))],
    [
      'a deleted user',
      async () => {
        const { token, user } = await signUp(ctx)
        await ctx.database.db.delete(users).where(eq(users.id, user._id))
        return token
      },
    ],
    [
      "a token from before the user's sessions were ended (token version raised)",
      async () => {
        const { token, user } = await signUp(ctx)
        await ctx.database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user._id))
        return token
      },
    ],
    ['a token claiming a later version', async () => makeToken(claims((await signUp(ctx)).user._id, { ver: 1 }))],
    [
      'a token whose version is not a number',
      async () => makeToken(claims((await signUp(ctx)).user._id, { ver: '0' })),
    ],
  ]
  test.each(refused)('%s is 401 with the session message', async (_name, make) => {
    const res = await profileWith(`Bearer ${await make()}`)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: SESSION_EXPIRED })
  })

  test('a token remembered as checked (decision 0162) still expires on time; a tampered copy or a deleted user is refused', async () => {
    const { user } = await signUp(ctx)
    const token = makeToken(claims(user._id, { exp: Math.floor(Date.now() / 1000) + 1 }))
    expect((await profileWith(`Bearer ${token}`)).status).toBe(200)
    expect((await profileWith(`Bearer ${token}`)).status).toBe(200) // now from memory
    const other = await signUp(ctx)
    expect((await profileWith(`Bearer ${tamper(token, claims(other.user._id))}`)).status).toBe(401)
    const expiresAt = (JSON.parse(atob(token.split('.')[1]!)) as { exp: number }).exp * 1000
    await Bun.sleep(Math.max(0, expiresAt - Date.now() + 10))
    expect((await profileWith(`Bearer ${token}`)).status).toBe(401)
    const remembered = makeToken(claims(other.user._id))
    expect((await profileWith(`Bearer ${remembered}`)).status).toBe(200)
    await ctx.database.db.delete(users).where(eq(users.id, other.user._id))
    expect((await profileWith(`Bearer ${remembered}`)).status).toBe(401)
  })

  test('the same bad tokens are 401, not 403, on admin routes', async () => {
    const res = await ctx.request('/api/admin/users', {
      headers: { authorization: `Bearer ${makeToken(claims('x'))}` },
    })
    expect(res.status).toBe(401)
  })
})

describe('token versions (docs/decisions/0113)', () => {
  test('a token carries the version it was issued at; one from before versions existed counts as 0', async () => {
    const { token, user } = await signUp(ctx)
    const [, payload] = token.split('.')
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toMatchObject({ sub: user._id, ver: 0 })
    expect((await profileWith(`Bearer ${makeToken(claims(user._id))}`)).status).toBe(200)
    await ctx.database.db.update(users).set({ tokenVersion: 3 }).where(eq(users.id, user._id))
    expect((await profileWith(`Bearer ${makeToken(claims(user._id, { ver: 3 }))}`)).status).toBe(200)
    expect((await profileWith(`Bearer ${makeToken(claims(user._id))}`)).status).toBe(401)
  })
})

describe('roles', () => {
  test('a role changed in the database counts on the next request', async () => {
    const { token, user } = await signUp(ctx)
    const adminUsers = () => ctx.api.api.admin.users.get(bearer(token))
    expect((await adminUsers()).status).toBe(403)
    expect((await adminUsers()).error?.value).toEqual({ message: 'Access Denied. You are not an administrator.' })
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user._id))
    expect((await adminUsers()).status).toBe(200)
    expect((await ctx.api.api.user.profile.get(bearer(token))).data?.role).toBe('admin')
    await ctx.database.db.update(users).set({ role: 'user' }).where(eq(users.id, user._id))
    expect((await adminUsers()).status).toBe(403)
  })

  test('ADMIN_EMAILS matches case-insensitively, at sign-up, login and on every request', async () => {
    const adminEmails = loadConfig({ ADMIN_EMAILS: ' Boss@Club.TEST , someone@else.test' }).adminEmails
    const withAdmins = buildContext(ctx.database, { adminEmails })
    const boss = await signUp(withAdmins, { email: 'BOSS@club.test' })
    // Only once the email is proved (docs/decisions/0112; the link itself: admin-by-proof.test.ts).
    expect(boss.user?.role).toBe('user')
    await markEmailVerified(withAdmins, boss.user._id)
    expect(boss.user?.email).toBe('boss@club.test')
    const login = await withAdmins.api.api.auth.login.post({ email: 'boss@CLUB.test', password: boss.input.password })
    expect(login.data?.user.role).toBe('admin')
    expect((await withAdmins.api.api.admin.users.get(bearer(boss.token))).status).toBe(200)
    // Not stored: the same account on an app without that ADMIN_EMAILS entry is a user.
    expect((await ctx.api.api.admin.users.get(bearer(boss.token))).status).toBe(403)
    expect((await ctx.api.api.user.profile.get(bearer(boss.token))).data?.role).toBe('user')
  })
})
