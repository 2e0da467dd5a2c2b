/**
 * A period's standings (docs/api.md#leaderboard), read whole and ranked here: everyone with EXP
 * in the period, in order, with positions. Pages and each student's own row are cut from it by
 * the cache (leaderboard-cache.ts) without asking the database again.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { cachedListVersion } from '../../db/cache-versions'
import type { Db } from '../../db/client'
import { expLedger, users } from '../../db/schema'
import { levelForExp, rankForLevel } from '../../shared/levels'
import type { LeaderboardPeriod } from '../../shared/semesters'
import type { LeaderboardEntry, LeaderboardMe } from './model'

/** One user, with their EXP in the period (listed or not). */
export interface Standing {
  id: string
  username: string
  profilePicture: string | null
  /** users.exp: level and rank come from it. */
  totalExp: number
  /** The sum of the user's ledger entries in the period (can be negative in a semester). */
  periodExp: number
  showOnLeaderboard: boolean
  /** Tokens at another version no longer sign this user in (they get no own row). */
  tokenVersion: number
}

/** A user as the board knows them: their own row, and which token version is theirs. */
export interface Member {
  me: LeaderboardMe
  tokenVersion: number
}

export interface Standings {
  period: LeaderboardPeriod
  from: Date | null
  to: Date | null
  /** Listed users in order, positions set. */
  entries: LeaderboardEntry[]
  /** Every user, listed or not. */
  byUser: Map<string, Member>
}

/** Order: EXP descending, then username case-insensitively (usernames are ASCII and unique so). */
function compare(a: Standing, b: Standing): number {
  if (a.periodExp !== b.periodExp) return b.periodExp - a.periodExp
  const x = a.username.toLowerCase()
  const y = b.username.toLowerCase()
  return x < y ? -1 : x > y ? 1 : 0
}

/**
 * Ranks the period: only users with EXP > 0 who did not hide themselves are listed; equal EXP
 * share a position and the next one skips (1, 2, 2, 4), counted among the listed only, so a hidden
 * student leaves no gap.
 */
export function rankStandings(rows: Standing[], period: Pick<Standings, 'period' | 'from' | 'to'>): Standings {
  const listed = rows.filter((row) => row.periodExp > 0 && row.showOnLeaderboard).sort(compare)
  const byUser = new Map<string, Member>()
  for (const row of rows)
    byUser.set(row.id, { me: { position: null, exp: row.periodExp }, tokenVersion: row.tokenVersion })
  const entries: LeaderboardEntry[] = []
  listed.forEach((row, index) => {
    const previous = entries[index - 1]
    const position = previous && previous.exp === row.periodExp ? previous.position : index + 1
    const level = levelForExp(row.totalExp)
    entries.push({
      position,
      _id: row.id,
      username: row.username,
      profilePicture: row.profilePicture,
      level,
      rank: rankForLevel(level),
      exp: row.periodExp,
    })
    byUser.set(row.id, { me: { position, exp: row.periodExp }, tokenVersion: row.tokenVersion })
  })
  return { ...period, entries, byUser }
}

const userFields = {
  id: users.id,
  username: users.username,
  profilePicture: users.profilePicture,
  totalExp: users.exp,
  showOnLeaderboard: users.showOnLeaderboard,
  tokenVersion: users.tokenVersion,
}

/** All time: users.exp is the sum of each user's whole ledger. */
export async function allTimeStandings(db: Db): Promise<Standings> {
  const rows = await db.select(userFields).from(users)
  return rankStandings(
    rows.map((row) => ({ ...row, periodExp: row.totalExp })),
    { period: 'all', from: null, to: null },
  )
}

/** A semester: each user's ledger entries from `from` (included) to `to` (excluded). */
export async function semesterStandings(db: Db, from: Date, to: Date): Promise<Standings> {
  const inPeriod = db
    .select({
      userId: expLedger.userId,
      exp: sql<number>`sum(${expLedger.amount})`.mapWith(Number).as('period_exp'),
    })
    .from(expLedger)
    .where(and(gte(expLedger.createdAt, from), lt(expLedger.createdAt, to)))
    .groupBy(expLedger.userId)
    .as('in_period')
  const rows = await db
    .select({ ...userFields, periodExp: sql<number>`coalesce(${inPeriod.exp}, 0)`.mapWith(Number) })
    .from(users)
    .leftJoin(inPeriod, eq(inPeriod.userId, users.id))
  return rankStandings(rows, { period: 'semester', from, to })
}

/**
 * The leaderboard's version (decision 0160): the counter deletes of users move, plus every user's
 * leaderboard_version, which a trigger grows with each change of what the leaderboard shows. Both
 * only grow, so the sum does.
 */
export const leaderboardVersion = (db: Db) =>
  cachedListVersion(db, 'leaderboard', { table: users, column: users.leaderboardVersion })
