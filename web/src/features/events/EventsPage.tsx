import { Link } from '@tanstack/react-router'
import { EventList } from './EventList'
import { EventsFrame } from './EventsFrame'

/**
 * /events (docs/product.md#events): the club's events, newest first, each with Register Now or
 * Event Inactive, and the way to the game jams (here rather than in the navbar or the frame, which
 * are in the landing page's first view).
 */
export function EventsPage() {
  return (
    <EventsFrame>
      <p className="events-jams">
        Making games? <Link to="/jams">See the game jams</Link>: a theme, a deadline, and everyone’s games rated.
      </p>
      <EventList />
    </EventsFrame>
  )
}
