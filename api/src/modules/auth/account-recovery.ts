/**
 * Following the mailed links (docs/api.md#auth): a verification link, followed by the account's
 * own session or with its password, marks the address it was sent to as verified; a reset link sets a new password, verifies the address (the link reached
 * it), ends every session (the token version goes up) and lifts the login throttle.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type UserRow, users } from '../../db/schema'
import { badRequest, unauthorized } from '../../lib/errors'
import { logLine } from '../../lib/log'
import type { Session } from '../../plugins/auth'
import { consumeAccountToken, INVALID_LINK, peekAccountToken, retire } from './account-tokens'
import { clearLoginThrottle, countLoginAttempt, loginSucceeded } from './login-throttle'
import { hashPassword, verifyPassword } from './password-work'

/** Who is asking to verify: the request's session (checked against the database), its password, its address. */
export interface VerifyProof {
  session: Session | null
  password?: string
  ip: string
}

export const CONFIRM_BY_LOGGING_IN =
  'To confirm this address, log in to the account it belongs to, or enter its password here. If you did not make this account, reset its password: that proves the address is yours, replaces the password and signs whoever made the account out everywhere.'
export const NOT_THE_PASSWORD =
  'That is not the password of this account. Try again, or, if you did not make this account, reset its password.'

/**
 * The link proves the mailbox; the session or the password proves the account (GitHub's rule):
 * an address is confirmed by the person signed in to the account, never handed to whoever chose
 * its password (decision 0190). Password attempts count as login attempts (0111).
 */
async function proveAccount(db: Db, link: { userId: string; email: string }, proof: VerifyProof): Promise<void> {
  if (proof.session?.userId === link.userId) return
  if (proof.password === undefined) throw unauthorized(CONFIRM_BY_LOGGING_IN)
  await countLoginAttempt(db, link.email, proof.ip)
  const [user] = await db.select().from(users).where(eq(users.id, link.userId)).limit(1)
  const ok = user?.passwordHash ? await verifyPassword(proof.password, user.passwordHash) : false
  if (!user || !ok) throw unauthorized(NOT_THE_PASSWORD)
  await loginSucceeded(db, link.email, proof.ip)
}

export async function verifyEmail(db: Db, token: string, proof: VerifyProof): Promise<UserRow> {
  const link = await peekAccountToken(db, token, 'verify_email')
  if (!link) throw badRequest(INVALID_LINK)
  await proveAccount(db, link, proof)
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
