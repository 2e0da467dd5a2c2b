import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '../../components/use-document-title'

/** /events/:id for an id the server does not know, or an event since removed. */
export function EventNotFound() {
  useDocumentTitle('Event not found')
  return (
    <section className="page narrow center">
      <p className="eyebrow">Error 404</p>
      <h1>Event not found</h1>
      <p>This event does not exist, or the club has removed it. The events that are on are all on the events page.</p>
      <Link to="/events" className="button">
        See all events
      </Link>
    </section>
  )
}
