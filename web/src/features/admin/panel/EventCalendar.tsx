import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Icon } from '../../../components/Icon'
import { LoadFailed } from '../../../components/LoadFailed'
import { clubTimeZone } from '../../../lib/dates'
import { eventsQuery } from '../../events'
import { addMonths, byDay, monthLabel, monthOf, sameMonth } from './calendar-month'
import { MonthAgenda } from './MonthAgenda'
import { MonthGrid } from './MonthGrid'

/**
 * Event Calendar tab: every event (GET /api/events) in a month of the club's calendar, starting at
 * this month, with previous and next. A month grid on wide screens, an agenda (day by day) on phones.
 */
export function EventCalendar() {
  const events = useQuery(eventsQuery())
  const thisMonth = monthOf(new Date(), clubTimeZone())
  const [month, setMonth] = useState(thisMonth)
  const days = byDay(events.data ?? [], month, clubTimeZone())
  const label = monthLabel(month)
  const titleId = 'calendar-month-title'

  return (
    <div className="calendar">
      <div className="calendar-head with-action">
        <h3 id={titleId} aria-live="polite">
          {label}
        </h3>
        <div className="calendar-nav">
          <button type="button" className="button ghost small" onClick={() => setMonth(addMonths(month, -1))}>
            <Icon name="arrow-left" />
            Previous<span className="sr-only"> month</span>
          </button>
          <button
            type="button"
            className="button ghost small"
            aria-disabled={sameMonth(month, thisMonth)}
            onClick={() => setMonth(thisMonth)}
          >
            This month
          </button>
          <button type="button" className="button ghost small" onClick={() => setMonth(addMonths(month, 1))}>
            Next<span className="sr-only"> month</span>
            <Icon name="arrow-right" />
          </button>
        </div>
      </div>
      {events.isPending ? (
        <p className="muted" role="status">
          Loading events…
        </p>
      ) : events.isError && !events.data ? (
        <LoadFailed message="Failed to load events. Check your connection, then try again." query={events} />
      ) : (
        <>
          {days.size === 0 && <p className="calendar-empty muted">No events in {label}.</p>}
          <MonthGrid month={month} days={days} labelledBy={titleId} />
          <MonthAgenda days={days} month={month} />
        </>
      )}
    </div>
  )
}
