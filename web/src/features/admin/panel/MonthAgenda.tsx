import { formatDate } from '../../../lib/dates'
import type { EventJson } from '../../events'
import { formatIstTime } from '../india-time'
import type { Month } from './calendar-month'

/** The month as a list of the days that have events (phones only, see CSS). */
export function MonthAgenda({ month, days }: { month: Month; days: ReadonlyMap<number, EventJson[]> }) {
  if (days.size === 0) return null
  return (
    <ol className="month-agenda">
      {[...days].map(([day, events]) => {
        const date = new Date(Date.UTC(month.year, month.month, day))
        return (
          <li key={day}>
            <p className="agenda-day">
              <time dateTime={date.toISOString().slice(0, 10)}>
                {date.toLocaleDateString('en-IN', { weekday: 'long', timeZone: 'UTC' })}, {formatDate(date)}
              </time>
            </p>
            <ul className="agenda-events">
              {events.map((event) => (
                <li key={event._id}>
                  <span className="agenda-event-name">{event.name}</span>
                  <span className="agenda-event-meta">
                    {formatIstTime(event.date)} · {event.location}
                    {event.type && ` · ${event.type}`}
                    {!event.isActive && ' · Inactive'}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        )
      })}
    </ol>
  )
}
