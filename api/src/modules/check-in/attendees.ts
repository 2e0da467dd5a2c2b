/**
 * An event's attendee list (docs/api.md#check-in): every live registration with what a scanner
 * needs to judge a ticket with no connection, in the order they registered.
 */
import { and, asc, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { registrations, users } from '../../db/schema'
import { findLiveEvent } from '../events/service'
import type { Attendee } from './model'

export async function attendeesOf(db: Db, eventId: string): Promise<Attendee[]> {
  await findLiveEvent(db, eventId)
  const rows = await db
    .select({
      userId: registrations.userId,
      username: users.username,
      email: users.email,
      status: registrations.status,
      ticket: registrations.ticket,
      checkedInAt: registrations.checkedInAt,
      registeredAt: registrations.createdAt,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(registrations.eventId, eventId), ne(registrations.status, 'cancelled')))
    .orderBy(asc(registrations.queueNumber))
  let waiting = 0
  return rows.map((row) => {
    // In queue order, so the n-th waiting row is #n (positions have no gaps; decision 0140).
    const status = row.status === 'waitlisted' ? 'waitlisted' : 'registered'
    return {
      userId: row.userId,
      username: row.username,
      email: row.email,
      status,
      waitlistPosition: status === 'waitlisted' ? ++waiting : null,
      ticket: row.ticket,
      checkedInAt: row.checkedInAt?.toISOString() ?? null,
      registeredAt: row.registeredAt.toISOString(),
    }
  })
}
