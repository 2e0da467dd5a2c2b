import type { EventRow } from '../../db/schema'
import { mediaUrl } from '../media/service'
import type { Event } from './model'

export const EVENT_NOT_FOUND = 'Event not found'

/** The event as every answer shows it, counts included (docs/api.md#events). */
export function toEventJson(row: EventRow): Event {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    date: row.date.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    location: row.location,
    pointsAwarded: row.pointsAwarded,
    expOn: row.expOn,
    capacity: row.capacity,
    registeredCount: row.registeredCount,
    waitlistCount: row.waitlistCount,
    spotsLeft: row.capacity === null ? null : row.capacity - row.registeredCount,
    isActive: row.isActive,
    imageUrl: row.imageHash ? mediaUrl(row.imageHash) : null,
    type: (row.type as Event['type']) ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}
