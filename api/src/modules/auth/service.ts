import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type UserRow, users } from '../../db/schema'
import { isUniqueViolation } from '../../lib/db-errors'
import { conflict, unauthorized } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { isUsernameTaken, USERNAME_TAKEN } from '../users/service'
import { countLoginAttempt, loginSucceeded } from './login-throttle'
import type { LoginBody, SignupBody } from './model'
import { hashPassword, verifyPassword } from './password-work'

/** Verified against when the email is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined
const timingDummy = () => {
  dummyHash ??= hashPassword('not-a-real-password')
  return dummyHash
}

export const INVALID_CREDENTIALS = 'Invalid email or password'
export const EMAIL_TAKEN = 'An account with this email already exists'

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export async function signUp(db: Db, input: SignupBody): Promise<UserRow> {
  const email = normalizeEmail(input.email)
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
  if (existing) throw conflict(EMAIL_TAKEN)
  if (await isUsernameTaken(db, input.username)) throw conflict(USERNAME_TAKEN)
  const passwordHash = await hashPassword(input.password)
  try {
    const [row] = await db
      .insert(users)
      .values({ id: newId(), username: input.username, email, passwordHash })
      .returning()
    if (!row) throw new Error('insert returned no row')
    return row
  } catch (error) {
    // Two sign-ups racing for the same email or username: the database decides, the loser gets 409.
    if (isUniqueViolation(error, 'users_email_key')) throw conflict(EMAIL_TAKEN)
    if (isUniqueViolation(error, 'users_username_lower_key')) throw conflict(USERNAME_TAKEN)
    throw error
  }
}

/**
 * The attempt is counted before the password is checked (login-throttle.ts); a wrong email and a
 * wrong password take the same time and get the same answer.
 */
export async function logIn(db: Db, input: LoginBody, ip: string): Promise<UserRow> {
  const email = normalizeEmail(input.email)
  await countLoginAttempt(db, email, ip)
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await timingDummy()))
  if (!user?.passwordHash || !ok) throw unauthorized(INVALID_CREDENTIALS)
  await loginSucceeded(db, email, ip)
  return user
}
