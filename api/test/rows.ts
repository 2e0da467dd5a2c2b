/**
 * Rows written straight into a test database, for tests about the database itself (its checks,
 * triggers and the per-file invariants), where going through the API would hide what is tested.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../src/db/client'
import { events, expLedger, users } from '../src/db/schema'

let made = 0

export async function insertUser(db: Db, exp = 0): Promise<string> {
  const id = Bun.randomUUIDv7()
  made++
  await db.insert(users).values({ id, username: `row_user${made}`, email: `row${made}@rows.test`, exp })
  return id
}

/** An event a day ahead, unless `values` says otherwise. */
export async function insertEvent(db: Db, values: Partial<typeof events.$inferInsert> = {}): Promise<string> {
  const id = Bun.randomUUIDv7()
  await db.insert(events).values({
    id,
    name: 'Row event',
    description: 'Written straight into the database',
    date: new Date(Date.now() + 86_400_000),
    location: 'Here',
    pointsAwarded: 10,
    ...values,
  })
  return id
}

/**
 * An EXP adjustment written straight into the ledger at `at`, with users.exp in step (the ledger
 * invariant holds): for tests that need entries at chosen times (semester boundaries).
 */
export async function insertExpEntry(db: Db, userId: string, amount: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(expLedger)
      .values({ userId, amount, reason: 'adjustment', note: 'Written by a test', createdAt: at })
    await tx
      .update(users)
      .set({ exp: sql`${users.exp} + ${amount}` })
      .where(eq(users.id, userId))
  })
}
