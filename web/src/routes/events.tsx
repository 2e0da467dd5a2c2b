import { createFileRoute } from '@tanstack/react-router'
import { EventsPending, eventsQuery } from '../features/events'
import { EventsPage } from '../features/events/EventsPage'
import { myRegistrationsQuery } from '../features/registrations'
import { loadFromSaved } from '../pwa/load-from-saved'
import { getToken } from '../session/token'

export const Route = createFileRoute('/events')({
  // What the device saved shows at once (refreshed behind it); a failure is the list's own state
  // ("Failed to load events." and a retry), not the route's.
  loader: ({ context }) =>
    Promise.all([
      loadFromSaved(context.queryClient, eventsQuery()).catch(() => undefined),
      getToken() ? loadFromSaved(context.queryClient, myRegistrationsQuery()).catch(() => undefined) : undefined,
    ]),
  pendingComponent: EventsPending,
  component: EventsPage,
})
