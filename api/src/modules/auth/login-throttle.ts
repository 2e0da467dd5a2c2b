/**
 * Login throttling (docs/product.md#accounts, docs/decisions/0111). Every attempt is counted in the
 * database before its password is checked, in one statement per attempt, so a flood gets at most
 * the documented number of checks whatever the concurrency and however many API processes share
 * the database:
 * - per account and address: LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS in LOGIN_WINDOW_MINUTES;
 * - per account from anywhere: LOGIN_ATTEMPTS_PER_ACCOUNT in the same window (a guessing flood from
 *   many addresses; the owner can still reset the password or use Google/Discord).
 * An address alone is never limited: a whole campus shares one. A successful login takes its own
 * attempt back and clears that account's count from that address.
 */
import type { Db } from '../../db/client'
import { tooManyRequests } from '../../lib/errors'
import { clear, hit, refund } from '../../lib/rate-limit'
import {
  LOGIN_ATTEMPTS_PER_ACCOUNT,
  LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_WINDOW_MINUTES,
} from '../../shared/constants'

const WINDOW_SECONDS = LOGIN_WINDOW_MINUTES * 60
// JSON arrays keep the keys unambiguous whatever an email or a forwarded address contains.
const accountKey = (email: string) => `login-account:${JSON.stringify([email])}`
const pairKey = (email: string, ip: string) => `login-pair:${JSON.stringify([email, ip])}`
const pairPrefix = (email: string) => `login-pair:${JSON.stringify([email]).slice(0, -1)},`

export const TOO_MANY_FROM_HERE = `Too many failed login attempts. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`
export const TOO_MANY_FOR_ACCOUNT =
  'This account has had too many failed login attempts. Please try again later, or reset your password.'

/**
 * Counts this attempt; 429 when it is over a limit (its password is then never checked). The
 * account-wide count only sees attempts its address was allowed: a flood from one address must not
 * lock the owner out everywhere else.
 */
export async function countLoginAttempt(db: Db, email: string, ip: string): Promise<void> {
  const [pair] = await hit(db, [
    { key: pairKey(email, ip), max: LOGIN_ATTEMPTS_PER_ACCOUNT_AND_ADDRESS, windowSeconds: WINDOW_SECONDS },
  ])
  if (pair && !pair.allowed) throw tooManyRequests(TOO_MANY_FROM_HERE, pair.retryAfter)
  const [account] = await hit(db, [
    { key: accountKey(email), max: LOGIN_ATTEMPTS_PER_ACCOUNT, windowSeconds: WINDOW_SECONDS },
  ])
  if (account && !account.allowed) throw tooManyRequests(TOO_MANY_FOR_ACCOUNT, account.retryAfter)
}

/** A successful login: its attempt did not count, and this address starts afresh for the account. */
export async function loginSucceeded(db: Db, email: string, ip: string): Promise<void> {
  await clear(db, [pairKey(email, ip)])
  await refund(db, accountKey(email))
}

/** The owner proved themselves (a password reset): every count for the account is forgotten. */
export async function clearLoginThrottle(db: Db, email: string): Promise<void> {
  await clear(db, [accountKey(email)], [pairPrefix(email)])
}
