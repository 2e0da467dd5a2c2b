/**
 * ADMIN_EMAILS makes an account admin only while its email is verified (docs/decisions/0112):
 * whoever signs up first with a listed address gets nothing until they follow the link sent to it.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { startMailbox, tokenIn } from '../../../test/mailbox'
import { ADMIN_EMAIL, bearer, eventInput, setupApp, uniqueUser } from '../../../test/support'
import { users } from '../../db/schema'

const mailbox = await startMailbox()
afterAll(() => mailbox.close())
const ctx = await setupApp({ mail: { smtpUrl: mailbox.url, from: 'club@club.test' } })

describe('ADMIN_EMAILS', () => {
  test('a sign-up with a listed address is a member until its email is verified, then an admin on every request', async () => {
    const input = { ...uniqueUser('boss'), email: 'Admin@Club.TEST' }
    const signup = await ctx.api.api.auth.signup.post(input)
    expect(signup.status).toBe(201)
    expect(signup.data?.user.role).toBe('user')
    const token = signup.data?.token ?? ''
    // Neither admin routes nor event writes.
    expect((await ctx.api.api.admin.users.get({ ...bearer(token), query: {} })).status).toBe(403)
    expect((await ctx.api.api.events.post(eventInput(), bearer(token))).status).toBe(403)
    expect((await ctx.api.api.auth.login.post(input)).data?.user.role).toBe('user')

    // The owner of the address follows the link, signed in to the account (decision 0190).
    const mail = await mailbox.waitFor(ADMIN_EMAIL, { subject: /verify/i })
    const verified = await ctx.api.api.auth['verify-email'].post(
      { token: tokenIn(mail, '/verify-email') },
      bearer(token),
    )
    expect(verified.status).toBe(200)
    expect(verified.data?.user).toMatchObject({ role: 'admin', emailVerified: true })
    // Every request counts it at once: the token from before the verification included.
    expect((await ctx.api.api.admin.users.get({ ...bearer(token), query: {} })).status).toBe(200)
    expect((await ctx.api.api.events.post(eventInput(), bearer(token))).status).toBe(201)
    expect((await ctx.api.api.auth.login.post(input)).data?.user.role).toBe('admin')
    // Stored role untouched: the grant stays in the configuration (docs/decisions/0004).
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, ADMIN_EMAIL))
    expect(row?.role).toBe('user')
  })

  test('a stored admin role does not need ADMIN_EMAILS nor a verified email (admin:grant)', async () => {
    const signup = await ctx.api.api.auth.signup.post(uniqueUser('granted'))
    await ctx.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, signup.data?.user._id ?? ''))
    const profile = await ctx.api.api.user.profile.get(bearer(signup.data?.token ?? ''))
    expect(profile.data).toMatchObject({ role: 'admin', emailVerified: false })
  })
})
