import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type EventRow, events } from '../../db/schema'
import { notFound, unprocessable } from '../../lib/errors'
import { isUuid, newId } from '../../lib/ids'
import { EVENT_YEAR_MAX, EVENT_YEAR_MIN } from '../../shared/constants'
import { mediaUrl, resolveImageInput } from '../media/service'
import type { Event, EventCreate, EventUpdate } from './model'

export const EVENT_NOT_FOUND = 'Event not found'

export function toEventJson(row: EventRow): Event {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    date: row.date.toISOString(),
    location: row.location,
    pointsAwarded: row.pointsAwarded,
    isActive: row.isActive,
    imageUrl: row.imageHash ? mediaUrl(row.imageHash) : null,
    type: (row.type as Event['type']) ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

function parseDate(value: string): Date {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) throw unprocessable('date must be a valid date and time')
  const year = date.getUTCFullYear()
  if (year < EVENT_YEAR_MIN || year > EVENT_YEAR_MAX)
    throw unprocessable(`date must be between the years ${EVENT_YEAR_MIN} and ${EVENT_YEAR_MAX}`)
  return date
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

const clean = (text: string) => text.trim()

export async function createEvent(db: Db, input: EventCreate, createdBy: string): Promise<Event> {
  const imageHash = (await resolveImageInput(db, input.imageUrl, null, 'imageUrl')) ?? null
  const [row] = await db
    .insert(events)
    .values({
      id: newId(),
      name: clean(input.name),
      description: clean(input.description),
      date: parseDate(input.date),
      location: clean(input.location),
      pointsAwarded: input.pointsAwarded,
      isActive: input.isActive ?? true,
      imageHash,
      type: input.type ?? null,
      createdBy,
    })
    .returning()
  if (!row) throw new Error('insert returned no row')
  return toEventJson(row)
}

export async function updateEvent(db: Db, id: string, input: EventUpdate): Promise<Event> {
  const current = await findLiveEvent(db, id)
  const changes: Partial<typeof events.$inferInsert> = {}
  if (input.name !== undefined) changes.name = clean(input.name)
  if (input.description !== undefined) changes.description = clean(input.description)
  if (input.location !== undefined) changes.location = clean(input.location)
  if (input.date !== undefined) changes.date = parseDate(input.date)
  if (input.pointsAwarded !== undefined) changes.pointsAwarded = input.pointsAwarded
  if (input.isActive !== undefined) changes.isActive = input.isActive
  if (input.type !== undefined) changes.type = input.type
  const imageHash = await resolveImageInput(db, input.imageUrl, current.imageHash, 'imageUrl')
  if (imageHash !== undefined) changes.imageHash = imageHash
  if (Object.keys(changes).length === 0) return toEventJson(current)
  const [row] = await db
    .update(events)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(events.id, current.id), isNull(events.deletedAt)))
    .returning()
  if (!row) throw notFound(EVENT_NOT_FOUND)
  return toEventJson(row)
}

/** Soft delete: hidden from lists, closed to registration; registrations and EXP stay. */
export async function deleteEvent(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(EVENT_NOT_FOUND)
  const [row] = await db
    .update(events)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(events.id, id), isNull(events.deletedAt)))
    .returning({ id: events.id })
  if (!row) throw notFound(EVENT_NOT_FOUND)
}
