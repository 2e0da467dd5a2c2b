import { describe, expect, test } from 'bun:test'
import { signUpMaker } from '../../../test/games'
import { createJam, moveJam } from '../../../test/jams'
import { bearer, setupApp, signUp, signUpAdmin } from '../../../test/support'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)

const join = (jamId: string, token: string) => ctx.api.api.jams({ id: jamId }).join.post(undefined, bearer(token))
const leave = (jamId: string, token: string) => ctx.api.api.jams({ id: jamId }).join.delete(undefined, bearer(token))
const post = (jamId: string, token: string, message = 'Pixel artist, 2D') =>
  ctx.api.api
    .jams({ id: jamId })
    ['team-posts'].mine.put({ skills: ['Art', ' Art ', 'Pixel'], lookingFor: ['Code'], message }, bearer(token))

describe('taking part', () => {
  test('a verified member joins (201, the jam with its count); the entrants are listed; twice is 409', async () => {
    const jam = await createJam(ctx, admin.token, { theme: 'Hidden Theme' })
    const maker = await signUpMaker(ctx)
    const joined = await join(jam._id, maker.token)
    expect(joined.status).toBe(201)
    expect(joined.data).toMatchObject({ _id: jam._id, theme: null, counts: { entrants: 1, entries: 0, ratings: 0 } })
    expect(JSON.stringify(joined.data)).not.toContain('Hidden Theme')
    expect((await join(jam._id, maker.token)).error?.status).toBe(409)
    const entrants = (await ctx.api.api.jams({ id: jam._id }).entrants.get()).data
    expect(entrants).toEqual([
      { userId: maker.user._id, username: maker.user.username, profilePicture: null, joinedAt: expect.any(String) },
    ])
    await moveJam(ctx, jam._id, 'running')
    const other = await signUpMaker(ctx)
    expect((await join(jam._id, other.token)).data?.theme).toBe('Hidden Theme')
  })

  test('signed out 401, unverified 403, unknown jam 404, after grace 409', async () => {
    const jam = await createJam(ctx, admin.token)
    expect((await ctx.api.api.jams({ id: jam._id }).join.post()).error?.status).toBe(401)
    expect((await join(jam._id, (await signUp(ctx)).token)).error?.status).toBe(403)
    const maker = await signUpMaker(ctx)
    expect((await join(crypto.randomUUID(), maker.token)).error?.status).toBe(404)
    expect((await join('nope', maker.token)).error?.status).toBe(404)
    await moveJam(ctx, jam._id, 'grace')
    expect((await join(jam._id, maker.token)).status).toBe(201)
    await moveJam(ctx, jam._id, 'voting')
    const late = await join(jam._id, (await signUpMaker(ctx)).token)
    expect(late.error?.status).toBe(409)
    expect((await leave(jam._id, maker.token)).error?.status).toBe(409)
    expect((await ctx.api.api.jams({ id: jam._id }).get()).data?.counts.entrants).toBe(1)
  })

  test('leaving: 404 when not joined; it removes the team post', async () => {
    const jam = await createJam(ctx, admin.token)
    const maker = await signUpMaker(ctx)
    expect((await leave(jam._id, maker.token)).error?.status).toBe(404)
    await join(jam._id, maker.token)
    await post(jam._id, maker.token)
    expect((await leave(jam._id, maker.token)).data).toEqual({ message: 'You left the jam' })
    expect((await ctx.api.api.jams({ id: jam._id }).entrants.get()).data).toEqual([])
    expect((await ctx.api.api.jams({ id: jam._id })['team-posts'].get()).data).toEqual([])
  })

  test('the team board: one post per person, entrants only, replaced by the next PUT, removed by DELETE', async () => {
    const jam = await createJam(ctx, admin.token)
    const maker = await signUpMaker(ctx)
    const before = await post(jam._id, maker.token)
    expect(before.error?.status).toBe(422)
    expect(before.error?.value).toMatchObject({ message: expect.stringMatching(/Join/) })
    await join(jam._id, maker.token)
    const first = await post(jam._id, maker.token)
    expect(first.data).toMatchObject({
      userId: maker.user._id,
      username: maker.user.username,
      skills: ['Art', 'Pixel'],
      lookingFor: ['Code'],
      message: 'Pixel artist, 2D',
    })
    await post(jam._id, maker.token, 'Now with sound')
    const board = (await ctx.api.api.jams({ id: jam._id })['team-posts'].get()).data ?? []
    expect(board.map((one) => one.message)).toEqual(['Now with sound'])
    const tooMany = await ctx.api.api
      .jams({ id: jam._id })
      ['team-posts'].mine.put(
        { skills: Array.from({ length: 11 }, (_, i) => `s${i}`), lookingFor: [], message: '' },
        bearer(maker.token),
      )
    expect(tooMany.error?.status).toBe(422)
    expect(
      (await ctx.api.api.jams({ id: jam._id })['team-posts'].mine.delete(undefined, bearer(maker.token))).status,
    ).toBe(200)
    expect(
      (await ctx.api.api.jams({ id: jam._id })['team-posts'].mine.delete(undefined, bearer(maker.token))).error?.status,
    ).toBe(404)
    await moveJam(ctx, jam._id, 'voting')
    expect((await post(jam._id, maker.token)).error?.status).toBe(409)
  })
})
