import { EventList } from './EventList'
import { EventsFrame } from './EventsFrame'

/** /events (docs/product.md#events): the club's events, newest first, each with Register Now or Event Inactive. */
export function EventsPage() {
  return (
    <EventsFrame>
      <EventList />
    </EventsFrame>
  )
}
