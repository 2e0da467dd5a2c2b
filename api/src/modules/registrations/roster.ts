/**
 * The steps that move people between the waitlist and the seats, shared by unregistering and by
 * an admin's capacity or expOn change (docs/decisions/0140). Each runs inside the caller's
 * transaction, after the caller locked the event row: every writer of an event's roster takes
 * that lock first, so within it the roster cannot change under us. Users are locked after it,
 * in id order, so two transactions that touch the same students never wait on each other in a
 * circle.
 */
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { type EventRow, expLedger, type RegistrationRow, registrations, users } from '../../db/schema'
import { EXP_AWARD_REASONS, EXP_MAX } from '../../shared/constants'
import { enqueuePromotions } from '../notifications/outbox'

/** Locks these users (in id order) and returns their current EXP. */
export async function lockUsers(tx: Tx, ids: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await tx
    .select({ id: users.id, exp: users.exp })
    .from(users)
    .where(inArray(users.id, unique))
    .orderBy(asc(users.id))
    .for('no key update')
  return new Map(rows.map((row) => [row.id, row.exp]))
}

/** The first `limit` waiting registrations (all when null), in the order they registered, locked. */
export function firstWaiting(tx: Tx, eventId: string, limit: number | null): Promise<RegistrationRow[]> {
  if (limit === 0) return Promise.resolve([])
  const query = tx
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'waitlisted')))
    .orderBy(asc(registrations.queueNumber))
    .for('update')
  return limit === null ? query : query.limit(limit)
}

type Award = Pick<RegistrationRow, 'id' | 'userId'>

/**
 * The event's EXP for each of these registrations (locked users, with their EXP in `exps`): one
 * `event_registration` entry each and the users' exp in step. An award that would take someone
 * past EXP_MAX pays up to it (nothing at all when they are there), so the entry is always what
 * was really added. Returns what each registration earned.
 */
export async function awardEventExp(
  tx: Tx,
  event: Pick<EventRow, 'id' | 'pointsAwarded'>,
  awards: Award[],
  exps: Map<string, number>,
): Promise<Map<string, number>> {
  const earned = new Map<string, number>()
  for (const { id, userId } of awards) {
    const exp = exps.get(userId)
    if (exp === undefined) throw new Error(`awardEventExp: user ${userId} was not locked`)
    const amount = Math.min(event.pointsAwarded, EXP_MAX - exp)
    if (amount <= 0) continue
    exps.set(userId, exp + amount)
    earned.set(id, amount)
  }
  const paid = awards.filter((award) => earned.has(award.id))
  if (paid.length === 0) return earned
  await tx.insert(expLedger).values(
    paid.map((award) => ({
      userId: award.userId,
      amount: earned.get(award.id)!,
      reason: 'event_registration' as const,
      eventId: event.id,
      registrationId: award.id,
    })),
  )
  const byAmount = new Map<number, string[]>()
  for (const award of paid) {
    const amount = earned.get(award.id)!
    byAmount.set(amount, [...(byAmount.get(amount) ?? []), award.userId])
  }
  for (const [amount, ids] of byAmount)
    await tx
      .update(users)
      .set({ exp: sql`${users.exp} + ${amount}` })
      .where(inArray(users.id, ids))
  return earned
}

/**
 * Gives these waiting registrations a seat, and their EXP when the event pays on registration,
 * and writes their "You're in" to the notification outbox in the same transaction.
 * The caller updates the event's counters (in the same statement as any capacity change, so the
 * row's checks see the final state).
 */
export async function grantSeats(
  tx: Tx,
  event: Pick<EventRow, 'id' | 'pointsAwarded' | 'expOn'>,
  waiting: RegistrationRow[],
  exps: Map<string, number>,
  now: Date = new Date(),
): Promise<Map<string, number>> {
  if (waiting.length === 0) return new Map()
  await enqueuePromotions(
    tx,
    event.id,
    waiting.map((registration) => registration.userId),
    now,
  )
  await tx
    .update(registrations)
    .set({ status: 'registered' })
    .where(
      inArray(
        registrations.id,
        waiting.map((registration) => registration.id),
      ),
    )
  return event.expOn === 'registration' ? awardEventExp(tx, event, waiting, exps) : new Map()
}

/** The counter changes for `seated` people taken from the waitlist (spread into an events update). */
export const seatedFromWaitlist = (event: Pick<EventRow, 'registeredCount' | 'waitlistCount'>, seated: number) => ({
  registeredCount: event.registeredCount + seated,
  waitlistCount: event.waitlistCount - seated,
})

/** Seats of this event that hold no award: what a switch of expOn to "registration" pays. */
export function seatedWithoutAward(tx: Tx, eventId: string): Promise<RegistrationRow[]> {
  return tx
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        eq(registrations.status, 'registered'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(expLedger)
            .where(and(eq(expLedger.registrationId, registrations.id), inArray(expLedger.reason, EXP_AWARD_REASONS))),
        ),
      ),
    )
    .orderBy(asc(registrations.queueNumber))
    .for('update')
}
