import { createFileRoute } from '@tanstack/react-router'
import { EventPage } from '../features/events/EventPage'

/**
 * /events/:id, beside /events rather than inside it (the trailing _ of the file name). No loader:
 * the page reads its event itself, from the device first (EventPage), so the first view of the
 * site carries nothing of it but this route.
 */
export const Route = createFileRoute('/events_/$id')({ component: Event })

function Event() {
  return <EventPage eventId={Route.useParams().id} />
}
