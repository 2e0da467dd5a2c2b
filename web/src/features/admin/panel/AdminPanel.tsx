import { EventCalendar } from './EventCalendar'
import { ParticipationDetails } from './ParticipationDetails'
import { type TabDefinition, Tabs } from './Tabs'
import { UserDetails } from './UserDetails'
import './admin-panel.css'

const TABS: readonly TabDefinition[] = [
  { key: 'calendar', label: 'Event Calendar', panel: () => <EventCalendar /> },
  { key: 'users', label: 'User Details', panel: () => <UserDetails /> },
  { key: 'participation', label: 'Participation Details', panel: () => <ParticipationDetails /> },
]

/**
 * The admin panel on /profile (docs/product.md#admin): Event Calendar, User Details and Participation Details.
 * the old site's showed local sample data; these tabs read the real thing from the admin-only
 * API routes (GET /api/events, /api/admin/users, /api/admin/registrations). /profile renders it
 * for admins only; the API refuses everyone else anyway.
 */
export function AdminPanel() {
  return (
    <section className="admin-panel card" aria-labelledby="admin-panel-title">
      <h2 id="admin-panel-title">Admin panel</h2>
      <Tabs label="Admin panel" tabs={TABS} />
    </section>
  )
}
