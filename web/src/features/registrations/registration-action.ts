/**
 * What a card or an event's page offers the student (docs/product.md#events): pure, from the
 * event, the student's registration as the server listed it, and any change still pending.
 *
 * - A pending change shows as pending (sending, queued, no answer yet), never as done (decision 0145).
 * - A seat: "You're registered", with Cancel registration until the event starts (not after
 *   checking in); a waitlist place: "You're #3 on the waitlist", with Leave waitlist; whatever the
 *   event's state, since the server would refuse a second registration.
 * - Otherwise Register Now, or Join waitlist when the event is full, for an active event still
 *   ahead; else Event Inactive.
 */
import { isFuture } from '../../lib/dates'
import type { Pending as AnyPending } from '../../pwa/queued-mutation'
import type { RegistrationJson } from './queries'
import type { RegistrationChange } from './registration-types'

type Pending = AnyPending<RegistrationChange>

export interface ActionEvent {
  isActive: boolean
  date: string
  spotsLeft: number | null
}

export type RegistrationAction =
  | { kind: 'pending'; pending: Pending }
  | { kind: 'registered'; canCancel: boolean; expAwarded: number }
  | { kind: 'waitlisted'; position: number; canLeave: boolean }
  | { kind: 'open'; full: boolean }
  | { kind: 'inactive' }

type ListedRegistration = Pick<RegistrationJson, 'status' | 'waitlistPosition' | 'checkedInAt' | 'expAwarded'> & {
  event: { isDeleted: boolean }
}

export function registrationAction(
  event: ActionEvent,
  registration: ListedRegistration | undefined,
  pending: Pending | null,
  now: Date = new Date(),
): RegistrationAction {
  if (pending) return { kind: 'pending', pending }
  // Until the event starts (docs/api.md#registrations); a deleted event cannot be changed.
  const changeable = isFuture(event.date, now) && !registration?.event.isDeleted
  if (registration?.status === 'registered')
    return {
      kind: 'registered',
      canCancel: changeable && !registration.checkedInAt,
      expAwarded: registration.expAwarded,
    }
  if (registration?.status === 'waitlisted')
    return { kind: 'waitlisted', position: registration.waitlistPosition ?? 0, canLeave: changeable }
  if (event.isActive && isFuture(event.date, now)) return { kind: 'open', full: event.spotsLeft === 0 }
  return { kind: 'inactive' }
}
