import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { loginAttempts, type UserRow, users } from '../../db/schema'
import { isUniqueViolation } from '../../lib/db-errors'
import { conflict, HttpError, unauthorized } from '../../lib/errors'
import { newId } from '../../lib/ids'
import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
} from '../../shared/constants'
import { isUsernameTaken, USERNAME_TAKEN } from '../users/service'
import type { LoginBody, SignupBody } from './model'

/** argon2id with OWASP's recommended parameters (19 MiB, 2 iterations). */
const HASH_OPTIONS = { algorithm: 'argon2id', memoryCost: 19_456, timeCost: 2 } as const
export const hashPassword = (password: string) => Bun.password.hash(password, HASH_OPTIONS)

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

const windowStart = () => new Date(Date.now() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000)

/**
 * Refuses with 429 when this account has failed too often from this address, or this address
 * has failed far too often overall. One campus shares one address, so the per-address ceiling
 * is generous and successful logins never count.
 */
async function assertNotThrottled(db: Db, email: string, ip: string): Promise<void> {
  const [counts] = await db
    .select({
      account: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email})`.mapWith(Number),
      address: sql<number>`count(*)`.mapWith(Number),
      oldest: sql<Date | null>`min(${loginAttempts.createdAt}) filter (where ${loginAttempts.email} = ${email})`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.createdAt, windowStart())))
  if (!counts) return
  const retryAfter = (oldest: Date | string | null) => {
    const start = oldest ? new Date(oldest).getTime() : Date.now()
    return String(Math.max(1, Math.ceil((start + LOGIN_FAILURE_WINDOW_MINUTES * 60_000 - Date.now()) / 1000)))
  }
  if (counts.account >= LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS)
    throw new HttpError(
      429,
      `Too many failed login attempts. Please wait ${LOGIN_FAILURE_WINDOW_MINUTES} minutes and try again.`,
      { 'retry-after': retryAfter(counts.oldest) },
    )
  if (counts.address >= LOGIN_FAILURES_PER_ADDRESS)
    throw new HttpError(429, 'Too many failed login attempts from your network. Please try again in a few minutes.', {
      'retry-after': '60',
    })
}

export async function logIn(db: Db, input: LoginBody, ip: string): Promise<UserRow> {
  const email = normalizeEmail(input.email)
  await assertNotThrottled(db, email, ip)
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  const ok = await Bun.password.verify(input.password, user?.passwordHash ?? (await timingDummy()))
  if (!user?.passwordHash || !ok) {
    await db.insert(loginAttempts).values({ email, ip })
    throw unauthorized(INVALID_CREDENTIALS)
  }
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)))
  return user
}

/** Forgets failures older than the window (run periodically by index.ts). */
export async function pruneLoginAttempts(db: Db): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, windowStart()))
}
