import { Link } from '@tanstack/react-router'
import { isFuture } from '../../lib/dates'
import { AddToCalendar } from '../calendars/ui'
import type { RegistrationJson } from '../registrations'
import { RegistrationAction } from '../registrations/ui'
import { EventCardImage } from './EventCardImage'
import { EventFacts } from './EventFacts'
import { spotsText } from './event-facts'
import type { EventJson } from './queries'

/**
 * One event of /events (docs/product.md#events): picture, type, name (a link to the event's own
 * page), date and time, place, EXP, description, how full it is, what the student can do, and
 * Add to calendar while the event is ahead.
 */
export function EventCard({
  event,
  position,
  registration,
  checking,
  onSignedOut,
}: {
  event: EventJson
  position: number
  registration: RegistrationJson | undefined
  checking: boolean
  onSignedOut: (eventId: string) => void
}) {
  const headingId = `event-${event._id}`
  const spots = spotsText(event, Boolean(registration))
  return (
    <article className="event-card" aria-labelledby={headingId}>
      <EventCardImage name={event.name} imageUrl={event.imageUrl} position={position} />
      <div className="event-body">
        <h2 id={headingId} className="event-name">
          <Link to="/events/$id" params={{ id: event._id }}>
            {event.name}
          </Link>
        </h2>
        {event.type && <p className="event-type">{event.type}</p>}
        <EventFacts event={event} />
        <p className="event-description">{event.description}</p>
        <div className="event-action">
          {spots && <p className={event.spotsLeft === 0 ? 'event-seats full' : 'event-seats'}>{spots}</p>}
          <RegistrationAction
            event={event}
            registration={registration}
            describedBy={headingId}
            checking={checking}
            onSignedOut={onSignedOut}
          />
        </div>
        {isFuture(event.date) && <AddToCalendar event={event} describedBy={headingId} />}
      </div>
    </article>
  )
}
