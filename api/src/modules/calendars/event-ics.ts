/**
 * An event as a VEVENT, and calendar files around VEVENTs (docs/api.md#calendars).
 *
 * - UID: the event's id (a UUID, as RFC 7986 recommends): it never changes, so a calendar that
 *   reads the event again updates it instead of adding a second one.
 * - SEQUENCE: events.sequence, which every edit and the delete grow (registrations do not).
 * - DTSTAMP and LAST-MODIFIED: when the event last changed (RFC 5545 §3.8.7.2: without METHOD,
 *   DTSTAMP is when the information was last revised), so the same event gives the same bytes.
 * - DTSTART/DTEND in UTC; DTEND from endsAt, or two hours after the start.
 * - STATUS: CONFIRMED, TENTATIVE (waitlisted, in a personal feed) or CANCELLED (deleted).
 * - A VALARM one hour before, unless cancelled.
 */
import type { EventRow } from '../../db/schema'
import { eventEnd, utcStamp } from '../../shared/calendar-links'
import { CALENDAR_ALARM_BEFORE_MINUTES, CLUB_NAME } from '../../shared/constants'
import { component, escapeText, type Property } from './ics'

export type CalendarEventRow = Pick<
  EventRow,
  | 'id'
  | 'name'
  | 'description'
  | 'location'
  | 'date'
  | 'endsAt'
  | 'type'
  | 'sequence'
  | 'createdAt'
  | 'updatedAt'
  | 'deletedAt'
>

export interface VeventOptions {
  /** PUBLIC_URL: the event's page is `${publicUrl}/events/${id}`. */
  publicUrl: string
  /** In a personal feed: a place on the waitlist, not a seat. */
  waitlisted?: boolean
}

export const eventPageUrl = (publicUrl: string, eventId: string) => `${publicUrl.replace(/\/+$/, '')}/events/${eventId}`

/** "Winter Gameathon 2026!" → "winter-gameathon-2026.ics" (ASCII: a header's filename). */
export function icsFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return `${slug || 'event'}.ics`
}

const WAITLIST_NOTE = 'You are on the waitlist for this event: if a seat frees up, it is yours automatically.'

export function vevent(event: CalendarEventRow, { publicUrl, waitlisted = false }: VeventOptions): string {
  const page = eventPageUrl(publicUrl, event.id)
  const cancelled = event.deletedAt !== null
  // Line breaks made one kind first, so a part ending in CR and the separator never read as one CRLF.
  const description = [waitlisted && !cancelled ? WAITLIST_NOTE : '', event.description.replace(/\r\n?/g, '\n'), page]
    .filter(Boolean)
    .join('\n\n')
  const properties: Property[] = [
    ['UID', event.id],
    ['DTSTAMP', utcStamp(event.updatedAt)],
    ['DTSTART', utcStamp(event.date)],
    ['DTEND', utcStamp(eventEnd(event.date, event.endsAt))],
    ['SEQUENCE', String(event.sequence)],
    ['STATUS', cancelled ? 'CANCELLED' : waitlisted ? 'TENTATIVE' : 'CONFIRMED'],
    ['SUMMARY', escapeText(event.name)],
    ['LOCATION', escapeText(event.location)],
    ['DESCRIPTION', escapeText(description)],
    ['URL', page],
    ['CREATED', utcStamp(event.createdAt)],
    ['LAST-MODIFIED', utcStamp(event.updatedAt)],
  ]
  if (event.type) properties.push(['CATEGORIES', escapeText(event.type)])
  const alarm = component('VALARM', [
    ['ACTION', 'DISPLAY'],
    ['DESCRIPTION', escapeText(event.name)],
    ['TRIGGER', `-PT${CALENDAR_ALARM_BEFORE_MINUTES}M`],
  ])
  return component('VEVENT', properties, cancelled ? [] : [alarm])
}

/**
 * A whole file. A feed (read again and again by calendar apps) says what it is called and how
 * often to look for changes; a single event's file does not.
 */
export function calendarFile(vevents: string[], feed?: { name: string }): string {
  const properties: Property[] = [
    ['VERSION', '2.0'],
    ['PRODID', `-//${CLUB_NAME}//Events//EN`],
    ['CALSCALE', 'GREGORIAN'],
  ]
  if (feed)
    properties.push(
      ['NAME', escapeText(feed.name)],
      ['X-WR-CALNAME', escapeText(feed.name)],
      ['REFRESH-INTERVAL;VALUE=DURATION', 'PT1H'],
      ['X-PUBLISHED-TTL', 'PT1H'],
    )
  return component('VCALENDAR', properties, vevents)
}
