/**
 * The scanner's answer to a scan, from what it holds (docs/product.md#check-in-at-the-door): the
 * attendee list as downloaded, the check-ins this phone made since, and the check-in window.
 * Offline it can refuse what the list refuses; what it cannot know (another phone's scans, changes
 * since the download) the server decides when the scan reaches it (scan-request.ts).
 */

import { type CheckInWindow, windowState } from '@club/api/shared/check-in-window'
import { readTicketPayload, SHORT_CODE_LENGTH, typedCode } from '../../lib/ticket-code'
import { type AttendeeIndex, findTicket } from './attendee-index'
import type { Attendee } from './queries'
import type { ServerTicket } from './scan-types'

export type Verdict =
  /** A new check-in: shown green and sent to the server (now, or when it answers again). */
  | { kind: 'checked-in'; attendee: Attendee; at: string }
  | { kind: 'already'; attendee: Attendee; at: string }
  | { kind: 'waitlisted'; attendee: Attendee }
  | { kind: 'wrong-event'; eventId: string; eventName: string | null }
  | {
      kind: 'unknown'
      reason: 'not-in-list' | 'too-short' | 'ambiguous'
      /** For a ticket not in the list: what the server said of it (see askedElsewhere), if it was asked. */
      elsewhere?: Elsewhere
    }
  | { kind: 'not-open'; opens: Date }
  | { kind: 'closed'; closes: Date }

export type Scan = { text: string } | { userId: string }

export interface ScanContext {
  eventId: string
  index: AttendeeIndex
  /** Check-ins this phone made that the downloaded list does not show yet: student → time. */
  local: ReadonlyMap<string, string>
  window: CheckInWindow
  now: Date
  /** The name of another event, when this device knows it. */
  eventNameOf: (eventId: string) => string | null
}

export function judgeScan(scan: Scan, context: ScanContext): Verdict {
  let attendee: Attendee | undefined
  if ('userId' in scan) attendee = context.index.byUser.get(scan.userId)
  else {
    const { eventId, ticket } = readTicketPayload(scan.text)
    if (eventId && eventId !== context.eventId.toLowerCase())
      return { kind: 'wrong-event', eventId, eventName: context.eventNameOf(eventId) }
    const found = findTicket(context.index, ticket)
    if (found.kind !== 'found') return { kind: 'unknown', reason: found.kind === 'none' ? 'not-in-list' : found.kind }
    attendee = found.attendee
  }
  if (!attendee) return { kind: 'unknown', reason: 'not-in-list' }
  if (attendee.status === 'waitlisted') return { kind: 'waitlisted', attendee }
  const state = windowState(context.window, context.now)
  if (state === 'before') return { kind: 'not-open', opens: context.window.opens }
  if (state === 'after') return { kind: 'closed', closes: context.window.closes }
  const at = attendee.checkedInAt ?? context.local.get(attendee.userId)
  if (at) return { kind: 'already', attendee, at }
  return { kind: 'checked-in', attendee, at: context.now.toISOString() }
}

/**
 * A ticket not in this event's list, as far as the server got to say (GET
 * /api/events/:id/check-in/tickets/:code): being asked; no live registration has it; this very
 * event's, newer than the list; or not asked at all, or no answer (offline, server down).
 */
export type Elsewhere = 'asking' | 'nobody' | 'newer-than-list' | 'unchecked'

/**
 * The code to ask the server about, for a text scan the list does not know (another event's
 * ticket typed as its short code carries no event to tell by); null when the verdict stands.
 */
export function codeToAsk(scan: Scan, verdict: Verdict): string | null {
  if ('userId' in scan || verdict.kind !== 'unknown' || verdict.reason !== 'not-in-list') return null
  const { ticket } = readTicketPayload(scan.text)
  return typedCode(ticket).length >= SHORT_CODE_LENGTH ? ticket.trim() : null
}

/** The verdict on a ticket not in the list (codeToAsk), once the server answered (or did not). */
export function judgeElsewhere(verdict: Verdict, answer: ServerTicket | 'asking', eventId: string): Verdict {
  if (verdict.kind !== 'unknown') return verdict
  if (answer === 'asking') return { ...verdict, elsewhere: 'asking' }
  if (answer === 'none') return { ...verdict, elsewhere: 'nobody' }
  if (answer === 'several') return { kind: 'unknown', reason: 'ambiguous' }
  if (answer === 'no-answer') return { ...verdict, elsewhere: 'unchecked' }
  if (answer.eventId.toLowerCase() === eventId.toLowerCase()) return { ...verdict, elsewhere: 'newer-than-list' }
  return { kind: 'wrong-event', eventId: answer.eventId, eventName: answer.eventName }
}
