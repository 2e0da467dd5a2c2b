import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LastUpdated } from '../../components/LastUpdated'
import { LoadFailed } from '../../components/LoadFailed'
import { useDocumentTitle } from '../../components/use-document-title'
import { formatDate, formatTime } from '../../lib/dates'
import { type EventJson, eventQuery } from '../events'
import { CameraScanner } from './CameraScanner'
import { NameSearch } from './NameSearch'
import { ScanAnswer } from './ScanAnswer'
import { ScanQueue } from './ScanQueue'
import { TicketEntry } from './TicketEntry'
import { useScanner } from './use-scanner'
import './check-in.css'

/**
 * /admin/events/:id/check-in (docs/product.md#check-in-at-the-door): the door. Answers every scan
 * from the list it downloaded, at once, and sends the check-ins on (or keeps them until the server
 * answers again).
 */
export function ScannerPage({ eventId }: { eventId: string }) {
  const event = useQuery(eventQuery(eventId))
  useDocumentTitle(event.data ? `Check-in: ${event.data.name}` : 'Check-in')
  if (!event.data)
    return (
      <div className="page check-in-page">
        <h1>Check-in</h1>
        {event.isError ? <LoadFailed message="The event could not be loaded." query={event} /> : <p>Loading…</p>}
      </div>
    )
  return <Scanner event={event.data} />
}

function Scanner({ event }: { event: EventJson }) {
  const { attendees, index, window, answer, scan, waiting, local } = useScanner(event)
  const seats = attendees.data?.filter((attendee) => attendee.status === 'registered') ?? []
  const checkedIn = seats.filter((attendee) => attendee.checkedInAt ?? local.get(attendee.userId)).length
  return (
    <div className="page check-in-page">
      <header className="check-in-head">
        <p className="eyebrow">Check-in at the door</p>
        <h1>{event.name}</h1>
        <p className="lead">
          Check-in is open from {formatTime(window.opens)} ({formatDate(window.opens)}) to {formatTime(window.closes)} (
          {formatDate(window.closes)}).
        </p>
        <nav className="check-in-links" aria-label="This event">
          <Link to="/admin/events/$eventId" params={{ eventId: event._id }}>
            Attendee list
          </Link>
          <Link to="/admin/events/$eventId/code" params={{ eventId: event._id }}>
            Self check-in code
          </Link>
        </nav>
      </header>
      <ScanAnswer answer={answer} />
      {attendees.data ? (
        <>
          <LastUpdated query={attendees} />
          <p className="check-in-count">
            {checkedIn} of {seats.length} checked in · list of {attendees.data.length} downloaded at{' '}
            {formatTime(new Date(attendees.dataUpdatedAt))}
          </p>
          <div className="scanner-tools">
            <CameraScanner onCode={(text) => scan({ text })} />
            <TicketEntry onCode={(text) => scan({ text })} />
            <NameSearch index={index} local={local} onCheckIn={(userId) => scan({ userId })} />
          </div>
        </>
      ) : attendees.isError ? (
        <LoadFailed message="The attendee list could not be downloaded: scans need it." query={attendees} />
      ) : (
        <p role="status">Downloading the attendee list…</p>
      )}
      <ScanQueue eventId={event._id} waiting={waiting} />
    </div>
  )
}
