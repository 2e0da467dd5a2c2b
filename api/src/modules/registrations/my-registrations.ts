import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { events, expLedger, registrations } from '../../db/schema'
import { EXP_AWARD_REASONS } from '../../shared/constants'
import { toRegistrationJson } from './json'
import type { Registration } from './model'

const ahead = alias(registrations, 'ahead')

/**
 * A waitlisted registration's place: how many of the event's waiting registrations have a queue
 * number up to its own. Computed from the order, never stored, so positions are 1..n without gaps
 * whatever left the queue.
 */
export const waitlistPosition = sql<number | null>`case when ${registrations.status} = 'waitlisted' then (
  select count(*) from ${registrations} as ${ahead}
  where ${ahead.eventId} = ${registrations.eventId} and ${ahead.status} = 'waitlisted'
    and ${ahead.queueNumber} <= ${registrations.queueNumber}
) end`.mapWith((value) => (value === null ? null : Number(value)))

/** The user's live registrations, deleted events included (history stays), newest event first. */
export async function myRegistrations(db: Db, userId: string): Promise<Registration[]> {
  const rows = await db
    .select({
      registration: registrations,
      event: events,
      expAwarded: sql<number>`coalesce(${expLedger.amount}, 0)`.mapWith(Number),
      position: waitlistPosition,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .leftJoin(
      expLedger,
      and(eq(expLedger.registrationId, registrations.id), inArray(expLedger.reason, EXP_AWARD_REASONS)),
    )
    .where(and(eq(registrations.userId, userId), ne(registrations.status, 'cancelled')))
    .orderBy(desc(events.date), desc(registrations.createdAt))
  return rows.map((row) => toRegistrationJson(row.registration, row.event, row.expAwarded, row.position))
}
