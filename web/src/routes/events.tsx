import { createFileRoute } from '@tanstack/react-router'
import { eventsQuery, loadFromSaved, myRegistrationsQuery } from '../api/queries'
import { getToken } from '../api/session'
import { useDocumentTitle } from '../components/use-document-title'
import { EventList } from './-components/events/EventList'
import { EventsSkeleton } from './-components/events/EventsSkeleton'
import './-components/events/events.css'

export const Route = createFileRoute('/events')({
  // What the device saved shows at once (refreshed behind it); a failure is the list's own state
  // ("Failed to load events." and a retry), not the route's.
  loader: ({ context }) =>
    Promise.all([
      loadFromSaved(context.queryClient, eventsQuery()).catch(() => undefined),
      getToken() ? loadFromSaved(context.queryClient, myRegistrationsQuery()).catch(() => undefined) : undefined,
    ]),
  pendingComponent: () => (
    <EventsFrame>
      <EventsSkeleton />
    </EventsFrame>
  ),
  component: EventsPage,
})

function EventsFrame({ children }: { children: React.ReactNode }) {
  useDocumentTitle('Events')
  return (
    <div className="page events-page">
      <header className="events-head">
        <p className="eyebrow">Play, build, compete</p>
        <h1>Available Events</h1>
        <p className="lead">Gameathons, workshops and tournaments, newest first. Register to earn EXP and level up.</p>
      </header>
      {children}
    </div>
  )
}

/** SPEC §2: the club's events, newest first, each with Register Now or Event Inactive. */
function EventsPage() {
  return (
    <EventsFrame>
      <EventList />
    </EventsFrame>
  )
}
