/**
 * Following the mailed links (docs/api.md#auth): a verification link marks the address it was
 * sent to as verified; a reset link sets a new password, verifies the address (the link reached
 * it), ends every session (the token version goes up) and lifts the login throttle.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type UserRow, users } from '../../db/schema'
import { badRequest } from '../../lib/errors'
import { logLine } from '../../lib/log'
import { consumeAccountToken, INVALID_LINK, peekAccountToken, retire } from './account-tokens'
import { clearLoginThrottle } from './login-throttle'
import { hashPassword } from './password-work'

export async function verifyEmail(db: Db, token: string): Promise<UserRow> {
  const user = await db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, token, 'verify_email')
    if (!used) return null
    const [row] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
      .returning()
    return row ?? null
  })
  if (!user) throw badRequest(INVALID_LINK)
  return user
}

export async function resetPassword(db: Db, token: string, password: string): Promise<UserRow> {
  // Hash only for a link that works: a made-up token costs no argon2.
  if (!(await peekAccountToken(db, token, 'reset_password'))) throw badRequest(INVALID_LINK)
  const passwordHash = await hashPassword(password)
  const user = await db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, token, 'reset_password')
    if (!used) return null
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerified: sql`${users.emailVerified} or ${users.email} = ${used.email}`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, used.userId))
      .returning()
    if (row) await retire(tx, row.id, 'reset_password')
    return row ?? null
  })
  if (!user) throw badRequest(INVALID_LINK)
  await clearLoginThrottle(db, user.email)
  logLine({ message: 'password reset: every session ended', userId: user.id })
  return user
}
