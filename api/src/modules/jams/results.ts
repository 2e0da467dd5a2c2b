/**
 * A jam's results (docs/jams.md#results-and-the-formula): computed lazily by the first request at
 * or after votingClosesAt, whichever server gets it, in one transaction that inserts the snapshot
 * (`on conflict do nothing`: the first one stays, forever) and, only when it did, the EXP of every
 * member of every entry with a build (docs/jams.md#exp), users.exp in step. The ledger's unique
 * index (user, jam, reason) makes a second payment impossible even so. The audience votes are
 * counted at every request, not frozen: the showcase event may still be on.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import {
  expLedger,
  jamAudienceVotes,
  jamEntries,
  jamEntryMembers,
  jamRatings,
  jamResults,
  jams,
  users,
} from '../../db/schema'
import { conflict } from '../../lib/errors'
import { isUuid } from '../../lib/ids'
import { queryRows } from '../../lib/query-rows'
import { EXP_MAX } from '../../shared/constants'
import { lockUsers } from '../registrations/roster'
import { type LiveJam, liveJam, rateableSql } from './ratings-sql'
import { type JamScores, overallOf, placements, scoreJam } from './scoring'

export type StoredResults = JamScores & { computedAt: string }
export type JamResultsJson = StoredResults & { audience: { entryId: string; votes: number }[] }

export const resultsNotYet = (jam: Pick<LiveJam, 'votingClosesAt'>) =>
  `The results are published when voting closes, at ${jam.votingClosesAt.toISOString()}`

/** The snapshot of a jam that is not deleted; null when there is none (yet). */
async function storedResults(db: Db | Tx, jamId: string): Promise<StoredResults | null> {
  const [row] = await db
    .select({ results: jamResults.results, computedAt: jamResults.computedAt })
    .from(jamResults)
    .innerJoin(jams, and(eq(jams.id, jamResults.jamId), isNull(jams.deletedAt)))
    .where(eq(jamResults.jamId, jamId))
  return row ? { ...(row.results as JamScores), computedAt: row.computedAt.toISOString() } : null
}

/** The audience award's count, most votes first. */
export async function audienceCounts(db: Db, jamId: string) {
  const votes = sql<number>`count(*)::int`
  const rows = await db
    .select({ entryId: jamAudienceVotes.entryId, votes })
    .from(jamAudienceVotes)
    .where(eq(jamAudienceVotes.jamId, jamId))
    .groupBy(jamAudienceVotes.entryId)
    .orderBy(desc(votes), asc(jamAudienceVotes.entryId))
  return rows.map((row) => ({ entryId: row.entryId, votes: Number(row.votes) }))
}

/**
 * The snapshot, computing it (and paying the EXP) if this is the first request after voting
 * closed; `computed` says whether this call wrote it. 409 before voting closes.
 */
export async function ensureResults(
  db: Db,
  jamId: string,
): Promise<{ jamId: string; results: StoredResults; computed: boolean }> {
  // Once computed, a snapshot is all an answer needs: one query, for every later reader.
  const stored = isUuid(jamId) ? await storedResults(db, jamId) : null
  if (stored) return { jamId, results: stored, computed: false }
  const jam = await liveJam(db, jamId)
  if (!jam.closed) throw conflict(resultsNotYet(jam))
  return { jamId: jam.id, ...(await db.transaction((tx) => computeResults(tx, jam))) }
}

/** GET /api/jams/:id/results: the snapshot and the audience's votes. */
export async function jamResultsOf(db: Db, jamId: string, onPaid: () => void = () => {}): Promise<JamResultsJson> {
  const { jamId: id, results, computed } = await ensureResults(db, jamId)
  if (computed) onPaid()
  return { ...results, audience: await audienceCounts(db, id) }
}

async function computeResults(tx: Tx, jam: LiveJam): Promise<{ results: StoredResults; computed: boolean }> {
  const entries = await queryRows<{ id: string }>(
    tx,
    sql`select e.id from ${jamEntries} e where e.jam_id = ${jam.id} and ${rateableSql('e')} order by e.id`,
  )
  const ids = entries.map((entry) => entry.id)
  // One row per entry and category with its scores (60,000 scores of 200 entries × 50 raters × 6
  // categories come back as 1,200 rows): the formula needs each list, not each rating's row.
  const ratings = ids.length
    ? await queryRows<{ entry_id: string; category: string; scores: number[] }>(
        tx,
        sql`select r.entry_id, r.category, array_agg(r.score::int) as scores
          from ${jamRatings} r join ${jamEntries} e on e.id = r.entry_id
          where r.jam_id = ${jam.id} and ${rateableSql('e')}
          group by r.entry_id, r.category`,
      )
    : []
  const scores = new Map(ids.map((id) => [id, {} as Record<string, number[]>]))
  for (const row of ratings) {
    const byCategory = scores.get(row.entry_id)
    if (byCategory) byCategory[row.category] = row.scores.map(Number)
  }
  const results = scoreJam({
    categories: jam.categories,
    minRatings: jam.minRatings,
    entries: ids.map((entryId) => ({ entryId, scores: scores.get(entryId)! })),
  })
  // The first insert wins; a concurrent one waits for it to commit, then writes nothing.
  const [inserted] = await tx
    .insert(jamResults)
    .values({ jamId: jam.id, results })
    .onConflictDoNothing()
    .returning({ computedAt: jamResults.computedAt })
  if (!inserted) {
    const stored = await storedResults(tx, jam.id)
    if (!stored) throw new Error('jam results: lost the insert, yet no row')
    return { results: stored, computed: false }
  }
  await payJamExp(tx, jam, ids, results)
  return { results: { ...results, computedAt: inserted.computedAt.toISOString() }, computed: true }
}

/**
 * participationExp to every member of every entry with a build, and placementExp[place - 1] to the
 * members of the entries ranked 1, 2 or 3 in Overall (ties share a place). As elsewhere, an amount
 * that would pass EXP_MAX pays up to it, and nothing is written for 0.
 */
async function payJamExp(tx: Tx, jam: LiveJam, entryIds: string[], results: JamScores) {
  if (entryIds.length === 0) return
  const members = await tx
    .select({ userId: jamEntryMembers.userId, entryId: jamEntryMembers.entryId })
    .from(jamEntryMembers)
    .where(and(eq(jamEntryMembers.jamId, jam.id), inArray(jamEntryMembers.entryId, entryIds)))
  const place = new Map(placements(results, overallOf(jam.categories)).map((row) => [row.entryId, row.place]))
  const exps = await lockUsers(
    tx,
    members.map((member) => member.userId),
  )
  const rows: (typeof expLedger.$inferInsert)[] = []
  const pay = (userId: string, amount: number, reason: 'jam_participation' | 'jam_placement') => {
    const exp = exps.get(userId)
    if (exp === undefined) return
    const paid = Math.min(amount, EXP_MAX - exp)
    if (paid <= 0) return
    exps.set(userId, exp + paid)
    rows.push({ userId, amount: paid, reason, jamId: jam.id })
  }
  for (const { userId, entryId } of members) {
    pay(userId, jam.participationExp, 'jam_participation')
    const placed = place.get(entryId)
    if (placed) pay(userId, jam.placementExp[placed - 1] ?? 0, 'jam_placement')
  }
  if (rows.length === 0) return
  const written = await tx
    .insert(expLedger)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: expLedger.userId, amount: expLedger.amount })
  const added = new Map<string, number>()
  for (const row of written) added.set(row.userId, (added.get(row.userId) ?? 0) + row.amount)
  const byAmount = new Map<number, string[]>()
  for (const [userId, amount] of added) byAmount.set(amount, [...(byAmount.get(amount) ?? []), userId])
  for (const [amount, ids] of byAmount)
    await tx
      .update(users)
      .set({ exp: sql`${users.exp} + ${amount}` })
      .where(inArray(users.id, ids))
}
