import { describe, expect, test } from 'bun:test'
import { bearer, createEvent, setupApp, signUp, signUpAdmin } from '../../../test/support'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const asAdmin = bearer(admin.token)
const get = (path: string, token = admin.token) => ctx.request(path, { headers: { authorization: `Bearer ${token}` } })

// Fixture: three members (two with a college), two events of different types, four registrations.
const ana = await signUp(ctx, { username: 'ana_real', email: 'ana@students.test' })
const bo = await signUp(ctx, { username: 'bo_builds', email: 'bo@students.test' })
const cy = await signUp(ctx, { username: 'cy.makes', email: 'cy@another.test' })
await ctx.api.api.user.profile.put({ college: 'Netaji Subhas University' }, bearer(bo.token))
await ctx.api.api.user.profile.put({ college: '100% Gaming Institute' }, bearer(ana.token))
const jam = await createEvent(ctx, admin.token, { name: 'Game Jam', type: 'Gameathon', pointsAwarded: 100 })
const talk = await createEvent(ctx, admin.token, { name: 'Talk', type: 'Speaker Session', pointsAwarded: 30 })
const untyped = await createEvent(ctx, admin.token, { name: 'Untyped', pointsAwarded: 5 })
for (const [who, event] of [
  [ana, jam],
  [bo, jam],
  [bo, talk],
  [cy, untyped],
] as const)
  await ctx.api.api.registrations({ eventId: event._id }).post(undefined, bearer(who.token))

describe('GET /api/admin/users', () => {
  test('pages through every user, newest first', async () => {
    const { status, data } = await ctx.api.api.admin.users.get({ ...asAdmin, query: { pageSize: 2 } })
    expect(status).toBe(200)
    expect(data).toMatchObject({ total: 4, page: 1, pageSize: 2 })
    expect(data?.items.map((u) => u.username)).toEqual(['cy.makes', 'bo_builds'])
    const second = await ctx.api.api.admin.users.get({ ...asAdmin, query: { pageSize: 2, page: 2 } })
    expect(second.data?.items.map((u) => u.username)).toEqual(['ana_real', 'club_admin'])
    expect(second.data?.items[1]?.role).toBe('admin')
    expect(JSON.stringify(second.data)).not.toContain('password')
  })

  test('searches username, email and college case-insensitively, with % and _ taken literally', async () => {
    const search = async (text: string) =>
      (await ctx.api.api.admin.users.get({ ...asAdmin, query: { search: text } })).data?.items.map((u) => u.username)
    expect(await search('ANA')).toEqual(['ana_real'])
    expect(await search('another.test')).toEqual(['cy.makes'])
    expect(await search('subhas')).toEqual(['bo_builds'])
    expect(await search('100%')).toEqual(['ana_real'])
    expect(await search('%')).toEqual(['ana_real'])
    expect(await search('o_b')).toEqual(['bo_builds'])
    expect(await search('a_a')).toEqual([]) // as a wildcard, _ would have matched "ana"
    expect(await search('nobody-like-this')).toEqual([])
  })

  test.each(['?page=0', '?pageSize=0', '?pageSize=101', '?page=abc', `?search=${'x'.repeat(101)}`])(
    '422 for %s',
    async (query) => {
      const res = await get(`/api/admin/users${query}`)
      expect(res.status).toBe(422)
      expect(((await res.json()) as { message: string }).message).toMatch(/page|search/)
    },
  )

  test('401 signed out, 403 for a member', async () => {
    expect((await ctx.api.api.admin.users.get()).status).toBe(401)
    expect((await ctx.api.api.admin.users.get(bearer(ana.token))).status).toBe(403)
  })
})

describe('GET /api/admin/registrations', () => {
  test('every registration joined with its user and event, newest first', async () => {
    const { status, data } = await ctx.api.api.admin.registrations.get(asAdmin)
    expect(status).toBe(200)
    expect(data?.total).toBe(4)
    expect(data?.items.map((r) => `${r.user.username}→${r.event.name}`)).toEqual([
      'cy.makes→Untyped',
      'bo_builds→Talk',
      'bo_builds→Game Jam',
      'ana_real→Game Jam',
    ])
    expect(data?.items[1]).toMatchObject({
      expAwarded: 30,
      user: { college: 'Netaji Subhas University', exp: 130, level: 2 },
      event: { _id: talk._id, type: 'Speaker Session', isDeleted: false },
    })
  })

  test('filters by event type and by event', async () => {
    const byType = await ctx.api.api.admin.registrations.get({ ...asAdmin, query: { type: 'Gameathon' } })
    expect(byType.data?.items.map((r) => r.user.username)).toEqual(['bo_builds', 'ana_real'])
    const byEvent = await ctx.api.api.admin.registrations.get({ ...asAdmin, query: { eventId: talk._id } })
    expect(byEvent.data?.items.map((r) => r.event.name)).toEqual(['Talk'])
    const malformed = await ctx.api.api.admin.registrations.get({ ...asAdmin, query: { eventId: 'nope' } })
    expect(malformed.data).toEqual({ items: [], total: 0, page: 1, pageSize: 20 })
  })

  test('shows registrations of deleted events as deleted', async () => {
    const gone = await createEvent(ctx, admin.token, { name: 'Cancelled' })
    await ctx.api.api.registrations({ eventId: gone._id }).post(undefined, bearer(cy.token))
    await ctx.api.api.events({ id: gone._id }).delete(undefined, asAdmin)
    const { data } = await ctx.api.api.admin.registrations.get({ ...asAdmin, query: { eventId: gone._id } })
    expect(data?.items[0]?.event).toMatchObject({ name: 'Cancelled', isDeleted: true })
  })

  test('422 for an unknown type; 401 signed out; 403 for a member', async () => {
    const res = await get('/api/admin/registrations?type=Party')
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      message: 'type must be one of Hackathon, Designathon, Gameathon, Game Tournament, Speaker Session, or null',
    })
    expect((await ctx.api.api.admin.registrations.get()).status).toBe(401)
    expect((await ctx.api.api.admin.registrations.get(bearer(bo.token))).status).toBe(403)
  })
})
