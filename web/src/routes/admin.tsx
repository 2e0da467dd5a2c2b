import { createFileRoute } from '@tanstack/react-router'
import { adminSearch } from '../features/admin'
import { AdminDashboardPage } from '../features/admin/AdminDashboardPage'
import { eventsQuery } from '../features/events'
import { loadFromSaved } from '../pwa/load-from-saved'
import { requireAdmin } from '../session/guards'

export const Route = createFileRoute('/admin')({
  validateSearch: adminSearch,
  beforeLoad: ({ context }) => requireAdmin(context.queryClient),
  // Started here, read by ManageEvents; a failure shows there with a way to try again.
  loader: ({ context }) => loadFromSaved(context.queryClient, eventsQuery()).catch(() => undefined),
  component: AdminDashboardPage,
})
