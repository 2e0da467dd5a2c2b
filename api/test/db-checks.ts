/**
 * Checks on the database itself, independent of the API: the EXP ledger's and the roster's rules,
 * and fingerprints of tables to prove a refused request changed nothing.
 */
import { count, eq, sql, sum } from 'drizzle-orm'
import type { Db } from '../src/db/client'
import { checkInNonces, events, expLedger, registrations, users } from '../src/db/schema'
import { literal, oneOf } from '../src/db/sql-helpers'
import { queryRows } from '../src/lib/query-rows'
import { EXP_AWARD_REASONS, EXP_MAX } from '../src/shared/constants'

/**
 * The EXP ledger's rules, on the rows themselves (decision 0141):
 * - every user's exp is the sum of their entries;
 * - a waiting registration holds no entry; a seat holds no refund, and a seat at an event that
 *   pays on registration, or a checked-in seat at an event that pays on attendance, holds exactly
 *   one award (unless its owner is at EXP_MAX); a cancelled
 *   registration's entries add up to 0, one refund per award;
 * - an entry tied to a registration has that registration's user and event.
 * (One award and one refund per registration at most are unique indexes; the shapes of entries
 * are check constraints.)
 */
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
  const awards = sql<number>`count(${expLedger.id}) filter (where ${oneOf(expLedger.reason, EXP_AWARD_REASONS)})`
  const refunds = sql<number>`count(${expLedger.id}) filter (where ${expLedger.reason} = ${literal('unregistration')})`
  const net = sql<number>`coalesce(sum(${expLedger.amount}), 0)`
  const held = await db
    .select({
      id: registrations.id,
      status: registrations.status,
      entries: count(expLedger.id),
      awards: awards.mapWith(Number),
      refunds: refunds.mapWith(Number),
      net: net.mapWith(Number),
      mustBePaid: sql<boolean>`bool_and((${events.expOn} = ${literal('registration')} or ${registrations.checkedInAt} is not null) and ${users.exp} < ${EXP_MAX})`,
      mismatched: sql<boolean>`coalesce(bool_or(${expLedger.userId} <> ${registrations.userId} or ${expLedger.eventId} <> ${registrations.eventId}), false)`,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(expLedger, eq(expLedger.registrationId, registrations.id))
    .groupBy(registrations.id, registrations.status)
  const wrongHeld = held.filter((row) => {
    if (row.mismatched) return true
    if (row.status === 'waitlisted') return row.entries !== 0
    if (row.status === 'cancelled') return row.net !== 0 || row.awards !== row.refunds
    return row.refunds !== 0 || (row.mustBePaid ? row.awards !== 1 : row.awards > 1)
  })
  return [
    ...wrongExp.map((row) => ({ user: row.id, exp: row.exp, ledger: row.ledger ?? 0 })),
    ...wrongHeld.map((row) => ({
      registration: row.id,
      status: row.status,
      awards: row.awards,
      refunds: row.refunds,
      net: row.net,
      ...(row.mismatched ? { mismatched: true } : {}),
    })),
  ]
}

/**
 * The roster counters against the registrations (decision 0140): each event's registered and
 * waiting counts are its rows', and no queue number was handed out twice or ahead of the counter.
 * (registered <= capacity and "a waitlist only when full" are check constraints on the row.)
 */
export async function rosterViolations(db: Db) {
  const counted = await db
    .select({
      id: events.id,
      registeredCount: events.registeredCount,
      waitlistCount: events.waitlistCount,
      issued: events.queueNumbersIssued,
      registered:
        sql<number>`count(${registrations.id}) filter (where ${registrations.status} = ${literal('registered')})`.mapWith(
          Number,
        ),
      waitlisted:
        sql<number>`count(${registrations.id}) filter (where ${registrations.status} = ${literal('waitlisted')})`.mapWith(
          Number,
        ),
      highest: sql<number>`coalesce(max(${registrations.queueNumber}), 0)`.mapWith(Number),
    })
    .from(events)
    .leftJoin(registrations, eq(registrations.eventId, events.id))
    .groupBy(events.id)
  return counted
    .filter(
      (row) =>
        row.registeredCount !== row.registered || row.waitlistCount !== row.waitlisted || row.highest > row.issued,
    )
    .map((row) => ({
      event: row.id,
      counters: { registered: row.registeredCount, waitlisted: row.waitlistCount, issued: row.issued },
      rows: { registered: row.registered, waitlisted: row.waitlisted, highestQueueNumber: row.highest },
    }))
}

/**
 * Check-ins (decision 0150): a remembered nonce points to a checked-in seat of its own event, and
 * at most one nonce per registration was told "checked in" (201): however many scanners sent
 * however many requests, one of them checked the student in.
 */
export async function checkInViolations(db: Db) {
  const rows = await db
    .select({
      registration: checkInNonces.registrationId,
      firsts: sql<number>`count(*) filter (where ${checkInNonces.answer}->>'status' = '201')`.mapWith(Number),
      strays:
        sql<number>`count(*) filter (where ${registrations.eventId} <> ${checkInNonces.eventId} or ${registrations.checkedInAt} is null or ${registrations.status} <> ${literal('registered')})`.mapWith(
          Number,
        ),
    })
    .from(checkInNonces)
    .innerJoin(registrations, eq(registrations.id, checkInNonces.registrationId))
    .groupBy(checkInNonces.registrationId)
  return rows
    .filter((row) => row.firsts > 1 || row.strays > 0)
    .map((row) => ({ checkIn: row.registration, answeredFirst: row.firsts, strayNonces: row.strays }))
}

/** Everything the API tests check after each file (decision 0012). */
export async function databaseViolations(db: Db) {
  return [...(await ledgerViolations(db)), ...(await rosterViolations(db)), ...(await checkInViolations(db))]
}

export { queryRows } from '../src/lib/query-rows'

/**
 * Tables a refused request must leave alone (rate_limits counts attempts by design; account_tokens
 * only ever holds links that were mailed).
 */
export const GUARDED_TABLES = [
  'users',
  'events',
  'registrations',
  'exp_ledger',
  'media',
  'check_in_nonces',
  'contact_messages',
  'site_content',
] as const

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
