/**
 * Which account a social sign-in lands in: new, returning, linked by a verified email, refused
 * for an unverified one; usernames, pictures and ADMIN_EMAILS. Against the loopback provider.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import { fakeAccount, startFakeProvider } from '../../../test/fake-oauth-provider'
import { finishSignIn, profileOf, signInWith, startSignIn } from '../../../test/oauth-flow'
import { ADMIN_EMAIL, bearer, markEmailVerified, setupApp, signUp, uniqueUser } from '../../../test/support'
import { users } from '../../db/schema'

const fake = await startFakeProvider()
afterAll(() => fake.close())
const ctx = await setupApp({ oauth: { google: fake.google(), discord: fake.discord() } })

const rowsWithEmail = (email: string) =>
  ctx.database.db.select().from(users).where(eq(users.email, email.toLowerCase()))

describe('a new account', () => {
  test('from Google: placeholder username to replace, the picture copied, no password', async () => {
    const account = fakeAccount({ email: 'New.Student@Students.TEST' })
    const user = await profileOf(ctx, (await signInWith(ctx, fake, 'google', account)).token)
    expect(user).toMatchObject({
      email: 'new.student@students.test',
      googleId: account.id,
      discordId: null,
      needsUsernameSetup: true,
      isProfileComplete: false,
      hasPassword: false,
      // The provider verified the address: so does the account.
      emailVerified: true,
      role: 'user',
    })
    expect(user.username).toMatch(/^google_[0-9a-f]{10}$/)
    expect(user.profilePicture).toMatch(/^\/api\/media\/[0-9a-f]{64}$/)
    const picture = await ctx.request(user.profilePicture ?? '')
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/png')
  })

  test('from Discord with a valid, free username: keeps it and needs no username setup', async () => {
    const account = fakeAccount()
    const user = await profileOf(ctx, (await signInWith(ctx, fake, 'discord', account)).token)
    expect(user).toMatchObject({ username: account.name, discordId: account.id, needsUsernameSetup: false })
    expect(user.isProfileComplete).toBe(false)
    expect(user.profilePicture).toMatch(/^\/api\/media\/[0-9a-f]{64}$/)
  })

  test.each([
    ['taken (in another case)', async () => (await signUp(ctx)).input.username.toUpperCase()],
    ['too short', async () => 'ab'],
    ['with characters we do not allow', async () => 'näme with space'],
  ])('from Discord with a username %s: placeholder and username setup', async (_, username) => {
    const account = fakeAccount({ name: await username() })
    const user = await profileOf(ctx, (await signInWith(ctx, fake, 'discord', account)).token)
    expect(user.username).toMatch(/^discord_[0-9a-f]{10}$/)
    expect(user.needsUsernameSetup).toBe(true)
  })

  test('whose email is in ADMIN_EMAILS is an admin', async () => {
    const user = await profileOf(
      ctx,
      (await signInWith(ctx, fake, 'google', fakeAccount({ email: ADMIN_EMAIL }))).token,
    )
    expect(user.role).toBe('admin')
  })

  test.each([
    ['not an image', 'not-an-image'],
    ['larger than 2 MiB', 'too-large'],
    ['missing', null],
  ] as const)('with a picture that is %s: signed in without a picture', async (_, picture) => {
    for (const provider of ['google', 'discord'] as const) {
      const { token } = await signInWith(ctx, fake, provider, fakeAccount({ picture }))
      expect((await profileOf(ctx, token)).profilePicture).toBeNull()
    }
  })
})

describe('a returning identity', () => {
  test('signs in to the same account, even with another email at the provider', async () => {
    const account = fakeAccount()
    const first = await profileOf(ctx, (await signInWith(ctx, fake, 'google', account)).token)
    const { token } = await signInWith(ctx, fake, 'google', { ...account, email: 'changed@students.test' })
    const again = await profileOf(ctx, token)
    expect(again._id).toBe(first._id)
    expect(again.email).toBe(first.email)
    expect(await rowsWithEmail('changed@students.test')).toHaveLength(0)
  })

  test('keeps the username the person chose', async () => {
    const account = fakeAccount()
    const { token } = await signInWith(ctx, fake, 'google', account)
    const chosen = uniqueUser().username
    await ctx.api.api.user.profile.put({ username: chosen }, bearer(token ?? ''))
    const again = await profileOf(ctx, (await signInWith(ctx, fake, 'google', account)).token)
    expect(again).toMatchObject({ username: chosen, needsUsernameSetup: false })
  })

  test('two callbacks at once for a new identity make one account', async () => {
    // The picture arrives late, so every callback has looked for the account before any creates it.
    const account = fakeAccount({ picture: 'late-png' })
    const flows = await Promise.all([1, 2, 3].map(() => startSignIn(ctx, 'discord')))
    const backs = await Promise.all(flows.map((flow) => fake.consent(flow.authorizeUrl, account)))
    const results = await Promise.all(backs.map((back, i) => finishSignIn(ctx, back, flows[i]?.cookies ?? new Map())))
    const ids = await Promise.all(results.map(async ({ token }) => (await profileOf(ctx, token))._id))
    expect(new Set(ids).size).toBe(1)
    expect(await rowsWithEmail(account.email ?? '')).toHaveLength(1)
  })
})

describe('linking by email (docs/decisions/0110)', () => {
  test('a verified email links to an existing password account whose email is verified', async () => {
    const { input, user } = await signUp(ctx)
    await markEmailVerified(ctx, user._id)
    const account = fakeAccount({ email: input.email.toUpperCase() })
    const linked = await profileOf(ctx, (await signInWith(ctx, fake, 'google', account)).token)
    expect(linked).toMatchObject({ _id: user?._id, username: input.username, googleId: account.id, hasPassword: true })
    expect(linked.profilePicture).toMatch(/^\/api\/media\//)
    // Both ways in still work, and a second provider links too.
    expect((await ctx.api.api.auth.login.post({ email: input.email, password: input.password })).status).toBe(200)
    const discord = await profileOf(
      ctx,
      (await signInWith(ctx, fake, 'discord', fakeAccount({ email: input.email }))).token,
    )
    expect(discord).toMatchObject({ _id: user?._id, googleId: account.id, discordId: expect.any(String) })
  })

  test("an account whose email is not verified goes to the provider's verified owner: password removed, sessions ended", async () => {
    // Someone signs up with another student's address and fills the profile in...
    const squatter = await signUp(ctx)
    await ctx.api.api.user.profile.put({ bio: 'not yours', phoneNumber: '+91 90000 00000' }, bearer(squatter.token))
    // ...then the student who owns the address signs in with Google.
    const account = fakeAccount({ email: squatter.input.email })
    const { token } = await signInWith(ctx, fake, 'google', account)
    const owner = await profileOf(ctx, token)
    expect(owner).toMatchObject({
      _id: squatter.user._id,
      googleId: account.id,
      hasPassword: false,
      emailVerified: true,
    })
    // The squatter is out: their session and their password no longer work.
    expect((await ctx.api.api.user.profile.get(bearer(squatter.token))).status).toBe(401)
    expect((await ctx.api.api.auth.login.post(squatter.input)).status).toBe(401)
    const [row] = await rowsWithEmail(squatter.input.email)
    expect(row?.passwordHash).toBeNull()
  })

  test('a linked account keeps its own picture', async () => {
    const { input, token, user } = await signUp(ctx)
    await markEmailVerified(ctx, user._id)
    const png = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'
    const own = (await ctx.api.api.user.profile.put({ profilePicture: png }, bearer(token ?? ''))).data?.profilePicture
    const linked = await profileOf(
      ctx,
      (await signInWith(ctx, fake, 'discord', fakeAccount({ email: input.email }))).token,
    )
    expect(linked.profilePicture).toBe(own ?? 'missing')
  })

  test('an unverified email never links, and creates nothing', async () => {
    const { input } = await signUp(ctx)
    for (const provider of ['google', 'discord'] as const) {
      const { error, token } = await signInWith(
        ctx,
        fake,
        provider,
        fakeAccount({ email: input.email, emailVerified: false }),
      )
      expect({ error, token }).toEqual({ error: `please_verify_your_email_with_${provider}_first`, token: null })
    }
    const [row] = await rowsWithEmail(input.email)
    expect(row).toMatchObject({ googleId: null, discordId: null })
    const fresh = fakeAccount({ emailVerified: false })
    expect((await signInWith(ctx, fake, 'discord', fresh)).error).toBe('please_verify_your_email_with_discord_first')
    expect(await rowsWithEmail(fresh.email ?? '')).toHaveLength(0)
  })

  test('an identity without an email is refused with a reason', async () => {
    const before = await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users)
    const { error } = await signInWith(ctx, fake, 'discord', fakeAccount({ email: null }))
    expect(error).toBe('your_discord_account_has_no_email_address')
    const after = await ctx.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users)
    expect(after[0]?.n).toBe(before[0]?.n ?? -1)
  })

  test('an email already linked to another Google account is refused', async () => {
    const first = fakeAccount()
    const owner = await profileOf(ctx, (await signInWith(ctx, fake, 'google', first)).token)
    const second = fakeAccount({ email: first.email })
    expect((await signInWith(ctx, fake, 'google', second)).error).toBe('email_already_linked_to_another_google_account')
    const [row] = await rowsWithEmail(first.email ?? '')
    expect(row).toMatchObject({ id: owner._id, googleId: first.id })
  })
})
