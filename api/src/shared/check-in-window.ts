/**
 * When an event's check-in is open (docs/product.md#check-in-at-the-door): from an hour before it
 * starts until an hour after it ends (or after its start + 4 hours when it has no end). One
 * function for the API, which decides, and the PWA, whose scanner answers offline and whose event
 * page shows the self check-in field only while it is open.
 */
import {
  CHECK_IN_CLOSES_AFTER_MS,
  CHECK_IN_OPENS_BEFORE_MS,
  EVENT_DEFAULT_LENGTH_MS,
  OFFLINE_SCAN_GRACE_MS,
} from './constants'

type Instant = string | number | Date

export interface CheckInWindow {
  opens: Date
  closes: Date
}

const ms = (value: Instant) => (value instanceof Date ? value.getTime() : new Date(value).getTime())

/** The window of an event whose `date` (and `endsAt`, or null) are given. */
export function checkInWindow(event: { date: Instant; endsAt: Instant | null }): CheckInWindow {
  const start = ms(event.date)
  const end = event.endsAt === null ? start + EVENT_DEFAULT_LENGTH_MS : ms(event.endsAt)
  return { opens: new Date(start - CHECK_IN_OPENS_BEFORE_MS), closes: new Date(end + CHECK_IN_CLOSES_AFTER_MS) }
}

export type WindowState = 'before' | 'open' | 'after'

/** Where `at` falls: before the window opens, inside it (both ends included), or after it closed. */
export function windowState(window: CheckInWindow, at: Instant): WindowState {
  const t = ms(at)
  if (t < window.opens.getTime()) return 'before'
  if (t > window.closes.getTime()) return 'after'
  return 'open'
}

/** An offline scan made inside the window may still be sent until this moment. */
export const lastUploadAt = (window: CheckInWindow): Date => new Date(window.closes.getTime() + OFFLINE_SCAN_GRACE_MS)
