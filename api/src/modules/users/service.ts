import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { type UserRow, users } from '../../db/schema'
import { isUniqueViolation } from '../../lib/db-errors'
import { conflict } from '../../lib/errors'
import { isUuid } from '../../lib/ids'
import { levelForExp, rankForLevel } from '../../shared/levels'
import { effectivePrefs } from '../../shared/notifications'
import { deleteIfUnused } from '../media/cleanup'
import { hashFromMediaUrl, mediaUrl, resolveImageInput } from '../media/service'
import type { ProfileUpdate, User } from './model'

/**
 * ADMIN_EMAILS grants admin on top of the stored role, re-read on every request, and only while
 * the account's email is verified (docs/decisions/0004, 0112).
 */
export function effectiveRole(
  row: Pick<UserRow, 'role' | 'email' | 'emailVerified'>,
  adminEmails: ReadonlySet<string>,
): 'admin' | 'user' {
  if (row.role === 'admin') return 'admin'
  return row.emailVerified && adminEmails.has(row.email.toLowerCase()) ? 'admin' : 'user'
}

/** The same rule as `effectiveRole`, as a condition on users: who is an admin now. */
export function isAdminNow(adminEmails: ReadonlySet<string>): SQL {
  const listed = [...adminEmails]
  const stored = eq(users.role, 'admin')
  return (listed.length ? or(stored, and(eq(users.emailVerified, true), inArray(users.email, listed))) : stored) as SQL
}

export function isProfileComplete(row: UserRow): boolean {
  return (
    !row.needsUsernameSetup &&
    Boolean(row.username && row.college && row.course && row.branch && row.enrollmentNumber && row.phoneNumber) &&
    row.graduationYear !== null
  )
}

export function toUserJson(row: UserRow, adminEmails: ReadonlySet<string>): User {
  const level = levelForExp(row.exp)
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    role: effectiveRole(row, adminEmails),
    profilePicture: row.profilePicture,
    bio: row.bio,
    rank: rankForLevel(level),
    level,
    exp: row.exp,
    isProfileComplete: isProfileComplete(row),
    needsUsernameSetup: row.needsUsernameSetup,
    college: row.college,
    graduationYear: row.graduationYear,
    course: row.course,
    branch: row.branch,
    enrollmentNumber: row.enrollmentNumber,
    phoneNumber: row.phoneNumber,
    googleId: row.googleId,
    discordId: row.discordId,
    hasPassword: row.passwordHash !== null,
    showOnLeaderboard: row.showOnLeaderboard,
    emailVerified: row.emailVerified,
    notifications: effectivePrefs(row.notificationPrefs),
    createdAt: row.createdAt.toISOString(),
  }
}

export async function findUserById(db: Db | Tx, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row ?? null
}

export async function isUsernameTaken(db: Db | Tx, username: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1)
  return row !== undefined && row.id !== exceptUserId
}

export const USERNAME_TAKEN = 'That username is already taken'

/**
 * Applies a profile update; fields not in ProfileUpdate never reach the database. A new picture is
 * stored in the same transaction that refers to it, and the one it replaces is removed once
 * nothing refers to it any more (docs/decisions/0114).
 */
export async function updateProfile(db: Db, current: UserRow, input: ProfileUpdate): Promise<UserRow> {
  const updated = await db.transaction((tx) => applyProfileUpdate(tx, current, input))
  if (updated.profilePicture !== current.profilePicture && current.profilePicture) {
    const replaced = hashFromMediaUrl(current.profilePicture)
    if (replaced) await deleteIfUnused(db, replaced)
  }
  return updated
}

async function applyProfileUpdate(db: Tx, current: UserRow, input: ProfileUpdate): Promise<UserRow> {
  const changes: Partial<typeof users.$inferInsert> = {}
  if (input.username !== undefined && input.username !== current.username) {
    if (await isUsernameTaken(db, input.username, current.id)) throw conflict(USERNAME_TAKEN)
    changes.username = input.username
  }
  if (input.username !== undefined) changes.needsUsernameSetup = false
  if (input.bio !== undefined) changes.bio = input.bio.trim()
  for (const key of ['college', 'course', 'branch', 'enrollmentNumber', 'phoneNumber'] as const) {
    const value = input[key]
    if (value !== undefined) changes[key] = value.trim()
  }
  if (input.graduationYear !== undefined) changes.graduationYear = input.graduationYear
  if (input.showOnLeaderboard !== undefined && input.showOnLeaderboard !== current.showOnLeaderboard)
    changes.showOnLeaderboard = input.showOnLeaderboard
  if (input.profilePicture !== undefined && input.profilePicture !== current.profilePicture) {
    const currentHash = current.profilePicture ? hashFromMediaUrl(current.profilePicture) : null
    const hash = await resolveImageInput(db, input.profilePicture, currentHash, 'Profile picture', current.id)
    if (hash !== undefined) changes.profilePicture = hash === null ? null : mediaUrl(hash)
  }
  if (Object.keys(changes).length === 0) return current
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, current.id))
      .returning()
    return row ?? current
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_lower_key')) throw conflict(USERNAME_TAKEN)
    throw error
  }
}
