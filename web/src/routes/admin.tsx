import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '../api/guards'
import { eventsQuery, loadFromSaved } from '../api/queries'
import { useDocumentTitle } from '../components/use-document-title'
import { CreateEvent } from './-components/admin/CreateEvent'
import { ManageEvents } from './-components/admin/ManageEvents'
import './-components/admin/admin.css'

export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context }) => requireAdmin(context.queryClient),
  // Started here, read by ManageEvents; a failure shows there with a way to try again.
  loader: ({ context }) => loadFromSaved(context.queryClient, eventsQuery()).catch(() => undefined),
  component: AdminPage,
})

/** SPEC §2 /admin: create events, then manage them (edit, delete) below. */
function AdminPage() {
  useDocumentTitle('Admin Dashboard')
  return (
    <div className="page admin-page">
      <header className="admin-head">
        <p className="eyebrow">Club admin</p>
        <h1>Admin Dashboard</h1>
        <p className="lead">Create events, then change or delete them in the list below.</p>
      </header>
      <CreateEvent />
      <ManageEvents />
    </div>
  )
}
