/**
 * An admin's edit of an event, in one transaction under the event's row lock: the same lock every
 * registration and unregistration takes, so the counts it checks cannot move meanwhile.
 * Raising (or removing) the capacity seats the waitlist at once; lowering it below the registered
 * count is refused; switching expOn to "registration" pays the seats that hold no award yet
 * (decision 0140). Every edit that changes something moves `sequence` (calendar files).
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type EventRow, events } from '../../db/schema'
import { conflict, notFound } from '../../lib/errors'
import { isUuid } from '../../lib/ids'
import { deleteIfUnused } from '../media/cleanup'
import { resolveImageInput } from '../media/service'
import {
  awardEventExp,
  firstWaiting,
  grantSeats,
  lockUsers,
  seatedFromWaitlist,
  seatedWithoutAward,
} from '../registrations/roster'
import { EVENT_NOT_FOUND, toEventJson } from './json'
import type { Event, EventUpdate } from './model'
import { checkEndsAfterStart, clean, findLiveEvent, parseDate } from './service'

export const capacityBelowRegistered = (registered: number) =>
  `capacity cannot be below the ${registered} students already registered: they keep their seats`

type Changes = Partial<typeof events.$inferInsert>

/** The fields of `input` that differ from `current`, parsed. */
function changesOf(current: EventRow, input: EventUpdate, imageHash: string | null | undefined): Changes {
  const changes: Changes = {}
  const set = <K extends keyof Changes & keyof EventRow>(key: K, value: EventRow[K] | undefined) => {
    if (value === undefined) return
    const before = current[key]
    const same =
      value instanceof Date && before instanceof Date ? value.getTime() === before.getTime() : value === before
    if (!same) changes[key] = value as Changes[K]
  }
  set('name', input.name === undefined ? undefined : clean(input.name))
  set('description', input.description === undefined ? undefined : clean(input.description))
  set('location', input.location === undefined ? undefined : clean(input.location))
  set('date', input.date === undefined ? undefined : parseDate(input.date))
  set(
    'endsAt',
    input.endsAt === undefined ? undefined : input.endsAt === null ? null : parseDate(input.endsAt, 'endsAt'),
  )
  set('pointsAwarded', input.pointsAwarded)
  set('expOn', input.expOn)
  set('capacity', input.capacity)
  set('isActive', input.isActive)
  set('type', input.type)
  set('imageHash', imageHash)
  return changes
}

/**
 * A new image is stored in the transaction that refers to it, and a replaced one is removed once
 * nothing refers to it; a deleted event keeps its image (decision 0114).
 */
export async function updateEvent(
  db: Db,
  id: string,
  input: EventUpdate,
  editorId: string,
  now = new Date(),
): Promise<Event> {
  if (!isUuid(id)) throw notFound(EVENT_NOT_FOUND)
  await findLiveEvent(db, id)
  const { event, replacedImage } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(events)
      .where(and(eq(events.id, id), isNull(events.deletedAt)))
      .for('update')
    if (!current) throw notFound(EVENT_NOT_FOUND)
    const imageHash = await resolveImageInput(tx, input.imageUrl, current.imageHash, 'imageUrl', editorId)
    const replacedImage = imageHash !== undefined && imageHash !== current.imageHash ? current.imageHash : null
    const changes = changesOf(current, input, imageHash)
    const next: EventRow = { ...current, ...(changes as Partial<EventRow>) }
    checkEndsAfterStart(next.date, next.endsAt)
    if (next.capacity !== null && next.capacity < current.registeredCount)
      throw conflict(capacityBelowRegistered(current.registeredCount))
    if (Object.keys(changes).length === 0) return { event: toEventJson(current), replacedImage: null }

    const opened =
      next.capacity === null ? null : Math.min(current.waitlistCount, next.capacity - current.registeredCount)
    const waiting = current.waitlistCount > 0 ? await firstWaiting(tx, id, opened) : []
    const unpaid =
      current.expOn === 'attendance' && next.expOn === 'registration' ? await seatedWithoutAward(tx, id) : []
    const exps = await lockUsers(
      tx,
      [...waiting, ...unpaid].map((registration) => registration.userId),
    )
    await grantSeats(tx, next, waiting, exps, now)
    await awardEventExp(tx, next, unpaid, exps)

    const [row] = await tx
      .update(events)
      .set({
        ...changes,
        ...(waiting.length > 0
          ? { ...seatedFromWaitlist(current, waiting.length), countsVersion: sql`${events.countsVersion} + 1` }
          : {}),
        updatedAt: new Date(),
        sequence: sql`${events.sequence} + 1`,
      })
      .where(eq(events.id, id))
      .returning()
    if (!row) throw notFound(EVENT_NOT_FOUND)
    return { event: toEventJson(row), replacedImage }
  })
  if (replacedImage) await deleteIfUnused(db, replacedImage)
  return event
}
