import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AdminTab } from '../admin-tabs'
import { EventCalendar } from './EventCalendar'
import { ParticipationDetails } from './ParticipationDetails'
import { type TabDefinition, Tabs } from './Tabs'
import { UserDetails } from './UserDetails'
import './admin-panel.css'

/** The tab's content, then the way to its place in the admin home, where it sits with the rest. */
function withHomeLink(content: ReactNode, tab: AdminTab, label: string) {
  return (
    <>
      {content}
      <p className="admin-home-link">
        <Link to="/admin" search={{ tab }}>
          {label}
        </Link>
      </p>
    </>
  )
}

const TABS: readonly TabDefinition[] = [
  {
    key: 'calendar',
    label: 'Event Calendar',
    panel: () => withHomeLink(<EventCalendar />, 'calendar', 'Open the calendar in the Admin Dashboard'),
  },
  {
    key: 'users',
    label: 'User Details',
    panel: () => withHomeLink(<UserDetails />, 'members', 'Open Members in the Admin Dashboard'),
  },
  {
    key: 'participation',
    label: 'Participation Details',
    panel: () => withHomeLink(<ParticipationDetails />, 'participation', 'Open Participation in the Admin Dashboard'),
  },
]

/**
 * The admin panel on /profile (docs/product.md#admin): Event Calendar, User Details and Participation Details.
 * the old site's showed local sample data; these tabs read the real thing from the admin-only
 * API routes (GET /api/events, /api/admin/users, /api/admin/registrations). /profile renders it
 * for admins only; the API refuses everyone else anyway. Each tab links to its place in /admin.
 */
export function AdminPanel() {
  return (
    <section className="admin-panel card" aria-labelledby="admin-panel-title">
      <h2 id="admin-panel-title">Admin panel</h2>
      <Tabs label="Admin panel" tabs={TABS} />
    </section>
  )
}
