/**
 * What a card offers (SPEC §4): Register Now only for an active event whose date is still ahead,
 * otherwise the Event Inactive label; an event the student already registered for says so instead
 * of offering a button the server would refuse with 409.
 */
import { isFuture } from '../../../lib/dates'

export type EventAction = 'register' | 'inactive' | 'registered'

export function eventAction(
  event: { isActive: boolean; date: string },
  registered: boolean,
  now: Date = new Date(),
): EventAction {
  if (registered) return 'registered'
  return event.isActive && isFuture(event.date, now) ? 'register' : 'inactive'
}
