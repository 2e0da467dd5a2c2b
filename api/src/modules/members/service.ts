/**
 * A member's public page (docs/product.md#members): who they are as the leaderboard shows them,
 * and the games they are credited on. Nothing private leaves here.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type UserRow, users } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { USERNAME_MAX_LENGTH } from '../../shared/constants'
import { levelForExp, rankForLevel } from '../../shared/levels'

export const MEMBER_NOT_FOUND = 'Member not found'

/**
 * The member with this username (any case): 404 for nobody by that name (a deleted account
 * included: its row is gone). Every account has a page, so every credit leads somewhere (decision 0261).
 */
export async function findPublicMember(db: Db, username: string): Promise<UserRow> {
  // No username is longer, and PostgreSQL text cannot hold a NUL: nobody is called that.
  if (username.length > USERNAME_MAX_LENGTH * 4 || username.includes('\u0000')) throw notFound(MEMBER_NOT_FOUND)
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1)
  if (!row) throw notFound(MEMBER_NOT_FOUND)
  return row
}

/** Level and rank as everywhere (from the total EXP), or both null for a member hidden from the leaderboard. */
export function publicStanding(row: Pick<UserRow, 'exp' | 'showOnLeaderboard'>) {
  if (!row.showOnLeaderboard) return { level: null, rank: null }
  const level = levelForExp(row.exp)
  return { level, rank: rankForLevel(level) }
}
