/**
 * Test helpers for registrations, waitlists and the EXP ledger: the calls a student makes, and the
 * rows the database holds, read straight from the tables.
 */
import { and, asc, eq, ne } from 'drizzle-orm'
import { events, expLedger, registrations, users } from '../src/db/schema'
import { bearer, type TestContext } from './support'

export const registerAs = (ctx: TestContext, eventId: string, token: string) =>
  ctx.api.api.registrations({ eventId }).post(undefined, bearer(token))

export const unregisterAs = (ctx: TestContext, eventId: string, token: string) =>
  ctx.api.api.registrations({ eventId }).delete(undefined, bearer(token))

export async function myRegistrations(ctx: TestContext, token: string) {
  const { data, status } = await ctx.api.api.registrations.my.get(bearer(token))
  if (status !== 200 || !data) throw new Error(`GET /api/registrations/my: ${status}`)
  return data
}

/** The event's live registrations in queue order, as the database holds them. */
export async function roster(ctx: TestContext, eventId: string) {
  return ctx.database.db
    .select({ userId: registrations.userId, status: registrations.status, queueNumber: registrations.queueNumber })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), ne(registrations.status, 'cancelled')))
    .orderBy(asc(registrations.queueNumber))
}

/** Who holds a seat and who waits, by user id, in queue order. */
export async function seatsAndQueue(ctx: TestContext, eventId: string) {
  const rows = await roster(ctx, eventId)
  return {
    registered: rows.filter((row) => row.status === 'registered').map((row) => row.userId),
    waitlisted: rows.filter((row) => row.status === 'waitlisted').map((row) => row.userId),
  }
}

export async function eventRow(ctx: TestContext, eventId: string) {
  const [row] = await ctx.database.db.select().from(events).where(eq(events.id, eventId))
  if (!row) throw new Error(`no event ${eventId}`)
  return row
}

export async function expOf(ctx: TestContext, userId: string) {
  const [row] = await ctx.database.db.select({ exp: users.exp }).from(users).where(eq(users.id, userId))
  return row?.exp
}

/** A user's ledger entries, oldest first: [reason, amount] pairs. */
export async function entriesOf(ctx: TestContext, userId: string) {
  const rows = await ctx.database.db
    .select({ reason: expLedger.reason, amount: expLedger.amount })
    .from(expLedger)
    .where(eq(expLedger.userId, userId))
    .orderBy(asc(expLedger.id))
  return rows.map((row) => [row.reason, row.amount] as const)
}
