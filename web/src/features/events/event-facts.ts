/**
 * The words a card and an event's page use for how full an event is and what it gives
 * (docs/product.md#events). Pure, so they are tested without a browser.
 */
import { isFuture } from '../../lib/dates'
import type { EventJson } from './queries'

type Seats = Pick<EventJson, 'capacity' | 'spotsLeft' | 'isActive' | 'date'>

/**
 * "12 spots left", "1 spot left", "Full: join the waitlist" ("Full" to a student already in it);
 * nothing for an unlimited event, or one that no longer takes registrations.
 */
export function spotsText(event: Seats, joined = false, now = new Date()): string | null {
  if (event.capacity === null || event.spotsLeft === null || !event.isActive || !isFuture(event.date, now)) return null
  if (event.spotsLeft === 0) return joined ? 'Full' : 'Full: join the waitlist'
  return `${event.spotsLeft} ${event.spotsLeft === 1 ? 'spot' : 'spots'} left`
}

/** "150 EXP", or "150 EXP when you check in" for an event that gives its EXP at check-in. */
export const rewardText = (event: Pick<EventJson, 'pointsAwarded' | 'expOn'>) =>
  event.expOn === 'attendance' ? `${event.pointsAwarded} EXP when you check in` : `${event.pointsAwarded} EXP`

/** The event page's count: "58 of 60 seats taken · 3 on the waitlist", or "12 registered" when unlimited. */
export function countsText(event: Pick<EventJson, 'capacity' | 'registeredCount' | 'waitlistCount'>): string {
  const waiting = event.waitlistCount > 0 ? ` · ${event.waitlistCount} on the waitlist` : ''
  if (event.capacity === null) return `${event.registeredCount} registered · no limit on seats`
  return `${event.registeredCount} of ${event.capacity} ${event.capacity === 1 ? 'seat' : 'seats'} taken${waiting}`
}
