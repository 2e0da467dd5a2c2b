import { createFileRoute } from '@tanstack/react-router'
import { AttendeesPage } from '../features/check-in/AttendeesPage'
import { eventQuery } from '../features/events'
import { loadFromSaved } from '../pwa/load-from-saved'
import { requireAdmin } from '../session/guards'

export const Route = createFileRoute('/admin_/events/$eventId/')({
  beforeLoad: ({ context }) => requireAdmin(context.queryClient),
  loader: ({ context, params }) => loadFromSaved(context.queryClient, eventQuery(params.eventId)),
  component: Attendees,
})

function Attendees() {
  const { eventId } = Route.useParams()
  return <AttendeesPage eventId={eventId} />
}
