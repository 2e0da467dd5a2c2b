import { useDocumentTitle } from '../../components/use-document-title'
import { CreateEvent } from './dashboard/CreateEvent'
import { ManageEvents } from './dashboard/ManageEvents'
import './dashboard/admin.css'

/** /admin (docs/product.md#admin): create events, then manage them (edit, delete) below. */
export function AdminDashboardPage() {
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
