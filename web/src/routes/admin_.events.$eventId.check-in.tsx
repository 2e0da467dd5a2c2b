import { createFileRoute } from '@tanstack/react-router'
import { ScannerPage } from '../features/check-in/ScannerPage'
import { eventQuery, eventsQuery } from '../features/events'
import { loadFromSaved } from '../pwa/load-from-saved'
import { requireAdmin } from '../session/guards'

export const Route = createFileRoute('/admin_/events/$eventId/check-in')({
  beforeLoad: ({ context }) => requireAdmin(context.queryClient),
  // The event (and the others' names, for "wrong event"); the page downloads the attendee list.
  loader: ({ context, params }) =>
    Promise.all([
      loadFromSaved(context.queryClient, eventQuery(params.eventId)),
      loadFromSaved(context.queryClient, eventsQuery()).catch(() => undefined),
    ]),
  component: Scanner,
})

function Scanner() {
  const { eventId } = Route.useParams()
  return <ScannerPage eventId={eventId} />
}
