/**
 * The rules of jams hold whatever the concurrency (docs/jams.md): requests at the same moment, then
 * the rows counted. On PostgreSQL they run in parallel on a pool; on PGlite they interleave on one.
 */
import { describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { createGame, signUpMaker } from '../../../test/games'
import { createJam, moveJam } from '../../../test/jams'
import { bearer, setupApp, signUpAdmin, tally } from '../../../test/support'
import { rowsOf } from '../../db/sql-helpers'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const PARALLEL = 10

const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await ctx.database.db.execute(query))[0]?.n)

describe('jams under concurrency', () => {
  test(`${PARALLEL} joins at once by one person: one 201, the rest 409, one row`, async () => {
    const jam = await createJam(ctx, admin.token)
    const maker = await signUpMaker(ctx)
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        ctx.api.api.jams({ id: jam._id }).join.post(undefined, bearer(maker.token)),
      ),
    )
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 1, 409: PARALLEL - 1 })
    expect(await count(sql`select count(*)::int as n from jam_entrants where jam_id = ${jam._id}`)).toBe(1)
  })

  test(`${PARALLEL} theme ideas at once by one person: three kept, never a fourth`, async () => {
    const jam = await createJam(ctx, admin.token, { themeVoting: true })
    const maker = await signUpMaker(ctx)
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        ctx.api.api.jams({ id: jam._id }).themes.post({ text: `Idea ${i}` }, bearer(maker.token)),
      ),
    )
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 3, 422: PARALLEL - 3 })
    expect(await count(sql`select count(*)::int as n from jam_themes where jam_id = ${jam._id}`)).toBe(3)
  })

  test('two games sharing a maker entered at once: one entry, the other 422; one entry per person', async () => {
    const jam = await createJam(ctx, admin.token)
    const [a, b, shared] = await Promise.all([signUpMaker(ctx), signUpMaker(ctx), signUpMaker(ctx)])
    for (const who of [a, b, shared]) await ctx.api.api.jams({ id: jam._id }).join.post(undefined, bearer(who.token))
    await moveJam(ctx, jam._id, 'running')
    const games = [await createGame(ctx, a.token, 'One'), await createGame(ctx, b.token, 'Two')]
    for (const [owner, game] of [
      [a, games[0]],
      [b, games[1]],
    ] as const) {
      await ctx.api.api
        .games({ id: game!._id })
        .credits.post({ username: shared.user.username, role: 'Art' }, bearer(owner.token))
      await ctx.api.api.games({ id: game!._id }).credits.accept.post(undefined, bearer(shared.token))
    }
    const results = await Promise.all([
      ctx.api.api.jams({ id: jam._id }).entries.post({ gameId: games[0]!._id }, bearer(a.token)),
      ctx.api.api.jams({ id: jam._id }).entries.post({ gameId: games[1]!._id }, bearer(b.token)),
    ])
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 1, 422: 1 })
    expect(await count(sql`select count(*)::int as n from jam_entries where jam_id = ${jam._id}`)).toBe(1)
    expect(
      await count(
        sql`select count(*)::int as n from jam_entry_members where jam_id = ${jam._id} and user_id = ${shared.user._id}`,
      ),
    ).toBe(1)
  })
})
