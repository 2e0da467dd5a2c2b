/**
 * The secrets in the links mailed to people (Copenhagen Book): 256 random bits, only their SHA-256
 * stored, single use, short-lived (docs/api.md#auth). A new link of one kind replaces the older
 * ones of that kind for the account. A link proves the address it was sent to, and only that one.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { accountTokens } from '../../db/schema'
import { RESET_PASSWORD_LINK_MINUTES, VERIFY_EMAIL_LINK_HOURS } from '../../shared/constants'

export type TokenPurpose = 'verify_email' | 'reset_password'

export const LINK_LIFETIME_MINUTES: Record<TokenPurpose, number> = {
  verify_email: VERIFY_EMAIL_LINK_HOURS * 60,
  reset_password: RESET_PASSWORD_LINK_MINUTES,
}

export const INVALID_LINK = 'This link is invalid, has expired or has already been used. Ask for a new one.'

const sha256 = (token: string) => new Bun.CryptoHasher('sha256').update(token).digest('hex')
const usable = (token: string, purpose: TokenPurpose) =>
  and(
    eq(accountTokens.tokenHash, sha256(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  )

/** A new token for the account's current address; older unused ones of this kind stop working. */
export async function issueAccountToken(
  db: Db,
  user: { id: string; email: string },
  purpose: TokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.transaction(async (tx) => {
    await retire(tx, user.id, purpose)
    await tx.insert(accountTokens).values({
      userId: user.id,
      purpose,
      tokenHash: sha256(token),
      email: user.email,
      expiresAt: sql`now() + make_interval(mins => ${LINK_LIFETIME_MINUTES[purpose]})`,
    })
  })
  return token
}

/** Whether the token would work now (nothing is used up). */
export async function peekAccountToken(db: Db, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .select({ userId: accountTokens.userId, email: accountTokens.email })
    .from(accountTokens)
    .where(usable(token, purpose))
    .limit(1)
  return row ?? null
}

/** Uses the token up, exactly once whatever the concurrency: who it was for, or null. */
export async function consumeAccountToken(db: Db | Tx, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ userId: accountTokens.userId, email: accountTokens.email })
  return row ?? null
}

/** Every unused token of this kind for the account stops working. */
export async function retire(db: Db | Tx, userId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)))
}

/** Forgets tokens expired or used more than a day ago (run periodically by index.ts). */
export async function pruneAccountTokens(db: Db): Promise<void> {
  const dayAgo = sql`now() - interval '1 day'`
  await db.delete(accountTokens).where(or(lt(accountTokens.expiresAt, dayAgo), lt(accountTokens.usedAt, dayAgo)))
}
