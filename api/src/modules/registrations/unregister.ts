/**
 * Giving a seat (or a waitlist place) back, in one transaction under the event's row lock
 * (decision 0140): the registration is marked cancelled (kept as history), the EXP it earned is
 * taken back by exactly one `unregistration` entry of the same size, whatever the event's points
 * or expOn have become since (decision 0141), and a freed seat goes to the first waiting
 * registration at once, with its EXP when the event pays on registration.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { events, expLedger, registrations, type UserRow, users } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { isUuid } from '../../lib/ids'
import { EXP_AWARD_REASONS } from '../../shared/constants'
import { EVENT_NOT_FOUND } from '../events/json'
import {
  NOT_REGISTERED,
  refundExceedsExp,
  UNREGISTER_CHECKED_IN,
  UNREGISTER_TOO_LATE,
  USER_NOT_FOUND,
  unregisteredMessage,
} from './messages'
import { firstWaiting, grantSeats, lockUsers } from './roster'

export interface UnregisterResult {
  message: string
  user: UserRow
}

export async function unregisterFromEvent(
  db: Db,
  userId: string,
  eventId: string,
  now = new Date(),
): Promise<UnregisterResult> {
  if (!isUuid(eventId)) throw notFound(EVENT_NOT_FOUND)
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('no key update')
    if (!event || event.deletedAt) throw notFound(EVENT_NOT_FOUND)
    const [mine] = await tx
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.userId, userId),
          eq(registrations.eventId, eventId),
          ne(registrations.status, 'cancelled'),
        ),
      )
      .for('update')
    if (!mine) throw notFound(NOT_REGISTERED)
    if (mine.checkedInAt) throw conflict(UNREGISTER_CHECKED_IN)
    if (event.date.getTime() <= now.getTime()) throw conflict(UNREGISTER_TOO_LATE)

    const freesSeat = mine.status === 'registered'
    const next = freesSeat && event.waitlistCount > 0 ? await firstWaiting(tx, eventId, 1) : []
    const exps = await lockUsers(tx, [userId, ...next.map((registration) => registration.userId)])
    const [award] = await tx
      .select({ amount: sql<number>`coalesce(sum(${expLedger.amount}), 0)`.mapWith(Number) })
      .from(expLedger)
      .where(and(eq(expLedger.registrationId, mine.id), inArray(expLedger.reason, EXP_AWARD_REASONS)))
    const earned = award?.amount ?? 0
    const exp = exps.get(userId)
    if (exp === undefined) throw notFound(USER_NOT_FOUND)
    if (earned > exp) throw conflict(refundExceedsExp(earned, exp))

    await tx.update(registrations).set({ status: 'cancelled', cancelledAt: now }).where(eq(registrations.id, mine.id))
    if (earned > 0) {
      await tx.insert(expLedger).values({
        userId,
        amount: -earned,
        reason: 'unregistration',
        eventId,
        registrationId: mine.id,
      })
      await tx
        .update(users)
        .set({ exp: sql`${users.exp} - ${earned}` })
        .where(eq(users.id, userId))
    }
    await grantSeats(tx, event, next, exps, now)
    await tx
      .update(events)
      .set({
        // A freed seat taken from the waitlist leaves registered_count as it was.
        registeredCount: event.registeredCount - (freesSeat && next.length === 0 ? 1 : 0),
        waitlistCount: event.waitlistCount - (freesSeat ? next.length : 1),
        countsVersion: sql`${events.countsVersion} + 1`,
      })
      .where(eq(events.id, eventId))
    const [user] = await tx.select().from(users).where(eq(users.id, userId))
    if (!user) throw notFound(USER_NOT_FOUND)
    return { message: unregisteredMessage(mine.status, earned), user }
  })
}
