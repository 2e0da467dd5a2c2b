import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { type EventRow, events } from '../../db/schema'
import { parseDateTime } from '../../lib/dates'
import { notFound, unprocessable } from '../../lib/errors'
import { isUuid, newId } from '../../lib/ids'
import { EVENT_YEAR_MAX, EVENT_YEAR_MIN } from '../../shared/constants'
import { deleteIfUnused } from '../media/cleanup'
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
  // Validation already refused dates that do not exist (lib/dates.ts); this is the same check.
  const date = parseDateTime(value)
  if (!date) throw unprocessable('date must be a date and time in ISO 8601, e.g. 2026-03-03T18:30:00Z')
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

/** The image and the event that shows it are written in one transaction (docs/decisions/0114). */
export async function createEvent(db: Db, input: EventCreate, createdBy: string): Promise<Event> {
  const date = parseDate(input.date)
  const row = await db.transaction(async (tx) => {
    const imageHash = (await resolveImageInput(tx, input.imageUrl, null, 'imageUrl', createdBy)) ?? null
    const [inserted] = await tx
      .insert(events)
      .values({
        id: newId(),
        name: clean(input.name),
        description: clean(input.description),
        date,
        location: clean(input.location),
        pointsAwarded: input.pointsAwarded,
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

/** A replaced image is removed once nothing refers to it; a deleted event keeps its image. */
export async function updateEvent(db: Db, id: string, input: EventUpdate, editorId: string): Promise<Event> {
  const current = await findLiveEvent(db, id)
  const row = await db.transaction((tx) => applyEventUpdate(tx, current, input, editorId))
  if (row.imageHash !== current.imageHash && current.imageHash) await deleteIfUnused(db, current.imageHash)
  return toEventJson(row)
}

async function applyEventUpdate(tx: Tx, current: EventRow, input: EventUpdate, editorId: string): Promise<EventRow> {
  const changes: Partial<typeof events.$inferInsert> = {}
  if (input.name !== undefined) changes.name = clean(input.name)
  if (input.description !== undefined) changes.description = clean(input.description)
  if (input.location !== undefined) changes.location = clean(input.location)
  if (input.date !== undefined) changes.date = parseDate(input.date)
  if (input.pointsAwarded !== undefined) changes.pointsAwarded = input.pointsAwarded
  if (input.isActive !== undefined) changes.isActive = input.isActive
  if (input.type !== undefined) changes.type = input.type
  const imageHash = await resolveImageInput(tx, input.imageUrl, current.imageHash, 'imageUrl', editorId)
  if (imageHash !== undefined) changes.imageHash = imageHash
  if (Object.keys(changes).length === 0) return current
  const [row] = await tx
    .update(events)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(events.id, current.id), isNull(events.deletedAt)))
    .returning()
  if (!row) throw notFound(EVENT_NOT_FOUND)
  return row
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
