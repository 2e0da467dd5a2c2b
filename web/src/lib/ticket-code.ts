/**
 * What a ticket's QR code carries, and the short form people type (docs/product.md#check-in-at-the-door).
 * The QR code holds the event's id and the ticket, so a scanner with no connection can tell a
 * ticket of another event from an unknown one; the API is sent the ticket alone. The short code is
 * the ticket's first characters, grouped, matched without regard to case: typing 43 characters at a
 * door is not a plan.
 */

import { TICKET_SHORT_CODE_LENGTH } from '@club/api/shared/constants'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The text of a ticket's QR code. */
export const ticketPayload = (eventId: string, ticket: string) => `${eventId}/${ticket}`

/** A scanned text: the event it names (when it is a ticket's QR code) and the ticket. */
export function readTicketPayload(text: string): { eventId: string | null; ticket: string } {
  const trimmed = text.trim()
  const slash = trimmed.indexOf('/')
  const eventId = trimmed.slice(0, slash)
  if (slash > 0 && UUID.test(eventId)) return { eventId: eventId.toLowerCase(), ticket: trimmed.slice(slash + 1) }
  return { eventId: null, ticket: trimmed }
}

/** Characters of the short code: enough to be unique among an event's tickets (60 bits); the API cuts it alike. */
export const SHORT_CODE_LENGTH = TICKET_SHORT_CODE_LENGTH

/**
 * A ticket's letters and digits, upper case: what the short code is cut from and compared with (a
 * ticket's own `-` and `_` would be lost among the dashes that group the code).
 */
export const ticketKey = (ticket: string) => ticket.replace(/[^A-Za-z0-9]/g, '').toUpperCase()

/** "q0H5-xY2k_Lp…" → "Q0H5-XY2K-LP": shown under the QR code, typed at the door. */
export function shortCode(ticket: string): string {
  const head = ticketKey(ticket).slice(0, SHORT_CODE_LENGTH)
  return [head.slice(0, 4), head.slice(4, 8), head.slice(8)].filter(Boolean).join('-')
}

/** What someone typed, ready to compare with a ticket's key: letters and digits only, upper case. */
export const typedCode = ticketKey
