import { type CalendarEvent, googleCalendarUrl } from '@club/api/shared/calendar-links'

/** The API's address of an event's calendar file (docs/api.md#calendars). */
export const eventIcsPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/calendar.ics`

/** The club feed: every active event, for anyone (docs/api.md#calendars). */
export const CLUB_FEED_PATH = '/api/calendar/club.ics'

/**
 * An event's two ways into a calendar: its .ics file, and Google Calendar's prefilled form whose
 * details end with the event's page, the same address the .ics file's URL carries.
 */
export function eventCalendarLinks(event: CalendarEvent & { _id: string }, origin: string) {
  return {
    ics: eventIcsPath(event._id),
    google: googleCalendarUrl(event, `${origin}/events/${event._id}`),
  }
}
