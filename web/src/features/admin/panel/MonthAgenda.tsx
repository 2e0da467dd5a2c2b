import { clubWallClock, formatDate, formatTime } from '../../../lib/dates'
import type { EventJson } from '../../events'
import { type Month, WEEKDAYS } from './calendar-month'

const pad = (value: number) => String(value).padStart(2, '0')

/** The month as a list of the days that have events, on the club's calendar (phones only, see CSS). */
export function MonthAgenda({ month, days }: { month: Month; days: ReadonlyMap<number, EventJson[]> }) {
  if (days.size === 0) return null
  return (
    <ol className="month-agenda">
      {[...days].map(([day, events]) => {
        // Every event of the day is on that day on the club's clock: the first one names it.
        const first = events[0]?.date ?? ''
        const weekday = WEEKDAYS[clubWallClock(first)?.weekday ?? 0]
        return (
          <li key={day}>
            <p className="agenda-day">
              <time dateTime={`${month.year}-${pad(month.month + 1)}-${pad(day)}`}>
                {weekday}, {formatDate(first)}
              </time>
            </p>
            <ul className="agenda-events">
              {events.map((event) => (
                <li key={event._id}>
                  <span className="agenda-event-name">{event.name}</span>
                  <span className="agenda-event-meta">
                    {formatTime(event.date)} · {event.location}
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
