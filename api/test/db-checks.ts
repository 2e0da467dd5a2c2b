/**
 * Checks on the database itself, independent of the API: the EXP invariant, and fingerprints of
 * tables to prove a refused request changed nothing.
 */
import { count, eq, isNull, sql, sum } from 'drizzle-orm'
import type { Db } from '../src/db/client'
import { expLedger, registrations, users } from '../src/db/schema'
import { queryRows } from '../src/lib/query-rows'

/** Users whose exp differs from the sum of their ledger rows, and registrations without exactly one ledger row. */
export async function ledgerViolations(db: Db) {
  const ledger = db
    .select({ userId: expLedger.userId, total: sum(expLedger.amount).mapWith(Number).as('total') })
    .from(expLedger)
    .groupBy(expLedger.userId)
    .as('ledger')
  const totals = await db
    .select({ id: users.id, exp: users.exp, ledger: ledger.total })
    .from(users)
    .leftJoin(ledger, eq(ledger.userId, users.id))
  const wrongExp = totals.filter((row) => row.exp !== (row.ledger ?? 0))
  const perRegistration = db
    .select({ registrationId: expLedger.registrationId, n: count().as('n') })
    .from(expLedger)
    .groupBy(expLedger.registrationId)
    .as('per_registration')
  const unpaid = await db
    .select({ id: registrations.id, rows: perRegistration.n })
    .from(registrations)
    .leftJoin(perRegistration, eq(perRegistration.registrationId, registrations.id))
  const wrongLedger = unpaid.filter((row) => row.rows !== 1)
  const orphanAwards = await db
    .select({ id: expLedger.id })
    .from(expLedger)
    .leftJoin(registrations, eq(registrations.id, expLedger.registrationId))
    .where(sql`${expLedger.reason} = 'event_registration' and ${isNull(registrations.id)}`)
  return [
    ...wrongExp.map((row) => ({ user: row.id, exp: row.exp, ledger: row.ledger ?? 0 })),
    ...wrongLedger.map((row) => ({ registration: row.id, ledgerRows: row.rows ?? 0 })),
    ...orphanAwards.map((row) => ({ ledgerRowWithoutRegistration: row.id })),
  ]
}

export { queryRows } from '../src/lib/query-rows'

/**
 * Tables a refused request must leave alone (rate_limits counts attempts by design; account_tokens
 * only ever holds links that were mailed).
 */
export const GUARDED_TABLES = ['users', 'events', 'registrations', 'exp_ledger', 'media'] as const

/** One md5 per table over every row, so "nothing changed" is one comparison. */
export async function tableFingerprints(db: Db): Promise<Record<string, string>> {
  const parts = GUARDED_TABLES.map(
    (table) =>
      sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.identifier(table)} t) as ${sql.identifier(table)}`,
  )
  const [row] = await queryRows<Record<string, string>>(db, sql`select ${sql.join(parts, sql`, `)}`)
  return row ?? {}
}

export async function countRows(
  db: Db,
  table: (typeof GUARDED_TABLES)[number] | 'rate_limits' | 'account_tokens',
): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from ${sql.identifier(table)}`)
  return Number(row?.n ?? 0)
}
