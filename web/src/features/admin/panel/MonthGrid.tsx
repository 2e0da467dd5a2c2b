import { clubTimeZone, clubWallClock, formatTime } from '../../../lib/dates'
import type { EventJson } from '../../events'
import { type Month, monthOf, monthWeeks, sameMonth, WEEKDAYS } from './calendar-month'

interface Props {
  month: Month
  days: ReadonlyMap<number, EventJson[]>
  labelledBy: string
}

/** The month as a table, Monday first, each day listing its events (wide screens only, see CSS). */
export function MonthGrid({ month, days, labelledBy }: Props) {
  const now = new Date()
  const today = sameMonth(monthOf(now, clubTimeZone()), month) ? (clubWallClock(now)?.day ?? null) : null
  return (
    <table className="month-grid" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col">
              <abbr title={day}>{day.slice(0, 3)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.join()}>
            {week.map((day, index) =>
              day === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have nothing else to tell them apart
                <td key={`blank-${index}`} className="blank" />
              ) : (
                <td key={day} className={day === today ? 'today' : undefined}>
                  <span className="day-number" aria-current={day === today ? 'date' : undefined}>
                    {day}
                  </span>
                  {days.get(day) && (
                    <ul className="day-events">
                      {days.get(day)?.map((event) => (
                        <li key={event._id} className={event.isActive ? undefined : 'inactive'}>
                          <span className="day-event-name">{event.name}</span>
                          <span className="day-event-meta">
                            {formatTime(event.date)} · {event.location}
                            {!event.isActive && ' · Inactive'}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
