/**
 * Reset password (docs/product.md#accounts, docs/api.md#auth): the same answer whether or not an
 * account has the email, a single-use link valid one hour, and a reset ends every session.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../../test/db-checks'
import { startMailbox, tokenIn } from '../../../test/mailbox'
import { bearer, setupApp, signUp, uniqueUser } from '../../../test/support'
import { users } from '../../db/schema'
import { LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS } from '../../shared/constants'

const mailbox = await startMailbox()
afterAll(() => mailbox.close())
const ctx = await setupApp({ mail: { smtpUrl: mailbox.url, from: 'club@club.test' } })

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  ctx.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const forgot = (email: string) => post('/api/auth/forgot-password', { email })
const reset = (token: string, password: string) => post('/api/auth/reset-password', { token, password })
const resetMail = (email: string, since = 0) => mailbox.waitFor(email, { since, subject: /reset/i })
const SENT = {
  message: 'If an account uses that email, we have sent it a link to choose a new password. The link works for 1 hour.',
}

describe('POST /api/auth/forgot-password', () => {
  test('the same 202 for an account and for no account; only the account gets a message', async () => {
    const { input } = await signUp(ctx)
    const known = await forgot(input.email.toUpperCase())
    const unknown = await forgot('nobody-here@students.test')
    expect([known.status, unknown.status]).toEqual([202, 202])
    expect(await known.json()).toEqual(SENT)
    expect(await unknown.json()).toEqual(SENT)
    const mail = await resetMail(input.email)
    expect(mail.subject).toBe('Reset your GameDev Club password')
    expect(mail.hasHtml).toBe(false)
    expect(mail.text).toContain('1 hour')
    expect(tokenIn(mail, '/reset-password')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    await Bun.sleep(300)
    expect(mailbox.to('nobody-here@students.test')).toHaveLength(0)
  })

  test('takes the same time whether or not the account exists', async () => {
    const { input } = await signUp(ctx)
    const time = async (email: string) => {
      const started = performance.now()
      expect((await forgot(email)).status).toBe(202)
      return performance.now() - started
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 15; i++) {
      known.push(await time(input.email))
      unknown.push(await time(`ghost${i}@students.test`))
    }
    console.log(
      `forgot-password median: account ${median(known).toFixed(2)} ms, no account ${median(unknown).toFixed(2)} ms`,
    )
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(10)
  })

  test('at most one message a minute per account, silently', async () => {
    const { input } = await signUp(ctx)
    const since = mailbox.messages.length
    for (let i = 0; i < 3; i++) expect(await (await forgot(input.email)).json()).toEqual(SENT)
    await resetMail(input.email, since)
    await Bun.sleep(300)
    expect(mailbox.to(input.email).filter((mail) => /reset/i.test(mail.subject))).toHaveLength(1)
  })

  test('422 for something that is not an email', async () => {
    const res = await forgot('not-an-email')
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: 'email must be a valid email address' })
  })
})

describe('POST /api/auth/reset-password', () => {
  test('sets the password, verifies the email, signs out every session and signs this one in', async () => {
    const { input, token: oldSession, user } = await signUp(ctx)
    const otherSession = (await ctx.api.api.auth.login.post(input)).data?.token ?? ''
    // Both sessions in use first, so the server has checked (and remembered) their signatures.
    for (const session of [oldSession, otherSession])
      expect((await ctx.api.api.user.profile.get(bearer(session))).status).toBe(200)
    await forgot(input.email)
    const link = tokenIn(await resetMail(input.email), '/reset-password')
    const res = await reset(link, 'a-brand-new-password')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { token: string; user: { _id: string; emailVerified: boolean } }
    expect(body.user).toMatchObject({ _id: user._id, emailVerified: true })
    // Every token issued before the reset: 401. The new one works.
    for (const old of [oldSession, otherSession]) {
      const profile = await ctx.api.api.user.profile.get(bearer(old))
      expect(profile.status).toBe(401)
    }
    expect((await ctx.api.api.user.profile.get(bearer(body.token))).status).toBe(200)
    expect((await ctx.api.api.auth.login.post(input)).status).toBe(401)
    expect((await ctx.api.api.auth.login.post({ ...input, password: 'a-brand-new-password' })).status).toBe(200)
    // Single use.
    const again = await reset(link, 'yet-another-password')
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      message: 'This link is invalid, has expired or has already been used. Ask for a new one.',
    })
  })

  test('valid for one hour: stored hashed with that expiry, refused once expired', async () => {
    const { input, user } = await signUp(ctx)
    await forgot(input.email)
    const link = tokenIn(await resetMail(input.email), '/reset-password')
    const [row] = await queryRows<{ token_hash: string; lifetime: number }>(
      ctx.database.db,
      sql`select token_hash, extract(epoch from expires_at - created_at)::float8 as lifetime
          from account_tokens where user_id = ${user._id} and purpose = 'reset_password'`,
    )
    expect(row?.token_hash).toBe(new Bun.CryptoHasher('sha256').update(link).digest('hex'))
    expect(Number(row?.lifetime)).toBeLessThanOrEqual(3600)
    await ctx.database.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${user._id}`,
    )
    expect((await reset(link, 'a-brand-new-password')).status).toBe(400)
    expect((await ctx.api.api.auth.login.post(input)).status).toBe(200)
  })

  test('a password that is too short is 422 and leaves the link usable', async () => {
    const { input } = await signUp(ctx)
    await forgot(input.email)
    const link = tokenIn(await resetMail(input.email), '/reset-password')
    const short = await reset(link, '12345')
    expect(short.status).toBe(422)
    expect(await short.json()).toEqual({ message: 'Password must be at least 6 characters long' })
    expect((await reset(link, '123456')).status).toBe(200)
  })

  test('a verify-email link is not a reset link, nor the other way round', async () => {
    const { input } = await signUp(ctx)
    const verifyToken = tokenIn(await mailbox.waitFor(input.email, { subject: /verify/i }), '/verify-email')
    expect((await reset(verifyToken, 'a-brand-new-password')).status).toBe(400)
    await forgot(input.email)
    const resetToken = tokenIn(await resetMail(input.email), '/reset-password')
    expect((await post('/api/auth/verify-email', { token: resetToken })).status).toBe(400)
  })

  test('lifts the login throttle of the account', async () => {
    const { input } = await signUp(ctx)
    const from = { 'x-forwarded-for': '10.20.30.40' }
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS; i++)
      await post('/api/auth/login', { ...input, password: 'wrong' }, from)
    expect((await post('/api/auth/login', input, from)).status).toBe(429)
    await forgot(input.email)
    await reset(tokenIn(await resetMail(input.email), '/reset-password'), 'a-brand-new-password')
    expect((await post('/api/auth/login', { ...input, password: 'a-brand-new-password' }, from)).status).toBe(200)
  })

  test('an account made through Google (no password) can set one', async () => {
    const { username, email } = uniqueUser('social')
    const id = Bun.randomUUIDv7()
    await ctx.database.db.insert(users).values({ id, username, email, googleId: `g-${id}`, emailVerified: true })
    await forgot(email)
    const res = await reset(tokenIn(await resetMail(email), '/reset-password'), 'now-with-a-password')
    expect(res.status).toBe(200)
    expect((await ctx.api.api.auth.login.post({ email, password: 'now-with-a-password' })).status).toBe(200)
  })
})
