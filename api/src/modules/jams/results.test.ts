/**
 * Results (docs/jams.md#results-and-the-formula): the golden data set of scoring.test.ts rated
 * through the API and read back through it, the EXP paid with it (ties share a place, unranked
 * entries get none, entries without a build nothing), the snapshot never changing, and 20
 * concurrent first requests computing it once.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { jamWithTeams, moveJamTo } from '../../../test/jam-fixtures'
import { GOLDEN, GOLDEN_RESULTS } from '../../../test/jam-golden'
import { bearer, secondApp, setupApp, tally } from '../../../test/support'
import { expLedger, jamRatings, jamResults, jams, users } from '../../db/schema'
import { JAM_DEFAULTS } from '../../shared/jams'

const ctx = await setupApp()
const db = ctx.database.db
const results = (jamId: string, context = ctx) => context.api.api.jams({ id: jamId }).results.get()

const rate = (token: string, jamId: string, entryId: string, scores: Record<string, number>) =>
  ctx.api.api.jams({ id: jamId }).entries({ entryId }).ratings.put({ scores }, bearer(token))

const ledgerOf = (jamId: string) =>
  db
    .select({ userId: expLedger.userId, reason: expLedger.reason, amount: expLedger.amount })
    .from(expLedger)
    .where(eq(expLedger.jamId, jamId))

/**
 * The golden jam: entries a–f (4 members each) rated by the 22 members of a crowd entry "x" with
 * the golden scores, and x rated 1 in both categories by 20 of a–f's members (so the Overall
 * counts are 4, 19, 20, 20, 20, 21, 22: the median stays 20); and "nobuild", without a build.
 */
async function goldenJam() {
  const teams = [4, 4, 4, 4, 4, 4, 22, 2]
  const { jam, entries } = await jamWithTeams(ctx, teams, { minRatings: 5, withoutBuild: [7] })
  const names = ['a', 'b', 'c', 'd', 'e', 'f', 'x', 'nobuild']
  const byName = Object.fromEntries(entries.map((entry, i) => [names[i]!, entry]))
  const crowd = byName.x!.members
  for (const golden of GOLDEN.entries) {
    const { Overall, Fun } = golden.scores
    for (const [i, overall] of Overall.entries()) {
      const answer = await rate(crowd[i]!.token, jam.id, byName[golden.entryId]!.entryId, {
        Overall: overall,
        Fun: Fun[i]!,
      })
      expect(answer.status).toBe(200)
    }
  }
  const raters = entries.slice(0, 6).flatMap((entry) => entry.members)
  for (const rater of raters.slice(0, 20))
    expect((await rate(rater.token, jam.id, byName.x!.entryId, { Overall: 1, Fun: 1 })).status).toBe(200)
  const nameOf = new Map(entries.map((entry, i) => [entry.entryId, names[i]!]))
  return { jam, byName, nameOf }
}

type Row = { entryId: string; rank: number }
const byRankThenName = (rows: Row[]) => [...rows].sort((p, q) => p.rank - q.rank || (p.entryId < q.entryId ? -1 : 1))

describe('the golden data set through the API', async () => {
  const { jam, byName, nameOf } = await goldenJam()

  test('before votingClosesAt: 409, and nothing is stored', async () => {
    const early = await results(jam.id)
    expect(early.status).toBe(409)
    expect(early.error?.value.message).toStartWith('The results are published when voting closes')
    expect(await db.$count(jamResults, eq(jamResults.jamId, jam.id))).toBe(0)
  })

  test('the hand-computed scores and ranks, ties sharing a rank; e unranked', async () => {
    await moveJamTo(db, jam.id, 'results')
    const { data, status } = await results(jam.id)
    expect(status).toBe(200)
    const named = (rows: Row[]) => byRankThenName(rows.map((row) => ({ ...row, entryId: nameOf.get(row.entryId)! })))
    const x = { entryId: 'x', rank: 6, average: 1, ratings: 20, score: 1 }
    expect(named(data!.categories.Overall!)).toEqual(byRankThenName([...GOLDEN_RESULTS.categories.Overall, x]))
    expect(named(data!.categories.Fun!)).toEqual(byRankThenName([...GOLDEN_RESULTS.categories.Fun, x]))
    expect(data!.unranked).toEqual([byName.e!.entryId])
    expect(data!.audience).toEqual([])
  })

  test('EXP: participation to every member of an entry with a build, placement to 1st, 2nd and both 3rds', async () => {
    const rows = await ledgerOf(jam.id)
    const amountOf = (name: string, reason: string) =>
      byName[name]!.members.map(
        (member) => rows.find((row) => row.userId === member.user._id && row.reason === reason)?.amount ?? 0,
      )
    const [first, second, third] = JAM_DEFAULTS.placementExp
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'x'])
      expect(amountOf(name, 'jam_participation')).toEqual(
        byName[name]!.members.map(() => JAM_DEFAULTS.participationExp),
      )
    expect(amountOf('b', 'jam_placement')).toEqual([first, first, first, first])
    expect(amountOf('f', 'jam_placement')).toEqual([second, second, second, second])
    expect(amountOf('a', 'jam_placement')).toEqual([third, third, third, third])
    expect(amountOf('c', 'jam_placement')).toEqual([third, third, third, third])
    for (const name of ['d', 'e', 'x', 'nobuild'])
      expect(amountOf(name, 'jam_placement').every((n) => n === 0)).toBe(true)
    expect(amountOf('nobuild', 'jam_participation')).toEqual([0, 0])
    expect(rows.length).toBe(24 + 22 + 16)
    const [winner] = await db.select({ exp: users.exp }).from(users).where(eq(users.id, byName.b!.members[0]!.user._id))
    expect(winner!.exp).toBe(JAM_DEFAULTS.participationExp + first)
  })

  test('the EXP history names the jam', async () => {
    const member = byName.b!.members[0]!
    const { data } = await ctx.api.api.user['exp-history'].get(bearer(member.token))
    expect(data!.map((entry) => [entry.reason, entry.amount, entry.jam?.title])).toEqual(
      expect.arrayContaining([
        ['jam_participation', JAM_DEFAULTS.participationExp, jam.title],
        ['jam_placement', JAM_DEFAULTS.placementExp[0], jam.title],
      ]),
    )
  })

  test('a snapshot: ratings changed in the database afterwards change nothing, nor is EXP paid again', async () => {
    const before = await results(jam.id)
    await db.update(jamRatings).set({ score: 1 }).where(eq(jamRatings.entryId, byName.b!.entryId))
    const after = await results(jam.id)
    expect(after.data).toEqual(before.data!)
    expect(await db.$count(jamResults, eq(jamResults.jamId, jam.id))).toBe(1)
    expect((await ledgerOf(jam.id)).length).toBe(24 + 22 + 16)
  })

  test('a deleted jam is 404, as are unknown and malformed ids', async () => {
    for (const id of ['nope', crypto.randomUUID()])
      expect((await results(id)).error?.value).toEqual({ message: 'Jam not found' })
    await db.update(jams).set({ deletedAt: new Date() }).where(eq(jams.id, jam.id))
    expect((await results(jam.id)).status).toBe(404)
  })
})

describe('whichever request comes first', () => {
  test('20 concurrent first requests (on two connection pools): one snapshot, one ledger row per person and reason', async () => {
    const { jam, entries } = await jamWithTeams(ctx, [2, 2, 2, 1])
    const raters = entries.flatMap((entry) => entry.members.map((member) => ({ member, own: entry.entryId })))
    for (const [i, { member, own }] of raters.entries())
      for (const entry of entries)
        if (entry.entryId !== own)
          await rate(member.token, jam.id, entry.entryId, { Overall: ((i + entry.members.length) % 5) + 1, Fun: 3 })
    await moveJamTo(db, jam.id, 'results')
    const other = await secondApp(ctx)
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => results(jam.id, i % 2 ? other : ctx)))
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 20 })
    for (const answer of answers) expect(answer.data).toEqual(answers[0]!.data!)
    expect(await db.$count(jamResults, eq(jamResults.jamId, jam.id))).toBe(1)
    const perPerson = await db
      .select({ userId: expLedger.userId, reason: expLedger.reason, n: sql<number>`count(*)::int` })
      .from(expLedger)
      .where(and(eq(expLedger.jamId, jam.id), inArray(expLedger.reason, ['jam_participation', 'jam_placement'])))
      .groupBy(expLedger.userId, expLedger.reason)
    expect(perPerson.filter((row) => row.reason === 'jam_participation').length).toBe(7)
    expect(perPerson.every((row) => Number(row.n) === 1)).toBe(true)
  })

  test('a jam without entries has empty results, and pays nobody', async () => {
    const { jam } = await jamWithTeams(ctx, [], { phase: 'results' })
    const { data } = await results(jam.id)
    expect(data).toMatchObject({ categories: { Overall: [], Fun: [] }, unranked: [], audience: [] })
    expect((await ledgerOf(jam.id)).length).toBe(0)
  })
})
