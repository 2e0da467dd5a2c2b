import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type EventRow, events } from '../../db/schema'
import { parseDateTime } from '../../lib/dates'
import { notFound, unprocessable } from '../../lib/errors'
import { isUuid, newId } from '../../lib/ids'
import { EVENT_YEAR_MAX, EVENT_YEAR_MIN } from '../../shared/constants'
import { resolveImageInput } from '../media/service'
import { EVENT_NOT_FOUND, toEventJson } from './json'
import type { Event, EventCreate } from './model'

export { EVENT_NOT_FOUND, toEventJson } from './json'

export const ENDS_BEFORE_START = 'Ends must be after the start (an event ends after it starts)'

/** The admin form's labels of the two dates, which the messages name. */
const DATE_LABELS = { date: 'Date and time', endsAt: 'Ends' } as const

export function parseDate(value: string, field: 'date' | 'endsAt' = 'date'): Date {
  const label = DATE_LABELS[field]
  // Validation already refused dates that do not exist (lib/dates.ts); this is the same check.
  const date = parseDateTime(value)
  if (!date) throw unprocessable(`${label} must be a date and time in ISO 8601, e.g. 2026-03-03T18:30:00Z`)
  const year = date.getUTCFullYear()
  if (year < EVENT_YEAR_MIN || year > EVENT_YEAR_MAX)
    throw unprocessable(`${label} must be between the years ${EVENT_YEAR_MIN} and ${EVENT_YEAR_MAX}`)
  return date
}

/** 422 unless the end (when there is one) is after the start. */
export function checkEndsAfterStart(date: Date, endsAt: Date | null) {
  if (endsAt && endsAt.getTime() <= date.getTime()) throw unprocessable(ENDS_BEFORE_START)
}

/** Newest date first; deleted events excluded. */
export async function listEvents(db: Db): Promise<Event[]> {
  const rows = await db
    .select()
    .from(events)
    .where(isNull(events.deletedAt))
    .orderBy(desc(events.date), desc(events.createdAt))
  return rows.map(toEventJson)
}

/** A live (not deleted) event, or 404. */
export async function findLiveEvent(db: Db, id: string): Promise<EventRow> {
  if (!isUuid(id)) throw notFound(EVENT_NOT_FOUND)
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), isNull(events.deletedAt)))
    .limit(1)
  if (!row) throw notFound(EVENT_NOT_FOUND)
  return row
}

export const clean = (text: string) => text.trim()

/** The image and the event that shows it are written in one transaction (docs/decisions/0114). */
export async function createEvent(db: Db, input: EventCreate, createdBy: string): Promise<Event> {
  const date = parseDate(input.date)
  const endsAt = input.endsAt ? parseDate(input.endsAt, 'endsAt') : null
  checkEndsAfterStart(date, endsAt)
  const row = await db.transaction(async (tx) => {
    const imageHash = (await resolveImageInput(tx, input.imageUrl, null, 'imageUrl', createdBy)) ?? null
    const [inserted] = await tx
      .insert(events)
      .values({
        id: newId(),
        name: clean(input.name),
        description: clean(input.description),
        date,
        endsAt,
        location: clean(input.location),
        pointsAwarded: input.pointsAwarded,
        expOn: input.expOn ?? 'registration',
        capacity: input.capacity ?? null,
        isActive: input.isActive ?? true,
        imageHash,
        type: input.type ?? null,
        createdBy,
      })
      .returning()
    return inserted
  })
  if (!row) throw new Error('insert returned no row')
  return toEventJson(row)
}

/** Soft delete: hidden from lists, closed to registration; registrations and EXP stay. */
export async function deleteEvent(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(EVENT_NOT_FOUND)
  const now = new Date()
  const [row] = await db
    .update(events)
    .set({ deletedAt: now, updatedAt: now, sequence: sql`${events.sequence} + 1` })
    .where(and(eq(events.id, id), isNull(events.deletedAt)))
    .returning({ id: events.id })
  if (!row) throw notFound(EVENT_NOT_FOUND)
}
