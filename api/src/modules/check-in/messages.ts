/**
 * What the person at the door reads (docs/product.md#check-in-at-the-door): a scanner shows these
 * sentences as they come, so each says what happened and what to do. Times are in the club's zone,
 * labelled.
 */
import { TICKET_SHORT_CODE_LENGTH } from '../../shared/constants'
import { formatDateTime, formatTimeWithZone } from '../../shared/dates'

export const EVENT_NOT_FOUND = 'Event not found'
export const TICKET_UNKNOWN =
  'Unknown ticket: no registration has this code. Ask the student to open their ticket again, or find them by name.'
export const CODE_TOO_SHORT = `code must be at least the ${TICKET_SHORT_CODE_LENGTH} letters and digits under the ticket's QR code`
export const SEVERAL_EVENTS = 'Tickets of several events start with this code: type more of the ticket'
export const TICKET_CANCELLED =
  'This ticket was cancelled (the student unregistered). If they registered again, their new ticket is on their phone.'
export const NOT_REGISTERED_USER = 'This student is not registered for this event.'
export const NOT_REGISTERED_SELF = 'You are not registered for this event'
export const ONE_TARGET = 'Send either ticket or userId, not both and not neither'
export const NONCE_REUSED =
  'nonce was already used for a scan of another ticket at this event: make a new nonce for every scan'
export const CODE_WRONG = 'That code is not the one on the screen, or it has expired: type the code shown now'
export const tooManyCodes = (seconds: number) => {
  const wait = seconds < 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`
  return `Too many wrong codes. Please wait ${wait}, then type the code shown now, or show your ticket at the door.`
}
export const scannedAtAhead = (maxMinutes: number) =>
  `scannedAt is more than ${maxMinutes} minutes ahead of the server's clock: check the scanner's date and time`

export const otherEvent = (name: string) => `This ticket is for another event: ${name}.`
export const waitlisted = (username: string, position: number | null, self: boolean) =>
  self
    ? `You are on the waitlist${position ? ` (#${position})` : ''}, not registered: there is no seat to check in to.`
    : `${username} is on the waitlist${position ? ` (#${position})` : ''}, not registered: no seat to check in to.`
export const notOpenYet = (opens: Date, timeZone: string) =>
  `Check-in has not opened yet: it opens at ${formatDateTime(opens, timeZone)}, an hour before the event starts.`
export const closed = (closes: Date, timeZone: string) =>
  `Check-in is closed: it closed at ${formatDateTime(closes, timeZone)}, an hour after the event ended.`
export const tooLateUpload = (closes: Date, timeZone: string) =>
  `This offline scan arrived more than a day after check-in closed (${formatDateTime(closes, timeZone)}), so it is no longer accepted.`

export const checkedInMessage = (username: string, expAwarded: number, self: boolean) =>
  `${self ? 'You are' : `${username} is`} checked in.${expAwarded > 0 ? ` ${expAwarded} EXP added.` : ''}`
export const alreadyCheckedIn = (username: string, at: Date, timeZone: string, self: boolean) =>
  `${self ? 'You were' : `${username} was`} already checked in at ${formatTimeWithZone(at, timeZone)}.`
