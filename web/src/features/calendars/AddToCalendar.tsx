import type { CalendarEvent } from '@club/api/shared/calendar-links'
import { siteOrigin } from '../../api/client'
import { clubTimeZone } from '../../lib/dates'
import { eventCalendarLinks } from './calendar-links'
import { calendarSpan } from './calendar-texts'

/**
 * Add to calendar on an event (docs/product.md#calendars): its .ics file (any calendar app, with a
 * reminder an hour before) or Google Calendar's form, prefilled. The span the calendar gets is said
 * in the club's time zone, labelled, since it may differ from the card's when the event has no end.
 * `describedBy`: the event's name, so that each card's links say which event they add.
 */
export function AddToCalendar({ event, describedBy }: { event: CalendarEvent & { _id: string }; describedBy: string }) {
  const links = eventCalendarLinks(event, siteOrigin())
  const span = calendarSpan(event, clubTimeZone())
  return (
    <div className="add-to-calendar">
      <p className="muted">Add to calendar{span && ` (${span})`}:</p>
      <div className="add-to-calendar-links">
        <a className="button small ghost" href={links.ics} download aria-describedby={describedBy}>
          Calendar file (.ics)
        </a>
        <a
          className="button small ghost"
          href={links.google}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={describedBy}
        >
          Google Calendar
        </a>
      </div>
    </div>
  )
}
