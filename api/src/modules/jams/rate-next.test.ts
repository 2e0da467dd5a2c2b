/**
 * GET /api/jams/:id/rate-next (docs/jams.md#rating): what it offers, in which order, and that
 * raters who follow it spread their ratings over the entries; and the admin's ratings CSV.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq, sql } from 'drizzle-orm'
import { allScores, jamWithTeams, moveJamTo } from '../../../test/jam-fixtures'
import { bearer, insertMembers, setupApp, signUpAdmin } from '../../../test/support'
import { games, jamRatings } from '../../db/schema'

const ctx = await setupApp()
const db = ctx.database.db
const admin = await signUpAdmin(ctx)

const next = (token: string, jamId: string) => ctx.api.api.jams({ id: jamId })['rate-next'].get(bearer(token))
const rate = (token: string, jamId: string, entryId: string, score = 3) =>
  ctx.api.api
    .jams({ id: jamId })
    .entries({ entryId })
    .ratings.put({ scores: allScores(['Overall', 'Fun'], score) }, bearer(token))

describe('what is offered', () => {
  test('the least rated first, never one’s own, a rated one or one without a build; five at most', async () => {
    // e0..e6 with a build, e7 without; e1 is rated by two people, e2 by one.
    const { jam, entries } = await jamWithTeams(ctx, [1, 1, 1, 1, 1, 1, 1, 1], { withoutBuild: [7] })
    const e = entries.map((entry) => entry.entryId)
    const token = (i: number) => entries[i]!.members[0]!.token
    await rate(token(2), jam.id, e[1]!)
    await rate(token(3), jam.id, e[1]!)
    await rate(token(3), jam.id, e[2]!)
    const first = (await next(token(0), jam.id)).data!
    expect(first.length).toBe(5)
    expect(new Set(first.slice(0, 4).map((row) => row.entryId))).toEqual(new Set([e[3]!, e[4]!, e[5]!, e[6]!]))
    expect(first[4]).toMatchObject({ entryId: e[2]!, ratings: 1 })
    expect(first.slice(0, 4).every((row) => row.ratings === 0)).toBe(true)
    expect(first[0]!.game.title).toStartWith('Jam game')
    // Once e0's member rated e3, e3 is not offered again, and e1 (2 ratings) comes last.
    await rate(token(0), jam.id, e[3]!)
    const second = (await next(token(0), jam.id)).data!
    expect(second.map((row) => row.entryId)).not.toContain(e[3]!)
    expect(second.slice(3).map((row) => [row.entryId, row.ratings])).toEqual([
      [e[2]!, 1],
      [e[1]!, 2],
    ])
    expect(second.map((row) => row.entryId)).not.toContain(e[0]!)
    expect(second.map((row) => row.entryId)).not.toContain(e[7]!)
  })

  test('403 without an entry with a build; 409 outside voting', async () => {
    const { jam, entries } = await jamWithTeams(ctx, [1, 1], { withoutBuild: [1] })
    const [outsider] = await insertMembers(ctx, 1)
    expect((await next(outsider!.token, jam.id)).status).toBe(403)
    expect((await next(entries[1]!.members[0]!.token, jam.id)).status).toBe(403)
    expect((await next(entries[0]!.members[0]!.token, jam.id)).status).toBe(200)
    await moveJamTo(db, jam.id, 'results')
    expect((await next(entries[0]!.members[0]!.token, jam.id)).status).toBe(409)
    expect((await next(entries[0]!.members[0]!.token, 'nope')).status).toBe(404)
  })
})

describe('the queue spreads ratings', () => {
  test('10 raters taking the first offer three times each: every entry gets 3 ratings, give or take', async () => {
    // Offered in id order instead, the first three entries would get 9 ratings and the last six none.
    const { jam, entries } = await jamWithTeams(
      ctx,
      Array.from({ length: 10 }, () => 1),
    )
    for (let round = 0; round < 3; round++)
      for (const entry of entries) {
        const token = entry.members[0]!.token
        const [first] = (await next(token, jam.id)).data!
        expect((await rate(token, jam.id, first!.entryId)).status).toBe(200)
      }
    const counts = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(jamRatings)
      .where(and(eq(jamRatings.jamId, jam.id), eq(jamRatings.category, 'Overall')))
      .groupBy(jamRatings.entryId)
    const known = counts.map((row) => Number(row.n))
    expect(known.reduce((sum, n) => sum + n, 0)).toBe(30)
    expect(known.length).toBe(10)
    expect(Math.max(...known) - Math.min(...known)).toBeLessThanOrEqual(2)
  })
})

describe('GET /api/jams/:id/ratings.csv', () => {
  test('every rating, one row per category, for the admin only', async () => {
    const { jam, entries } = await jamWithTeams(ctx, [1, 1])
    await rate(entries[0]!.members[0]!.token, jam.id, entries[1]!.entryId, 4)
    const res = await ctx.request(`/api/jams/${jam.id}/ratings.csv`, bearer(admin.token))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toStartWith('text/csv')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="ratings-${jam.slug}.csv"`)
    const bytes = new Uint8Array(await res.arrayBuffer())
    // A byte-order mark first, so that spreadsheets read UTF-8 (the decoder drops it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes).split('\r\n')
    expect(lines[0]).toBe('Rater,Entry,Category,Score,Rated at')
    const rater = entries[0]!.members[0]!.user.username
    const [game] = await db.select({ title: games.title }).from(games).where(eq(games.id, entries[1]!.gameId))
    expect(lines.slice(1, 3).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      `${rater},${game!.title},Fun,4`,
      `${rater},${game!.title},Overall,4`,
    ])
    // "26th November 2026, 6:30 pm IST": the club's clock, as the admin panel's files.
    expect(lines[1]).toMatch(/,"\d+(st|nd|rd|th) \w+ \d{4}, \d+:\d\d [ap]m [A-Z+\d:]+"$/)
    expect(lines.length).toBe(4)
    expect((await ctx.request(`/api/jams/${jam.id}/ratings.csv`, bearer(entries[0]!.members[0]!.token))).status).toBe(
      403,
    )
  })
})
