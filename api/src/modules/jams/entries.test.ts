import { describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { createGame, signUpMaker, uploadBuild } from '../../../test/games'
import { createJam, moveJam } from '../../../test/jams'
import { bearer, setupApp, signUpAdmin, type TestContext } from '../../../test/support'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
type Maker = Awaited<ReturnType<typeof signUpMaker>>

const join = (jamId: string, maker: Maker) => ctx.api.api.jams({ id: jamId }).join.post(undefined, bearer(maker.token))
const enter = (jamId: string, maker: Maker, gameId: string) =>
  ctx.api.api.jams({ id: jamId }).entries.post({ gameId }, bearer(maker.token))
const entries = async (jamId: string) => (await ctx.api.api.jams({ id: jamId }).entries.get()).data ?? []

/** Credits `who` on the game, accepted. */
async function credit(c: TestContext, owner: Maker, gameId: string, who: Maker) {
  await c.api.api.games({ id: gameId }).credits.post({ username: who.user.username, role: 'Art' }, bearer(owner.token))
  await c.api.api.games({ id: gameId }).credits.accept.post(undefined, bearer(who.token))
}

/** A running jam, a maker who joined it and a game made during it. */
async function running(overrides: Parameters<typeof createJam>[2] = {}) {
  const jam = await createJam(ctx, admin.token, { theme: 'Secret Theme', ...overrides })
  const maker = await signUpMaker(ctx)
  await join(jam._id, maker)
  await moveJam(ctx, jam._id, 'running')
  const game = await createGame(ctx, maker.token, 'Jam Game')
  return { jam, maker, game }
}

describe('entries', () => {
  test('an accepted maker enters a game made during the jam: 201, the entry, the counts, the game’s jam', async () => {
    const { jam, maker, game } = await running()
    const build = await uploadBuild(ctx, maker.token, game._id)
    const entered = await enter(jam._id, maker, game._id)
    expect(entered.status).toBe(201)
    expect(entered.data).toMatchObject({
      game: { _id: game._id, title: 'Jam Game' },
      members: [{ userId: maker.user._id, username: maker.user.username }],
      buildId: build.data?.build._id,
      ratingsReceived: 0,
      ratingsGiven: 0,
    })
    expect(entered.data?.game.jam).toEqual({ _id: jam._id, slug: jam.slug, title: jam.title })
    expect((await ctx.api.api.games({ id: game._id }).get(bearer(maker.token))).data?.jam?._id).toBe(jam._id)
    expect((await entries(jam._id)).map((entry) => entry._id)).toEqual([entered.data?._id ?? ''])
    expect((await ctx.api.api.jams({ id: jam._id }).get()).data?.counts).toEqual({
      entrants: 1,
      entries: 1,
      ratings: 0,
      themeIdeas: 0,
    })
    // Entered once: again here, or in another jam, is 409.
    expect((await enter(jam._id, maker, game._id)).error?.status).toBe(409)
  })

  test('refused with 422 and a message: made before the jam, a member not joined, too many, already on an entry', async () => {
    const early = await signUpMaker(ctx)
    const old = await createGame(ctx, early.token, 'Old Game')
    await ctx.database.db.execute(sql`update games set created_at = now() - interval '2 days' where id = ${old._id}`)
    const { jam, maker, game } = await running({ maxTeamSize: 2 })
    await join(jam._id, early)
    const made = await enter(jam._id, early, old._id)
    expect(made.error?.status).toBe(422)
    expect(made.error?.value).toMatchObject({ message: expect.stringMatching(/made before the jam/) })

    const outsider = await signUpMaker(ctx)
    await credit(ctx, maker, game._id, outsider)
    const notJoined = await enter(jam._id, maker, game._id)
    expect(notJoined.error?.value).toMatchObject({ message: expect.stringMatching(/join the jam/) })
    await join(jam._id, outsider)

    const third = await signUpMaker(ctx)
    await join(jam._id, third)
    await credit(ctx, maker, game._id, third)
    const big = await enter(jam._id, maker, game._id)
    expect(big.error?.status).toBe(422)
    expect(big.error?.value).toMatchObject({ message: expect.stringMatching(/maxTeamSize/) })
    await ctx.api.api.games({ id: game._id }).credits({ userId: third.user._id }).delete(undefined, bearer(maker.token))
    expect((await enter(jam._id, maker, game._id)).status).toBe(201)

    const second = await createGame(ctx, outsider.token, 'Second Game')
    const twice = await enter(jam._id, outsider, second._id)
    expect(twice.error?.status).toBe(422)
    expect(twice.error?.value).toMatchObject({ message: expect.stringMatching(/another entry/) })
    // A member on an entry cannot leave the jam.
    expect((await ctx.api.api.jams({ id: jam._id }).join.delete(undefined, bearer(outsider.token))).error?.status).toBe(
      409,
    )
  })

  test('only an accepted maker enters (403); an unknown game or jam is 404', async () => {
    const { jam, game } = await running()
    const stranger = await signUpMaker(ctx)
    await join(jam._id, stranger)
    expect((await enter(jam._id, stranger, game._id)).error?.status).toBe(403)
    expect((await enter(jam._id, stranger, crypto.randomUUID())).error?.status).toBe(404)
    expect((await enter(crypto.randomUUID(), stranger, game._id)).error?.status).toBe(404)
    expect((await ctx.api.api.jams({ id: jam._id }).entries.post({ gameId: game._id })).error?.status).toBe(401)
  })

  test('entries open at startsAt and close at the end of grace: 409 before and after; grace still takes them', async () => {
    const jam = await createJam(ctx, admin.token, { theme: 'Secret Theme' })
    const maker = await signUpMaker(ctx)
    await join(jam._id, maker)
    const game = await createGame(ctx, maker.token, 'Early Bird')
    // Made "during" the jam once it is moved back to start before the game was made.
    await ctx.database.db.execute(sql`update games set created_at = now() + interval '2 hours' where id = ${game._id}`)
    const early = await enter(jam._id, maker, game._id)
    expect(early.error?.status).toBe(409)
    const before = await ctx.request(`/api/jams/${jam._id}/entries`)
    expect(before.headers.get('cache-control')).toBe('no-store')
    expect(await before.text()).not.toContain('Secret Theme')
    await moveJam(ctx, jam._id, 'voting')
    expect((await enter(jam._id, maker, game._id)).error?.status).toBe(409)
    await moveJam(ctx, jam._id, 'grace')
    await ctx.database.db.execute(sql`update games set created_at = now() where id = ${game._id}`)
    const entered = await enter(jam._id, maker, game._id)
    expect(entered.status).toBe(201)
    await moveJam(ctx, jam._id, 'voting')
    const late = await ctx.api.api
      .jams({ id: jam._id })
      .entries({ entryId: entered.data?._id ?? '' })
      .delete(undefined, bearer(maker.token))
    expect(late.error?.status).toBe(409)
  })

  test('withdrawing before the end of grace: its makers or an admin; others 403', async () => {
    const { jam, maker, game } = await running()
    const entry = (await enter(jam._id, maker, game._id)).data!
    const withdraw = (token: string) =>
      ctx.api.api.jams({ id: jam._id }).entries({ entryId: entry._id }).delete(undefined, bearer(token))
    expect((await withdraw((await signUpMaker(ctx)).token)).error?.status).toBe(403)
    expect((await withdraw(maker.token)).data).toEqual({ message: 'Entry withdrawn' })
    expect((await withdraw(maker.token)).error?.status).toBe(404)
    expect(await entries(jam._id)).toEqual([])
    expect((await ctx.api.api.jams({ id: jam._id }).get()).data?.counts.entries).toBe(0)
    // Entered again, an admin may withdraw it too.
    const again = (await enter(jam._id, maker, game._id)).data!
    const byAdmin = await ctx.api.api
      .jams({ id: jam._id })
      .entries({ entryId: again._id })
      .delete(undefined, bearer(admin.token))
    expect(byAdmin.status).toBe(200)
  })

  test('the build follows the game until the end of grace, then stays: later builds never change buildId', async () => {
    const { jam, maker, game } = await running()
    const entry = (await enter(jam._id, maker, game._id)).data!
    expect(entry.buildId).toBeNull()
    const during = await uploadBuild(ctx, maker.token, game._id)
    const afterDuring = (await entries(jam._id))[0]
    expect(afterDuring?.buildId).toBe(during.data?.build._id ?? 'missing')
    await moveJam(ctx, jam._id, 'grace')
    const inGrace = await uploadBuild(ctx, maker.token, game._id)
    expect((await entries(jam._id))[0]?.buildId).toBe(inGrace.data?.build._id ?? 'missing')
    await moveJam(ctx, jam._id, 'voting')
    const postJam = await uploadBuild(ctx, maker.token, game._id)
    expect(postJam.status).toBe(201)
    const frozen = (await entries(jam._id))[0]
    expect(frozen?.buildId).toBe(inGrace.data?.build._id ?? 'missing')
    expect(frozen?.game.build?._id).toBe(postJam.data?.build._id ?? 'missing')
    await moveJam(ctx, jam._id, 'results')
    await uploadBuild(ctx, maker.token, game._id)
    expect((await entries(jam._id))[0]?.buildId).toBe(inGrace.data?.build._id ?? 'missing')
  })

  test('counts: a rater counts once per entry whatever the categories; ratingsReceived and ratingsGiven', async () => {
    const { jam, maker, game } = await running()
    const other = await signUpMaker(ctx)
    await join(jam._id, other)
    const otherGame = await createGame(ctx, other.token, 'Other Game')
    const a = (await enter(jam._id, maker, game._id)).data!
    const b = (await enter(jam._id, other, otherGame._id)).data!
    await moveJam(ctx, jam._id, 'voting')
    for (const category of ['Overall', 'Fun'])
      await ctx.database.db.execute(sql`insert into jam_ratings (jam_id, entry_id, rater_id, rater_entry_id, category, score)
        values (${jam._id}, ${b._id}, ${maker.user._id}, ${a._id}, ${category}, 4)`)
    expect((await ctx.api.api.jams({ id: jam._id }).get()).data?.counts).toEqual({
      entrants: 2,
      entries: 2,
      ratings: 1,
      themeIdeas: 0,
    })
    const listed = await entries(jam._id)
    expect(listed.find((entry) => entry._id === a._id)).toMatchObject({ ratingsReceived: 0, ratingsGiven: 1 })
    expect(listed.find((entry) => entry._id === b._id)).toMatchObject({ ratingsReceived: 1, ratingsGiven: 0 })
  })
})
