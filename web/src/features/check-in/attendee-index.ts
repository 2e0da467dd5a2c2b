/**
 * The downloaded attendee list, indexed for answering a scan at once (docs/product.md#check-in-at-the-door):
 * by ticket, by student, by the short code people type, and searched by name or email.
 */
import { SHORT_CODE_LENGTH, ticketKey, typedCode } from '../../lib/ticket-code'
import type { Attendee } from './queries'

export interface AttendeeIndex {
  list: readonly Attendee[]
  byTicket: ReadonlyMap<string, Attendee>
  byUser: ReadonlyMap<string, Attendee>
  /** The short code (ticketKey's first SHORT_CODE_LENGTH characters) → the attendees whose ticket starts so. */
  byShortCode: ReadonlyMap<string, Attendee[]>
}

export function indexAttendees(list: readonly Attendee[]): AttendeeIndex {
  const byTicket = new Map<string, Attendee>()
  const byUser = new Map<string, Attendee>()
  const byShortCode = new Map<string, Attendee[]>()
  for (const attendee of list) {
    byTicket.set(attendee.ticket, attendee)
    byUser.set(attendee.userId, attendee)
    const short = ticketKey(attendee.ticket).slice(0, SHORT_CODE_LENGTH)
    byShortCode.set(short, [...(byShortCode.get(short) ?? []), attendee])
  }
  return { list, byTicket, byUser, byShortCode }
}

export type Found =
  | { kind: 'found'; attendee: Attendee }
  | { kind: 'none' }
  | { kind: 'too-short' }
  | { kind: 'ambiguous' }

/** A typed or scanned ticket: the whole ticket, or at least the short code (any case, spaces and dashes ignored). */
export function findTicket(index: AttendeeIndex, text: string): Found {
  const exact = index.byTicket.get(text)
  if (exact) return { kind: 'found', attendee: exact }
  const typed = typedCode(text)
  if (typed.length < SHORT_CODE_LENGTH) return { kind: typed.length === 0 ? 'none' : 'too-short' }
  const matches = (index.byShortCode.get(typed.slice(0, SHORT_CODE_LENGTH)) ?? []).filter((attendee) =>
    ticketKey(attendee.ticket).startsWith(typed),
  )
  if (matches.length === 1) return { kind: 'found', attendee: matches[0]! }
  return { kind: matches.length === 0 ? 'none' : 'ambiguous' }
}

/** Attendees whose username or email contains the words typed, seats first; at most `limit`. */
export function searchAttendees(index: AttendeeIndex, query: string, limit = 20): Attendee[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const found = index.list.filter((attendee) => {
    const text = `${attendee.username} ${attendee.email}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
  return found.sort((a, b) => Number(a.status === 'waitlisted') - Number(b.status === 'waitlisted')).slice(0, limit)
}
