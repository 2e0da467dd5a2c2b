/**
 * What a card offers (docs/product.md#events): Register Now only for an active event whose date is
 * still ahead, otherwise the Event Inactive label; an event the student already registered for
 * says so instead of offering a button the server would refuse with 409.
 */
import { isFuture } from '../../lib/dates'
import type { EventAction } from '../registrations/ui'

export function eventAction(
  event: { isActive: boolean; date: string },
  registered: boolean,
  now: Date = new Date(),
): EventAction {
  if (registered) return 'registered'
  return event.isActive && isFuture(event.date, now) ? 'register' : 'inactive'
}
