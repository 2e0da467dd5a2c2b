/**
 * The biggest load on the notifications' outbox (scripts/bench/notifications.ts): an event's
 * registrants written straight into the database (with the counters in step, as the API would
 * have kept them over the weeks before), and its date moved so that a reminder's moment comes.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../src/db/client'
import { events, notificationFanouts, registrations } from '../src/db/schema'
import { insertStudents } from './rushes'

/** Whether the event's announcement fan-out has been planned (it goes to those there at that time). */
export async function announcementPlanned(db: Db, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ subjectId: notificationFanouts.subjectId })
    .from(notificationFanouts)
    .where(and(eq(notificationFanouts.subjectId, eventId), eq(notificationFanouts.kind, 'event_published')))
  return rows.length > 0
}

/** `count` students with complete accounts, each registered (with a seat) for the event. */
export async function insertRegistrants(db: Db, eventId: string, count: number, tag: string, secret: string) {
  const { ids } = await insertStudents(db, count, tag, secret)
  await db.insert(registrations).values(
    ids.map((userId, index) => ({
      id: Bun.randomUUIDv7(),
      userId,
      eventId,
      status: 'registered' as const,
      queueNumber: index + 1,
    })),
  )
  await db.update(events).set({ registeredCount: count, queueNumbersIssued: count }).where(eq(events.id, eventId))
  return ids
}

/** Moves the event to `date` (the notifier plans its reminders from it on its next pass). */
export async function moveEventDate(db: Db, eventId: string, date: Date) {
  await db
    .update(events)
    .set({ date: sql`${date.toISOString()}::timestamptz` })
    .where(eq(events.id, eventId))
}
