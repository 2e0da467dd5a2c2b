/** The EXP ledger in the open (docs/api.md#exp-ledger): history, adjustments, and their limits. */
import { describe, expect, test } from 'bun:test'
import { tableFingerprints } from '../../../test/db-checks'
import { entriesOf, registerAs, unregisterAs } from '../../../test/roster'
import { bearer, createEvent, insertMembers, setupApp, signUp, signUpAdmin } from '../../../test/support'
import { EXP_MAX } from '../../shared/constants'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const db = ctx.database.db

const adjust = (userId: string, body: unknown, token = admin.token) =>
  ctx.request(`/api/admin/users/${encodeURIComponent(userId)}/exp-adjustments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const history = (token: string) => ctx.api.api.user['exp-history'].get(bearer(token))

describe('GET /api/user/exp-history', () => {
  test('every entry newest first, with reason, event, note and author; the amounts add up to exp', async () => {
    const { token, user } = await signUp(ctx)
    const jam = await createEvent(ctx, admin.token, { name: 'Spring Jam', pointsAwarded: 100 })
    const talk = await createEvent(ctx, admin.token, { name: 'Shader Talk', pointsAwarded: 30 })
    await registerAs(ctx, jam._id, token)
    await registerAs(ctx, talk._id, token)
    await unregisterAs(ctx, talk._id, token)
    expect((await adjust(user._id, { amount: 25, note: '  Helped run the jam  ' })).status).toBe(201)
    const { status, data } = await history(token)
    expect(status).toBe(200)
    expect(data).toEqual([
      {
        _id: expect.any(String),
        amount: 25,
        reason: 'adjustment',
        note: 'Helped run the jam',
        event: null,
        jam: null,
        createdBy: { _id: admin.user._id, username: admin.user.username },
        createdAt: expect.stringMatching(/Z$/),
      },
      expect.objectContaining({ amount: -30, reason: 'unregistration', event: { _id: talk._id, name: 'Shader Talk' } }),
      expect.objectContaining({ amount: 30, reason: 'event_registration', note: null, createdBy: null }),
      expect.objectContaining({
        amount: 100,
        reason: 'event_registration',
        event: { _id: jam._id, name: 'Spring Jam' },
      }),
    ])
    const exp = (await ctx.api.api.user.profile.get(bearer(token))).data?.exp
    expect(data?.reduce((total, entry) => total + entry.amount, 0)).toBe(exp!)
    expect(exp).toBe(125)
  })

  test('a deleted event still names its entries; a new member has an empty history; 401 signed out', async () => {
    const { token } = await signUp(ctx)
    const event = await createEvent(ctx, admin.token, { name: 'Gone later' })
    await registerAs(ctx, event._id, token)
    await ctx.api.api.events({ id: event._id }).delete(undefined, bearer(admin.token))
    expect((await history(token)).data?.[0]?.event).toEqual({ _id: event._id, name: 'Gone later' })
    expect((await history((await signUp(ctx)).token)).data).toEqual([])
    expect((await ctx.api.api.user['exp-history'].get()).status).toBe(401)
  })
})

describe('POST /api/admin/users/:id/exp-adjustments', () => {
  test('201 with the entry and the user; a negative adjustment down to exactly 0 is fine', async () => {
    const [member] = await insertMembers(ctx, 1)
    const up = await adjust(member!.user._id, { amount: 300, note: 'Won the showcase' })
    expect(up.status).toBe(201)
    expect(await up.json()).toMatchObject({
      entry: { amount: 300, reason: 'adjustment', note: 'Won the showcase', createdBy: { _id: admin.user._id } },
      user: { _id: member!.user._id, exp: 300, level: 3 },
    })
    const down = await adjust(member!.user._id, { amount: -300, note: 'Showcase result corrected' })
    expect(down.status).toBe(201)
    expect(((await down.json()) as { user: { exp: number } }).user.exp).toBe(0)
    expect(await entriesOf(ctx, member!.user._id)).toEqual([
      ['adjustment', 300],
      ['adjustment', -300],
    ])
  })

  test.each([
    [{ amount: 0, note: 'Nothing' }, 422, 'amount must be a whole number other than 0, from -1000000000 to 1000000000'],
    [{ amount: 1.5, note: 'Half' }, 422, 'amount must be a whole number other than 0'],
    [{ amount: 1_000_000_001, note: 'Too much' }, 422, 'amount must be a whole number other than 0'],
    [{ amount: -1_000_000_001, note: 'Too little' }, 422, 'amount must be a whole number other than 0'],
    [{ amount: '5', note: 'Text' }, 422, 'amount must be a number in JSON, not a string in quotes'],
    [{ amount: 5 }, 422, 'note is required: 1 to 200 characters saying why'],
    [{ amount: 5, note: '' }, 422, 'note is required: 1 to 200 characters saying why'],
    [{ amount: 5, note: '   ' }, 422, 'note is required: 1 to 200 characters saying why'],
    [{ amount: 5, note: 'x'.repeat(201) }, 422, 'note is required: 1 to 200 characters saying why'],
    [{ amount: -10, note: 'Below zero' }, 422, 'below 0 EXP: they have 0'],
  ])('%j → %i, nothing changed when refused', async (body, status, message) => {
    const [member] = await insertMembers(ctx, 1)
    const before = await tableFingerprints(db)
    const res = await adjust(member!.user._id, body)
    expect(res.status).toBe(status)
    if (message === null) return
    expect(((await res.json()) as { message: string }).message).toContain(message)
    expect(await tableFingerprints(db)).toEqual(before)
  })

  test('exp stays within 2^31 - 1: an adjustment past it is 422, and so is a registration', async () => {
    const [member] = await insertMembers(ctx, 1)
    for (const amount of [1_000_000_000, 1_000_000_000, EXP_MAX - 2_000_000_000])
      expect((await adjust(member!.user._id, { amount, note: 'Fill up' })).status).toBe(201)
    const before = await tableFingerprints(db)
    const past = await adjust(member!.user._id, { amount: 1, note: 'One more' })
    expect(past.status).toBe(422)
    expect(((await past.json()) as { message: string }).message).toContain('past the EXP maximum (2147483647)')
    const event = await createEvent(ctx, admin.token, { pointsAwarded: 5 })
    const beforeRegistering = await tableFingerprints(db)
    const registered = await registerAs(ctx, event._id, member!.token)
    expect(registered.status).toBe(422)
    expect(registered.error?.value).toEqual({
      message: 'Your EXP is at its maximum (2147483647), so this event cannot add to it',
    })
    expect(await tableFingerprints(db)).toEqual(beforeRegistering)
    expect(before.users).toBe(beforeRegistering.users)
  })

  test('404 for an unknown or malformed user, 403 for a member, 401 signed out; nothing changed', async () => {
    const [member] = await insertMembers(ctx, 1)
    const before = await tableFingerprints(db)
    for (const id of [crypto.randomUUID(), 'abc', "1' or '1'='1"]) {
      const res = await adjust(id, { amount: 5, note: 'Ghost' })
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'User not found' })
    }
    expect((await adjust(member!.user._id, { amount: 5, note: 'Self-service' }, member!.token)).status).toBe(403)
    const signedOut = await ctx.request(`/api/admin/users/${member!.user._id}/exp-adjustments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 5, note: 'Anonymous' }),
    })
    expect(signedOut.status).toBe(401)
    expect(await tableFingerprints(db)).toEqual(before)
  })
})

describe('GET /api/admin/users/:id/exp-history', () => {
  test("an admin sees a user's ledger; 404 unknown user; 403 for a member", async () => {
    const { token, user } = await signUp(ctx)
    await adjust(user._id, { amount: 12, note: 'Bug report' })
    const seen = await ctx.api.api.admin.users({ id: user._id })['exp-history'].get(bearer(admin.token))
    expect(seen.status).toBe(200)
    expect(seen.data).toEqual((await history(token)).data!)
    expect(seen.data?.map((entry) => entry.note)).toEqual(['Bug report'])
    const unknown = await ctx.api.api.admin.users({ id: crypto.randomUUID() })['exp-history'].get(bearer(admin.token))
    expect(unknown.status).toBe(404)
    expect((await ctx.api.api.admin.users({ id: user._id })['exp-history'].get(bearer(token))).status).toBe(403)
  })
})
