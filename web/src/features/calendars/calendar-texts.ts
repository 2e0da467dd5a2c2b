/** What the calendar screens say (docs/product.md#calendars). */
import { eventEnd } from '@club/api/shared/calendar-links'
import { formatTime, formatTimeWithZone } from '@club/api/shared/dates'

export const FEED_LOAD_FAILED = 'Failed to load your calendar address.'
export const FEED_REPLACE_FAILED = 'Failed to make a new address. Please try again.'
export const FEED_REPLACED = 'Done: this is your new address. Subscribe to it again in your calendar app.'
export const COPIED = 'Copied.'
export const COPY_FAILED = 'Could not copy: the address is selected, copy it yourself.'

/**
 * "6:30 pm – 8:30 pm IST": the span a calendar gets (the end is `endsAt`, or two hours after the
 * start), in the club's time zone, labelled.
 */
export function calendarSpan(event: { date: string; endsAt: string | null }, timeZone: string): string {
  const start = formatTime(event.date, timeZone)
  if (!start) return ''
  return `${start} – ${formatTimeWithZone(eventEnd(event.date, event.endsAt), timeZone)}`
}
