import { createFileRoute } from '@tanstack/react-router'
import { CodeDisplayPage } from '../features/check-in/CodeDisplayPage'
import { eventQuery } from '../features/events'
import { loadFromSaved } from '../pwa/load-from-saved'
import { requireAdmin } from '../session/guards'

export const Route = createFileRoute('/admin_/events/$eventId/code')({
  beforeLoad: ({ context }) => requireAdmin(context.queryClient),
  loader: ({ context, params }) =>
    loadFromSaved(context.queryClient, eventQuery(params.eventId)).catch(() => undefined),
  component: Code,
})

function Code() {
  const { eventId } = Route.useParams()
  return <CodeDisplayPage eventId={eventId} />
}
