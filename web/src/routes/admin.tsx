import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboardPage } from '../features/admin/AdminDashboardPage'
import { eventsQuery } from '../features/events'
import { loadFromSaved } from '../pwa/load-from-saved'
import { requireAdmin } from '../session/guards'
import { searchText } from './-search'

export const Route = createFileRoute('/admin')({
  // `?tab=`: which tab opens (the page ignores a name it does not have). Read here without the
  // feature's list, so that no admin code joins the bundle every page loads.
  validateSearch: (search: Record<string, unknown>): { tab?: string } => ({ tab: searchText(search.tab, 40) }),
  beforeLoad: ({ context }) => requireAdmin(context.queryClient),
  // Started here, read by ManageEvents; a failure shows there with a way to try again.
  loader: ({ context }) => loadFromSaved(context.queryClient, eventsQuery()).catch(() => undefined),
  component: AdminDashboardPage,
})
