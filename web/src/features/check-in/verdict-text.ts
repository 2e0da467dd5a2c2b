/**
 * What the scanner says for each verdict, big and short (docs/product.md#check-in-at-the-door): a
 * headline, a line below it, and a tone the colour follows. Times in the club's time zone.
 */
import { formatDate, formatTime } from '../../lib/dates'
import type { Elsewhere, Verdict } from './judge-scan'

export type Tone = 'go' | 'wait' | 'stop'

export interface VerdictText {
  tone: Tone
  headline: string
  detail: string
}

const when = (instant: string | Date) => `${formatTime(instant)}, ${formatDate(instant)}`

/** A ticket not in the downloaded list, by what the server said of it (judge-scan.ts, Elsewhere). */
const NOT_IN_LIST: Record<Elsewhere | 'not-asked', string> = {
  'not-asked': 'Not on this event’s list. Find the student by name, or download the list again',
  asking: 'Not on this event’s list. Checking other events…',
  nobody: 'No event has this ticket. Ask the student to open their ticket again, or find them by name',
  'newer-than-list': 'A ticket for this event, newer than the downloaded list: download the list again',
  unchecked:
    'Not on this event’s list. Other events could not be checked (no connection): find the student by name, or try again online',
}

export function verdictText(verdict: Verdict): VerdictText {
  switch (verdict.kind) {
    case 'checked-in':
      return { tone: 'go', headline: 'Checked in', detail: verdict.attendee.username }
    case 'already':
      return {
        tone: 'wait',
        headline: 'Already checked in',
        detail: `${verdict.attendee.username}, at ${formatTime(verdict.at)}`,
      }
    case 'waitlisted':
      return {
        tone: 'stop',
        headline: 'On the waitlist',
        detail: `${verdict.attendee.username} is #${verdict.attendee.waitlistPosition ?? '?'} on the waitlist: no seat to check in to`,
      }
    case 'wrong-event':
      return {
        tone: 'stop',
        headline: verdict.eventName ? `Wrong event: ${verdict.eventName}` : 'Wrong event',
        detail: verdict.eventName ? `This ticket is for ${verdict.eventName}` : 'This ticket is for another event',
      }
    case 'unknown':
      return {
        tone: 'stop',
        headline: 'Unknown ticket',
        detail:
          verdict.reason === 'too-short'
            ? 'Type at least the 10 characters under the QR code'
            : verdict.reason === 'ambiguous'
              ? 'Several tickets start like this: type more of it'
              : NOT_IN_LIST[verdict.elsewhere ?? 'not-asked'],
      }
    case 'not-open':
      return { tone: 'stop', headline: 'Check-in not open yet', detail: `It opens at ${when(verdict.opens)}` }
    case 'closed':
      return { tone: 'stop', headline: 'Check-in closed', detail: `It closed at ${when(verdict.closes)}` }
  }
}
