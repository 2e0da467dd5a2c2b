/**
 * What a student reads after registering or cancelling (docs/product.md#registrations-and-waitlists).
 * The first is the old site's sentence, kept word for word for the case it always meant.
 */
import type { EventRow } from '../../db/schema'
import type { RegistrationStatus } from '../../shared/constants'

export const REGISTERED = 'Successfully registered for the event! EXP awarded.'
export const ALREADY_REGISTERED = 'You are already registered for this event'
export const ALREADY_WAITLISTED = 'You are already on the waitlist for this event'
export const EVENT_INACTIVE = 'This event is not open for registration'
export const EVENT_PAST = 'This event has already taken place'
export const USER_NOT_FOUND = 'User not found'
export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be a UUID'
export const IDEMPOTENCY_KEY_USED = 'This Idempotency-Key was already used for another registration'
export const EXP_AT_MAXIMUM = 'Your EXP is at its maximum (2147483647), so this event cannot add to it'

export const NOT_REGISTERED = 'You are not registered for this event'
export const UNREGISTER_TOO_LATE = 'This event has already started: registrations can no longer be cancelled'
export const UNREGISTER_CHECKED_IN = 'You have checked in at this event: the registration can no longer be cancelled'
export const refundExceedsExp = (earned: number, exp: number) =>
  `This registration earned ${earned} EXP and you now have ${exp}, so it cannot be taken back: ask an admin`

type Event = Pick<EventRow, 'pointsAwarded' | 'expOn'>

export function registeredMessage(
  event: Event,
  status: RegistrationStatus,
  expAwarded: number,
  position: number | null,
): string {
  if (status === 'waitlisted')
    return `The event is full, so you are #${position} on the waitlist. If a seat frees up, it is yours automatically${
      event.expOn === 'registration' ? ', with its EXP' : ''
    }.`
  if (expAwarded > 0) return REGISTERED
  if (event.expOn === 'attendance')
    return `Successfully registered for the event! You earn ${event.pointsAwarded} EXP when you check in.`
  return 'Successfully registered for the event!' // an award capped at the EXP maximum
}

export function unregisteredMessage(status: RegistrationStatus, refunded: number): string {
  if (status === 'waitlisted') return 'You left the waitlist.'
  return refunded > 0
    ? `Your registration is cancelled and its ${refunded} EXP taken back.`
    : 'Your registration is cancelled.'
}
