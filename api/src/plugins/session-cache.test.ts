/**
 * What the auth plugin remembers between requests (docs/decisions/0162; the user read: 0171): signatures, never what a
 * token may do. A token seen before is refused as soon as its user's token version moves on, its
 * user is deleted or it expires, in this app and, on PostgreSQL, in another API process.
 */
import { describe, expect, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import { onPostgres, secondApp, setupApp, signUp, type TestContext } from '../../test/support'
import { claims, makeToken } from '../../test/tokens'
import { users } from '../db/schema'
import { SESSION_EXPIRED } from './auth'

const ctx = await setupApp()
const other = await secondApp(ctx)

const profile = (app: TestContext, token: string) =>
  app.request('/api/user/profile', { headers: { authorization: `Bearer ${token}` } })

async function expectRefused(app: TestContext, token: string) {
  const res = await profile(app, token)
  expect(res.status).toBe(401)
  expect(await res.json()).toEqual({ message: SESSION_EXPIRED })
}

/** What a password reset or a takeover does to the account (account-recovery.ts). */
const bumpVersion = (app: TestContext, id: string) =>
  app.database.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))

describe('a token whose signature was checked before', () => {
  test('is refused on the next request once its version is behind', async () => {
    const { token, user } = await signUp(ctx)
    for (let i = 0; i < 3; i++) expect((await profile(ctx, token)).status).toBe(200)
    await bumpVersion(ctx, user._id)
    await expectRefused(ctx, token)
  })

  test(`is refused at once by every API process when another one bumps the version${onPostgres ? '' : ' (one process on PGlite)'}`, async () => {
    const { token, user } = await signUp(ctx)
    expect((await profile(ctx, token)).status).toBe(200)
    expect((await profile(other, token)).status).toBe(200)
    // Through the other process's own connection pool, as its password reset would.
    await bumpVersion(other, user._id)
    await expectRefused(ctx, token)
    await expectRefused(other, token)
  })

  test('is refused once its user is deleted', async () => {
    const { token, user } = await signUp(ctx)
    expect((await profile(ctx, token)).status).toBe(200)
    await ctx.database.db.delete(users).where(eq(users.id, user._id))
    await expectRefused(ctx, token)
  })

  test('is refused once it expires', async () => {
    const { user } = await signUp(ctx)
    const now = Math.floor(Date.now() / 1000)
    const token = makeToken(claims(user._id, { ver: 0, exp: now + 1 }))
    expect((await profile(ctx, token)).status).toBe(200)
    await Bun.sleep((now + 1) * 1000 - Date.now() + 50)
    await expectRefused(ctx, token)
  })

  test('a forged token for the same user is still checked in full', async () => {
    const { token, user } = await signUp(ctx)
    expect((await profile(ctx, token)).status).toBe(200)
    const forged = makeToken(claims(user._id, { ver: 0 }), { secret: 'not-the-secret-not-the-secret-not-the' })
    await expectRefused(ctx, forged)
  })
})

describe('requests at the same time', () => {
  test('each gets its own user, and a version bumped before they arrive refuses them all', async () => {
    const sessions = await Promise.all(Array.from({ length: 6 }, () => signUp(ctx)))
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const session = sessions[i % sessions.length]
        if (!session) throw new Error('no session')
        return profile(ctx, session.token).then(async (res) => ({ res, want: session.user._id }))
      }),
    )
    for (const { res, want } of answers) {
      expect(res.status).toBe(200)
      expect(((await res.json()) as { _id: string })._id).toBe(want)
    }
    const [first] = sessions
    if (!first) throw new Error('no session')
    await bumpVersion(ctx, first.user._id)
    const after = await Promise.all(Array.from({ length: 20 }, () => profile(ctx, first.token)))
    expect(after.map((res) => res.status)).toEqual(Array(20).fill(401))
  })
})
