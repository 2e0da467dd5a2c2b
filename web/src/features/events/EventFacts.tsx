import { formatDateTime } from '../../lib/dates'
import { rewardText } from './event-facts'
import type { EventJson } from './queries'

/** When (on the club's clock, labelled), until when, where, and the EXP: the same on a card and an event's page. */
export function EventFacts({ event }: { event: EventJson }) {
  return (
    <dl className="event-facts">
      <div>
        <dt>When</dt>
        <dd>
          <time dateTime={event.date}>{formatDateTime(event.date)}</time>
        </dd>
      </div>
      {event.endsAt && (
        <div>
          <dt>Ends</dt>
          <dd>
            <time dateTime={event.endsAt}>{formatDateTime(event.endsAt)}</time>
          </dd>
        </div>
      )}
      <div>
        <dt>Where</dt>
        <dd>{event.location}</dd>
      </div>
      <div>
        <dt>Reward</dt>
        <dd className="event-exp">{rewardText(event)}</dd>
      </div>
    </dl>
  )
}
