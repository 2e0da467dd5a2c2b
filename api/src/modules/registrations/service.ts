/**
 * Registration and its EXP award happen in one transaction, exactly once per user and event:
 * the unique (user, event) index decides, `ON CONFLICT DO NOTHING RETURNING` tells us whether we
 * won, and only then are the ledger row and users.exp written. See docs/decisions.
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  type EventRow,
  events,
  expLedger,
  type RegistrationRow,
  registrations,
  type UserRow,
  users,
} from '../../db/schema'
import { conflict, notFound, unprocessable } from '../../lib/errors'
import { isUuid, newId } from '../../lib/ids'
import { EVENT_NOT_FOUND, toEventJson } from '../events/service'
import type { Registration } from './model'

export const REGISTERED = 'Successfully registered for the event! EXP awarded.'
export const ALREADY_REGISTERED = 'You are already registered for this event'
export const EVENT_INACTIVE = 'This event is not open for registration'
export const EVENT_PAST = 'This event has already taken place'

function toRegistrationJson(registration: RegistrationRow, event: EventRow, expAwarded: number): Registration {
  return {
    _id: registration.id,
    event: { ...toEventJson(event), isDeleted: event.deletedAt !== null },
    expAwarded,
    createdAt: registration.createdAt.toISOString(),
  }
}

export async function registerForEvent(
  db: Db,
  userId: string,
  eventId: string,
  now = new Date(),
): Promise<{ registration: Registration; user: UserRow }> {
  if (!isUuid(eventId)) throw notFound(EVENT_NOT_FOUND)
  return db.transaction(async (tx) => {
    // FOR SHARE: a concurrent delete or deactivation waits until this registration is settled.
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('share')
    if (!event || event.deletedAt) throw notFound(EVENT_NOT_FOUND)
    if (!event.isActive) throw unprocessable(EVENT_INACTIVE)
    if (event.date.getTime() <= now.getTime()) throw unprocessable(EVENT_PAST)

    const [registration] = await tx
      .insert(registrations)
      .values({ id: newId(), userId, eventId })
      .onConflictDoNothing({ target: [registrations.userId, registrations.eventId] })
      .returning()
    if (!registration) throw conflict(ALREADY_REGISTERED)

    await tx.insert(expLedger).values({
      userId,
      amount: event.pointsAwarded,
      reason: 'event_registration',
      eventId,
      registrationId: registration.id,
    })
    const [user] = await tx
      .update(users)
      .set({ exp: sql`${users.exp} + ${event.pointsAwarded}` })
      .where(eq(users.id, userId))
      .returning()
    if (!user) throw notFound('User not found')
    return { registration: toRegistrationJson(registration, event, event.pointsAwarded), user }
  })
}

/** The user's registrations, deleted events included (history stays), newest event first. */
export async function myRegistrations(db: Db, userId: string): Promise<Registration[]> {
  const rows = await db
    .select({
      registration: registrations,
      event: events,
      expAwarded: sql<number>`coalesce(${expLedger.amount}, 0)`.mapWith(Number),
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .leftJoin(expLedger, eq(expLedger.registrationId, registrations.id))
    .where(eq(registrations.userId, userId))
    .orderBy(desc(events.date), desc(registrations.createdAt))
  return rows.map((row) => toRegistrationJson(row.registration, row.event, row.expAwarded))
}
