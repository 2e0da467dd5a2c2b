/**
 * Rating (docs/jams.md#rating): who may rate what and when, the scores a rating needs, replacing
 * on a second rating, the constraints under a direct insert, and 100 concurrent ratings.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq, sql } from 'drizzle-orm'
import { allScores, insertEntry, jamWithTeams, moveJamTo } from '../../../test/jam-fixtures'
import { bearer, insertMembers, onPostgres, setupApp, tally } from '../../../test/support'
import { jamRatings, jams } from '../../db/schema'
import { NO_BUILD, NO_ENTRY, OWN_ENTRY } from './ratings'

const ctx = await setupApp()
const db = ctx.database.db

const rate = (token: string, jamId: string, entryId: string, scores: Record<string, unknown>) =>
  ctx.api.api
    .jams({ id: jamId })
    .entries({ entryId })
    .ratings.put({ scores } as never, bearer(token))

/** True when the database refuses the statement. */
const refused = async (statement: PromiseLike<unknown>) => {
  try {
    await statement
    return false
  } catch {
    return true
  }
}

const rowsOf = (raterId: string, entryId: string) =>
  db
    .select({ category: jamRatings.category, score: jamRatings.score })
    .from(jamRatings)
    .where(and(eq(jamRatings.raterId, raterId), eq(jamRatings.entryId, entryId)))
    .orderBy(jamRatings.category)

describe('who may rate what', () => {
  test('a member of another entry rates every category; rating again replaces every score', async () => {
    const { jam, entries } = await jamWithTeams(ctx, [2, 1])
    const [a, b] = entries as [(typeof entries)[0], (typeof entries)[0]]
    const rater = a.members[1]!
    const first = await rate(rater.token, jam.id, b.entryId, { Overall: 4, Fun: 2 })
    expect(first.status).toBe(200)
    expect(first.data).toMatchObject({ entryId: b.entryId, scores: { Overall: 4, Fun: 2 } })
    expect(await rowsOf(rater.user._id, b.entryId)).toEqual([
      { category: 'Fun', score: 2 },
      { category: 'Overall', score: 4 },
    ])
    expect((await rate(rater.token, jam.id, b.entryId, { Overall: 1, Fun: 5 })).status).toBe(200)
    expect(await rowsOf(rater.user._id, b.entryId)).toEqual([
      { category: 'Fun', score: 5 },
      { category: 'Overall', score: 1 },
    ])
  })

  test("one's own entry is 403; without an entry, 403", async () => {
    const { jam, entries } = await jamWithTeams(ctx, [2, 1])
    const own = await rate(entries[0]!.members[0]!.token, jam.id, entries[0]!.entryId, allScores(['Overall', 'Fun'], 3))
    expect(own.status).toBe(403)
    expect(own.error?.value).toEqual({ message: OWN_ENTRY })
    const [outsider] = await insertMembers(ctx, 1)
    const none = await rate(outsider!.token, jam.id, entries[1]!.entryId, allScores(['Overall', 'Fun'], 3))
    expect(none.status).toBe(403)
    expect(none.error?.value).toEqual({ message: NO_ENTRY })
  })

  test('an entry without a build cannot be rated, and its members cannot rate', async () => {
    const { jam, entries } = await jamWithTeams(ctx, [1, 1], { withoutBuild: [1] })
    const [built, unbuilt] = entries as [(typeof entries)[0], (typeof entries)[0]]
    const scores = allScores(['Overall', 'Fun'], 3)
    const toUnbuilt = await rate(built.members[0]!.token, jam.id, unbuilt.entryId, scores)
    expect(toUnbuilt.status).toBe(403)
    expect(toUnbuilt.error?.value).toEqual({ message: NO_BUILD })
    const fromUnbuilt = await rate(unbuilt.members[0]!.token, jam.id, built.entryId, scores)
    expect(fromUnbuilt.status).toBe(403)
    expect(fromUnbuilt.error?.value).toEqual({ message: NO_ENTRY })
    expect(await db.$count(jamRatings, eq(jamRatings.jamId, jam.id))).toBe(0)
  })

  test('outside voting: 409, before (grace) and after (results)', async () => {
    const { jam, entries } = await jamWithTeams(ctx, [1, 1], { phase: 'grace' })
    const send = () =>
      rate(entries[0]!.members[0]!.token, jam.id, entries[1]!.entryId, allScores(['Overall', 'Fun'], 3))
    const before = await send()
    expect(before.status).toBe(409)
    expect(before.error?.value.message).toStartWith('Rating is open during voting only')
    await moveJamTo(db, jam.id, 'voting')
    expect((await send()).status).toBe(200)
    await moveJamTo(db, jam.id, 'results')
    expect((await send()).status).toBe(409)
  })

  test('unknown, deleted or malformed jams and entries are 404', async () => {
    const { jam, entries } = await jamWithTeams(ctx, [1, 1])
    const { jam: other, entries: others } = await jamWithTeams(ctx, [1])
    const token = entries[0]!.members[0]!.token
    const scores = allScores(['Overall', 'Fun'], 3)
    expect((await rate(token, 'nope', entries[1]!.entryId, scores)).error?.value).toEqual({ message: 'Jam not found' })
    expect((await rate(token, crypto.randomUUID(), entries[1]!.entryId, scores)).status).toBe(404)
    expect((await rate(token, jam.id, 'nope', scores)).error?.value).toEqual({ message: 'Entry not found' })
    // An entry of another jam is not an entry of this one.
    expect((await rate(token, jam.id, others[0]!.entryId, scores)).status).toBe(404)
    await db.update(jams).set({ deletedAt: new Date() }).where(eq(jams.id, jam.id))
    expect((await rate(token, jam.id, entries[1]!.entryId, scores)).status).toBe(404)
    expect(other.id).not.toBe(jam.id)
  })
})

describe('the scores', () => {
  test('every category is needed, unknown ones are refused, each a whole number from 1 to 5: 422', async () => {
    const { jam, entries } = await jamWithTeams(ctx, [1, 1])
    const send = (scores: Record<string, unknown>) =>
      rate(entries[0]!.members[0]!.token, jam.id, entries[1]!.entryId, scores)
    const missing = await send({ Overall: 3 })
    expect(missing.status).toBe(422)
    expect(missing.error?.value.message).toBe('scores: a score from 1 to 5 is needed for Fun')
    const unknown = await send({ Overall: 3, Fun: 3, Audio: 2 })
    expect(unknown.status).toBe(422)
    expect(unknown.error?.value.message).toContain('"Audio" is not a category of this jam')
    for (const bad of [0, 6, 2.5, 'x', null]) {
      const answer = await send({ Overall: bad, Fun: 3 })
      expect([bad, answer.status]).toEqual([bad, 422])
      expect(answer.error?.value.message).toBe('scores: each score is a whole number from 1 to 5')
    }
    expect((await send({})).status).toBe(422)
    expect(await db.$count(jamRatings, eq(jamRatings.jamId, jam.id))).toBe(0)
  })
})

describe('the constraints hold under a direct insert', () => {
  test("a rating of one's own entry, or by someone not in the rater entry, is refused by the database", async () => {
    const { jam, entries } = await jamWithTeams(ctx, [1, 1])
    const [a, b] = entries as [(typeof entries)[0], (typeof entries)[0]]
    const row = { jamId: jam.id, raterId: a.members[0]!.user._id, category: 'Overall', score: 3 }
    expect(await refused(db.insert(jamRatings).values({ ...row, entryId: a.entryId, raterEntryId: a.entryId }))).toBe(
      true,
    )
    // Claiming to rate as a member of b (not true) breaks the composite key into jam_entry_members.
    expect(await refused(db.insert(jamRatings).values({ ...row, entryId: a.entryId, raterEntryId: b.entryId }))).toBe(
      true,
    )
    expect(
      await refused(db.insert(jamRatings).values({ ...row, entryId: b.entryId, raterEntryId: a.entryId, score: 6 })),
    ).toBe(true)
    await db.insert(jamRatings).values({ ...row, entryId: b.entryId, raterEntryId: a.entryId })
    expect(await db.$count(jamRatings, eq(jamRatings.jamId, jam.id))).toBe(1)
  })

  test('an entry of another jam is refused too', async () => {
    const { jam, entries } = await jamWithTeams(ctx, [1])
    const stranger = await insertEntry(db, jam.id, [])
    const elsewhere = await jamWithTeams(ctx, [1])
    const row = {
      jamId: jam.id,
      raterId: entries[0]!.members[0]!.user._id,
      raterEntryId: entries[0]!.entryId,
      category: 'Overall',
      score: 3,
    }
    expect(await refused(db.insert(jamRatings).values({ ...row, entryId: elsewhere.entries[0]!.entryId }))).toBe(true)
    await db.insert(jamRatings).values({ ...row, entryId: stranger.entryId })
  })
})

describe('100 concurrent ratings', () => {
  test('leave one row per rater, entry and category, each pair from one request', async () => {
    // 10 raters (one entry each) rate the same entry 10 times each, all at once, with scores 1..5.
    const { jam, entries } = await jamWithTeams(ctx, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    const [target, ...raters] = entries
    const started = performance.now()
    const answers = await Promise.all(
      raters.flatMap((rater) =>
        Array.from({ length: 10 }, (_, i) =>
          rate(rater.members[0]!.token, jam.id, target!.entryId, allScores(['Overall', 'Fun'], (i % 5) + 1)),
        ),
      ),
    )
    const seconds = (performance.now() - started) / 1000
    console.log(
      `100 concurrent ratings on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${(100 / seconds).toFixed(0)} ratings/s`,
    )
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 100 })
    const rows = await db
      .select({
        rater: jamRatings.raterId,
        n: sql<number>`count(*)::int`,
        scores: sql<number>`count(distinct ${jamRatings.score})::int`,
      })
      .from(jamRatings)
      .where(eq(jamRatings.entryId, target!.entryId))
      .groupBy(jamRatings.raterId)
    expect(rows.length).toBe(10)
    // Two categories each, and both rows written by the same request (the same score in both).
    for (const row of rows) expect([row.n, row.scores]).toEqual([2, 1])
  })
})
