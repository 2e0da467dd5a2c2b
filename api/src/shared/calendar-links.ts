/**
 * What calendars need from an event (docs/product.md#calendars), shared by the server's .ics files
 * and the PWA's Add to calendar: when it ends, and the Google Calendar link that opens it prefilled
 * (`calendar.google.com/calendar/render?action=TEMPLATE…`, times in UTC). Pure functions
 * (`@club/api/shared/calendar-links`).
 */
import { CALENDAR_DEFAULT_DURATION_MS } from './constants'

export interface CalendarEvent {
  name: string
  description: string
  location: string
  /** ISO 8601 instants (UTC), as the API answers them. */
  date: string
  endsAt: string | null
}

/** The end a calendar shows: `endsAt`, or two hours after the start when the event has none. */
export function eventEnd(date: string | Date, endsAt: string | Date | null): Date {
  return endsAt ? new Date(endsAt) : new Date(new Date(date).getTime() + CALENDAR_DEFAULT_DURATION_MS)
}

/** 2026-12-05T04:30:00.000Z → "20261205T043000Z" (RFC 5545's UTC form; Google reads the same). */
export function utcStamp(instant: string | Date): string {
  return new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

export const GOOGLE_CALENDAR_TEMPLATE = 'https://calendar.google.com/calendar/render'
/** Google refuses very long links: the description is cut to this many characters (the page link follows). */
export const GOOGLE_DETAILS_MAX_LENGTH = 1_000

/**
 * The link that opens Google Calendar's "new event" form filled in. Every value is percent-encoded
 * (spaces as %20, never "+", which Google would show), times in UTC with a Z so the student's own
 * zone applies; `pageUrl` (the event's page) ends the details.
 */
export function googleCalendarUrl(event: CalendarEvent, pageUrl: string): string {
  const characters = Array.from(event.description) // code points: an emoji is never cut in half
  const description =
    characters.length > GOOGLE_DETAILS_MAX_LENGTH
      ? `${characters
          .slice(0, GOOGLE_DETAILS_MAX_LENGTH - 1)
          .join('')
          .trimEnd()}…`
      : event.description
  const params: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', event.name],
    ['dates', `${utcStamp(event.date)}/${utcStamp(eventEnd(event.date, event.endsAt))}`],
    ['details', description ? `${description}\n\n${pageUrl}` : pageUrl],
    ['location', event.location],
  ]
  return `${GOOGLE_CALENDAR_TEMPLATE}?${params.map(([key, value]) => `${key}=${encodeURIComponent(wellFormed(value))}`).join('&')}`
}

/** A lone surrogate (half an emoji) becomes U+FFFD: encodeURIComponent would throw on it. */
export const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
