import { windowState } from '@club/api/shared/check-in-window'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useMemo, useState } from 'react'
import { LastUpdated } from '../../components/LastUpdated'
import { LoadFailed } from '../../components/LoadFailed'
import { useDocumentTitle } from '../../components/use-document-title'
import { downloadText } from '../../lib/csv'
import { formatTime } from '../../lib/dates'
import { type EventJson, eventQuery } from '../events'
import {
  attendeesCsv,
  attendeesFileName,
  checkInWindowText,
  filterRows,
  type Row,
  TAB_LABELS,
  TABS,
  type Tab,
  tabRows,
  withLocal,
} from './attendee-tabs'
import { ScanAnswer } from './ScanAnswer'
import { ScanQueue } from './ScanQueue'
import { useScanner } from './use-scanner'
import './check-in.css'

/** /admin/events/:id (docs/product.md#admin): who registered, who waits, who came, who did not. */
export function AttendeesPage({ eventId }: { eventId: string }) {
  const event = useQuery(eventQuery(eventId))
  useDocumentTitle(event.data ? `Attendees: ${event.data.name}` : 'Attendees')
  if (!event.data)
    return (
      <div className="page attendees-page">
        <h1>Attendees</h1>
        {event.isError ? <LoadFailed message="The event could not be loaded." query={event} /> : <p>Loading…</p>}
      </div>
    )
  return <Attendees event={event.data} />
}

function Attendees({ event }: { event: EventJson }) {
  const { attendees, window, answer, scan, waiting, local } = useScanner(event)
  const [tab, setTab] = useState<Tab>('registered')
  const [query, setQuery] = useState('')
  const searchId = useId()
  const state = windowState(window, Date.now())
  const tabs = useMemo(
    () => tabRows(withLocal(attendees.data ?? [], local), state === 'after'),
    [attendees.data, local, state],
  )
  const shown = filterRows(tabs[tab], query)
  return (
    <div className="page attendees-page">
      <header className="check-in-head">
        <p className="eyebrow">Attendee list</p>
        <h1>{event.name}</h1>
        <nav className="check-in-links" aria-label="This event">
          <Link to="/admin/events/$eventId/check-in" params={{ eventId: event._id }}>
            Open the scanner
          </Link>
          <Link to="/admin/events/$eventId/code" params={{ eventId: event._id }}>
            Self check-in code
          </Link>
          <Link to="/admin">Back to the dashboard</Link>
        </nav>
      </header>
      {state !== 'open' && <p className="muted check-in-window">{checkInWindowText(state, window)}</p>}
      {answer && <ScanAnswer answer={answer} />}
      {attendees.isError && !attendees.data && (
        <LoadFailed message="The attendee list could not be loaded." query={attendees} />
      )}
      {attendees.data && <LastUpdated query={attendees} />}
      <div className="attendee-tabs" role="tablist" aria-label="Attendees">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls="attendee-panel"
            className={tab === name ? 'tab active' : 'tab'}
            onClick={() => setTab(name)}
          >
            {TAB_LABELS[name]} <span className="tab-count">({tabs[name].length})</span>
          </button>
        ))}
      </div>
      <div id="attendee-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        <div className="attendee-tools">
          <label htmlFor={searchId}>Search by name or email</label>
          <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          <button
            type="button"
            className="button small"
            onClick={() => downloadText(attendeesCsv(shown), attendeesFileName(event, tab))}
          >
            Download CSV of this tab
          </button>
        </div>
        {tab === 'no-show' && state !== 'after' && (
          <p className="muted">No-shows are listed once check-in has closed.</p>
        )}
        {attendees.data && shown.length === 0 && (
          <p className="muted">Nobody here{query ? ' matches the search' : ''}.</p>
        )}
        {shown.length > 0 && (
          <table className="attendee-table">
            <thead>
              <tr>
                <th scope="col">Student</th>
                <th scope="col">Email</th>
                <th scope="col">{tab === 'waitlist' ? 'Position' : 'Checked in'}</th>
                <th scope="col">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <AttendeeRow
                  key={row.userId}
                  row={row}
                  canCheckIn={state === 'open'}
                  onCheckIn={() => scan({ userId: row.userId })}
                />
              ))}
            </tbody>
          </table>
        )}
      </div>
      <ScanQueue eventId={event._id} waiting={waiting} />
    </div>
  )
}

function AttendeeRow({ row, canCheckIn, onCheckIn }: { row: Row; canCheckIn: boolean; onCheckIn: () => void }) {
  return (
    <tr>
      <th scope="row">{row.username}</th>
      <td>{row.email}</td>
      <td>
        {row.status === 'waitlisted'
          ? `#${row.waitlistPosition}`
          : row.checkedInAt
            ? `${formatTime(row.checkedInAt)}${row.unconfirmed ? ' (not sent yet)' : ''}`
            : 'Not yet'}
      </td>
      <td>
        {row.status === 'registered' && !row.checkedInAt && canCheckIn && (
          <button type="button" className="button small" onClick={onCheckIn} aria-label={`Check in ${row.username}`}>
            Check in
          </button>
        )}
      </td>
    </tr>
  )
}
