import { formatDate, formatTime, isFuture } from '../../lib/dates'
import { AddToCalendar } from '../calendars/ui'
import { type EventAction, RegisterAction } from '../registrations/ui'
import { EventCardImage } from './EventCardImage'
import type { EventJson } from './queries'

/**
 * One event of /events (docs/product.md#events): picture, type, name, date and time, place, description, EXP,
 * and Add to calendar while the event is ahead.
 */
export function EventCard({
  event,
  position,
  action,
  checking,
  onMessage,
  onSignedOut,
}: {
  event: EventJson
  position: number
  action: EventAction
  checking: boolean
  onMessage: Parameters<typeof RegisterAction>[0]['onMessage']
  onSignedOut: () => void
}) {
  const headingId = `event-${event._id}`
  const time = formatTime(event.date)
  return (
    <article className="event-card" aria-labelledby={headingId}>
      <EventCardImage name={event.name} imageUrl={event.imageUrl} position={position} />
      <div className="event-body">
        <h2 id={headingId} className="event-name">
          {event.name}
        </h2>
        {event.type && <p className="event-type">{event.type}</p>}
        <dl className="event-facts">
          <div>
            <dt>When</dt>
            <dd>
              <time dateTime={event.date}>
                {formatDate(event.date)}
                {time && `, ${time}`}
              </time>
            </dd>
          </div>
          <div>
            <dt>Where</dt>
            <dd>{event.location}</dd>
          </div>
          <div>
            <dt>Reward</dt>
            <dd className="event-exp">{event.pointsAwarded} EXP</dd>
          </div>
        </dl>
        <p className="event-description">{event.description}</p>
        <div className="event-action">
          <RegisterAction
            eventId={event._id}
            action={action}
            describedBy={headingId}
            checking={checking}
            onMessage={onMessage}
            onSignedOut={onSignedOut}
          />
        </div>
        {isFuture(event.date) && <AddToCalendar event={event} describedBy={headingId} />}
      </div>
    </article>
  )
}
