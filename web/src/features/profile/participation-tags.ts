/**
 * What a row of Participated Events says of a registration (docs/product.md#profile): Upcoming
 * or Completed for a seat, its place for the waitlist, "Cancelled by the club" for an event the
 * club deleted; and the EXP the server says it earned, or
 * when it will (never EXP the server has not added).
 */
import { isFuture } from '../../lib/dates'
import type { RegistrationJson } from '../registrations'

type Row = Pick<RegistrationJson, 'status' | 'waitlistPosition' | 'expAwarded'> &
  Partial<Pick<RegistrationJson, 'checkedInAt'>> & {
    event: Pick<RegistrationJson['event'], 'date' | 'expOn' | 'pointsAwarded'> &
      Partial<Pick<RegistrationJson['event'], 'isDeleted'>>
  }

export const CANCELLED_BY_THE_CLUB = 'Cancelled by the club'

export function participationTags(registration: Row, now = new Date()) {
  const upcoming = isFuture(registration.event.date, now)
  // An event the club deleted before the student was there: no "Upcoming", no EXP to come. One
  // they checked in at happened, deleted later or not.
  if (registration.event.isDeleted && (upcoming || !registration.checkedInAt))
    return {
      status: { kind: 'cancelled', text: CANCELLED_BY_THE_CLUB },
      exp: registration.expAwarded > 0 ? { text: `+${registration.expAwarded} EXP`, earned: true } : null,
    }
  const status =
    registration.status === 'waitlisted'
      ? { kind: 'waitlisted', text: `Waitlist #${registration.waitlistPosition}` }
      : upcoming
        ? { kind: 'upcoming', text: 'Upcoming' }
        : { kind: 'completed', text: 'Completed' }
  // Earned (the server added it), or still to come at check-in (said as such, in a quieter colour).
  let exp: { text: string; earned: boolean } | null = null
  if (registration.expAwarded > 0) exp = { text: `+${registration.expAwarded} EXP`, earned: true }
  else if (registration.status === 'registered' && registration.event.expOn === 'attendance' && upcoming)
    exp = { text: `${registration.event.pointsAwarded} EXP at check-in`, earned: false }
  else if (registration.status === 'registered') exp = { text: '+0 EXP', earned: true }
  return { status, exp }
}
