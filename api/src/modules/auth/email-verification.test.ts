/**
 * Verify email (docs/product.md#accounts, docs/api.md#auth): sign-up mails a single-use link
 * valid 24 hours, stored hashed; resend on request, rate-limited; messages go through a real
 * SMTP server on loopback and the tests follow the links found in them.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import { queryRows } from '../../../test/db-checks'
import { linkIn, startMailbox, tokenIn } from '../../../test/mailbox'
import { ADMIN_EMAIL, bearer, buildContext, setupApp, signUp } from '../../../test/support'
import { users } from '../../db/schema'

const mailbox = await startMailbox()
afterAll(() => mailbox.close())
const MAIL = { smtpUrl: mailbox.url.replace('smtp://', 'smtp://club:secret@'), from: 'GameDev Club <club@club.test>' }
const ctx = await setupApp({ mail: MAIL, publicUrl: 'https://club.example.edu' })

/** Following a link, signed in to the account (`session`) or with its password, or neither. */
const verify = (token: unknown, proof: { session?: string; password?: string } = {}) =>
  ctx.request('/api/auth/verify-email', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(proof.session ? { authorization: `Bearer ${proof.session}` } : {}),
    },
    body: JSON.stringify({ token, ...(proof.password === undefined ? {} : { password: proof.password }) }),
  })
const resend = (token: string) =>
  ctx.request('/api/auth/resend-verification', { method: 'POST', headers: { authorization: `Bearer ${token}` } })
const verificationMail = (email: string, since = 0) => mailbox.waitFor(email, { since, subject: /verify/i })

describe('sign-up', () => {
  test('sends a plain-text message from MAIL_FROM with the link on its own line', async () => {
    const { input, user } = await signUp(ctx)
    expect(user.emailVerified).toBe(false)
    const mail = await verificationMail(input.email)
    expect(mail.from).toBe('GameDev Club <club@club.test>')
    expect(mail.envelopeFrom).toBe('club@club.test')
    expect(mail.login).toBe('club')
    expect(mail.hasHtml).toBe(false)
    expect(mail.contentType).toBe('text/plain')
    expect(mail.subject).toBe('Verify your email for GameDev Club')
    const link = linkIn(mail, '/verify-email')
    expect(link.origin).toBe('https://club.example.edu')
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(mail.text).toContain(input.username)
    expect(mail.text).toContain('24 hours')
  })

  test('the link, signed in to the account, verifies the email once: 200 with a session and the user, then 400', async () => {
    const { input, user, token: session } = await signUp(ctx)
    const token = tokenIn(await verificationMail(input.email), '/verify-email')
    const first = await verify(token, { session })
    expect(first.status).toBe(200)
    const body = (await first.json()) as { token: string; user: { _id: string; emailVerified: boolean } }
    expect(body.user).toMatchObject({ _id: user._id, emailVerified: true })
    expect((await ctx.api.api.user.profile.get(bearer(body.token))).data?.emailVerified).toBe(true)
    const again = await verify(token, { session })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      message: 'This link is invalid, has expired or has already been used. Ask for a new one.',
    })
  })

  test('the token is stored only as its SHA-256, and expires within 24 hours', async () => {
    const { input, user } = await signUp(ctx)
    const token = tokenIn(await verificationMail(input.email), '/verify-email')
    const rows = await queryRows<{ token_hash: string; purpose: string; lifetime: number }>(
      ctx.database.db,
      sql`select token_hash, purpose, extract(epoch from expires_at - created_at)::float8 as lifetime
          from account_tokens where user_id = ${user._id}`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]?.purpose).toBe('verify_email')
    expect(rows[0]?.token_hash).toBe(new Bun.CryptoHasher('sha256').update(token).digest('hex'))
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(Number(rows[0]?.lifetime)).toBeLessThanOrEqual(24 * 3600)
    expect(Number(rows[0]?.lifetime)).toBeGreaterThan(23 * 3600)
  })

  test('an expired link is 400 and verifies nothing', async () => {
    const { input, user } = await signUp(ctx)
    const token = tokenIn(await verificationMail(input.email), '/verify-email')
    await ctx.database.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${user._id}`,
    )
    expect((await verify(token)).status).toBe(400)
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user._id))
    expect(row?.emailVerified).toBe(false)
  })

  test.each([
    ['an unknown token', 'x'.repeat(43), 400],
    ['an empty token', '', 422],
    ['a number', 42, 422],
    ['no token at all', undefined, 422],
  ])('%s is refused with a message', async (_, token, status) => {
    const res = await verify(token)
    expect(res.status).toBe(status)
    expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string')
  })
})

describe('the link proves the mailbox, the session or the password proves the account (decision 0190)', () => {
  const CONFIRM =
    'To confirm this address, log in to the account it belongs to, or enter its password here. If you did not make this account, reset its password: that proves the address is yours, replaces the password and signs whoever made the account out everywhere.'
  const verifiedInDb = async (id: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]?.emailVerified

  test('without a session of the account or its password: 401 saying what to do, and the link still works', async () => {
    const { input, user, token: session } = await signUp(ctx)
    const other = await signUp(ctx)
    const token = tokenIn(await verificationMail(input.email), '/verify-email')
    for (const proof of [{}, { session: other.token }, { session: 'garbage' }]) {
      const res = await verify(token, proof)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ message: CONFIRM })
    }
    const wrong = await verify(token, { password: 'not-the-password' })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({
      message:
        'That is not the password of this account. Try again, or, if you did not make this account, reset its password.',
    })
    expect(await verifiedInDb(user._id)).toBe(false)
    expect((await verify(token, { session })).status).toBe(200)
    expect(await verifiedInDb(user._id)).toBe(true)
  })

  test("with the account's password: 200 with a session of the account", async () => {
    const { input, user } = await signUp(ctx)
    const token = tokenIn(await verificationMail(input.email), '/verify-email')
    const res = await verify(token, { password: input.password })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { token: string; user: { _id: string; emailVerified: boolean } }
    expect(body.user).toMatchObject({ _id: user._id, emailVerified: true })
    expect((await ctx.api.api.user.profile.get(bearer(body.token))).data?._id).toBe(user._id)
  })

  test('passwords tried here count as login attempts: the 11th from one address is 429', async () => {
    const { input } = await signUp(ctx)
    const token = tokenIn(await verificationMail(input.email), '/verify-email')
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await verify(token, { password: `guess-${i}` })).status)
    expect(statuses).toEqual([...Array(10).fill(401), 429])
  }, 30_000)

  test("a squatter on an admin's address: the owner's click does not make them admin, and the owner's reset takes the account back", async () => {
    // The attacker signs up with the address listed in ADMIN_EMAILS and a password of their own.
    const attacker = await signUp(ctx, { email: ADMIN_EMAIL, password: 'attackers-own' })
    expect(attacker.user).toMatchObject({ role: 'user', emailVerified: false })
    // The real owner follows the link that reached their mailbox, not signed in: nothing changes.
    const link = tokenIn(await verificationMail(ADMIN_EMAIL), '/verify-email')
    const click = await verify(link)
    expect(click.status).toBe(401)
    expect(await click.json()).toEqual({ message: CONFIRM })
    const profile = await ctx.api.api.user.profile.get(bearer(attacker.token))
    expect(profile.data).toMatchObject({ role: 'user', emailVerified: false })
    expect((await ctx.api.api.admin.users.get({ ...bearer(attacker.token), query: {} })).status).toBe(403)
    // The owner, who did not make the account, resets its password: the mailbox proves it.
    const since = mailbox.messages.length
    expect((await ctx.api.api.auth['forgot-password'].post({ email: ADMIN_EMAIL })).status).toBe(202)
    const reset = tokenIn(await mailbox.waitFor(ADMIN_EMAIL, { since, subject: /reset/i }), '/reset-password')
    const owner = await ctx.api.api.auth['reset-password'].post({ token: reset, password: 'owners-own-secret' })
    expect(owner.status).toBe(200)
    expect(owner.data?.user).toMatchObject({ role: 'admin', emailVerified: true })
    // The attacker's session and password are over; the link mailed to them is used up or unusable.
    expect((await ctx.api.api.user.profile.get(bearer(attacker.token))).status).toBe(401)
    expect((await ctx.api.api.auth.login.post({ email: ADMIN_EMAIL, password: 'attackers-own' })).status).toBe(401)
    expect((await verify(link, { session: attacker.token })).status).toBe(401)
    expect(
      (await ctx.api.api.auth.login.post({ email: ADMIN_EMAIL, password: 'owners-own-secret' })).data?.user.role,
    ).toBe('admin')
  })

  test('the verification mail says what to do if you did not sign up: reset the password, with the address', async () => {
    const { input } = await signUp(ctx)
    const mail = await verificationMail(input.email)
    expect(mail.text).toContain('If you did not sign up, someone made this account with your address.')
    expect(linkIn(mail, '/forgot-password').origin).toBe('https://club.example.edu')
  })
})

describe('POST /api/auth/resend-verification', () => {
  test('202 and a new link; the new link works and the old one no longer does', async () => {
    const { input, token } = await signUp(ctx)
    const first = tokenIn(await verificationMail(input.email), '/verify-email')
    // The first message counts toward the one-a-minute rule: let a minute pass in the database.
    await ctx.database.db.execute(sql`delete from rate_limits where key like ${'mail-%'}`)
    const since = mailbox.messages.length
    const res = await resend(token)
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({
      message: `We have sent a new link to ${input.email}. It works for 24 hours.`,
    })
    const second = tokenIn(await verificationMail(input.email, since), '/verify-email')
    expect(second).not.toBe(first)
    expect((await verify(first)).status).toBe(400)
    expect((await verify(second, { session: token })).status).toBe(200)
  })

  test('one message a minute per account: a second request at once is 429 with Retry-After, and sends nothing', async () => {
    const { input, token } = await signUp(ctx)
    await verificationMail(input.email)
    const res = await resend(token)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(((await res.json()) as { message: string }).message).toMatch(/^Please wait \d+ seconds? before asking/)
    await Bun.sleep(300)
    expect(mailbox.to(input.email)).toHaveLength(1)
  })

  test('five messages an hour per account at most', async () => {
    const { input, token } = await signUp(ctx)
    await verificationMail(input.email)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      await ctx.database.db.execute(sql`delete from rate_limits where key like ${'mail-minute:%'}`)
      statuses.push((await resend(token)).status)
    }
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429])
  })

  test('409 once the email is verified; 401 signed out', async () => {
    const { input, token } = await signUp(ctx)
    await verify(tokenIn(await verificationMail(input.email), '/verify-email'), { session: token })
    const res = await resend(token)
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ message: 'Your email address is already verified' })
    expect((await ctx.request('/api/auth/resend-verification', { method: 'POST' })).status).toBe(401)
  })
})

describe('a server without SMTP', () => {
  const noMail = buildContext(ctx.database, { mail: null })

  test('says so to the screens, still signs people up, and refuses to promise mail with 503', async () => {
    const options = await noMail.request('/api/auth/options')
    expect(options.status).toBe(200)
    expect(await options.json()).toEqual({ canSendEmail: false, google: false, discord: false })
    expect(await (await ctx.request('/api/auth/options')).json()).toEqual({
      canSendEmail: true,
      google: false,
      discord: false,
    })
    const { token, user } = await signUp(noMail)
    expect(user.emailVerified).toBe(false)
    const res = await noMail.request('/api/auth/resend-verification', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({
      message: 'This server cannot send email. Ask a club admin for help with your account.',
    })
  })
})
