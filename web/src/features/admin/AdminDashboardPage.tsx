import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useDocumentTitle } from '../../components/use-document-title'
import { JamsAdmin } from '../jams/ui'
import type { AdminTab } from './admin-tabs'
import { ContentEditor } from './content/ContentEditor'
import { CreateEvent } from './dashboard/CreateEvent'
import { ManageEvents } from './dashboard/ManageEvents'
import { Inbox } from './inbox/Inbox'
import { Insights } from './insights/Insights'
import { EventCalendar } from './panel/EventCalendar'
import { ParticipationDetails } from './panel/ParticipationDetails'
import { type TabDefinition, Tabs } from './panel/Tabs'
import { UserDetails } from './panel/UserDetails'
import './dashboard/admin.css'
import './panel/admin-panel.css'

const route = getRouteApi('/admin')

const TABS: readonly (TabDefinition & { key: AdminTab })[] = [
  {
    key: 'events',
    label: 'Events',
    panel: () => (
      <>
        <CreateEvent />
        <ManageEvents />
      </>
    ),
  },
  { key: 'members', label: 'Members', panel: () => <UserDetails /> },
  { key: 'participation', label: 'Participation', panel: () => <ParticipationDetails /> },
  { key: 'calendar', label: 'Calendar', panel: () => <EventCalendar /> },
  { key: 'insights', label: 'Insights', panel: () => <Insights /> },
  { key: 'content', label: 'Content', panel: () => <ContentEditor /> },
  { key: 'jams', label: 'Jams', panel: () => <JamsAdmin /> },
  { key: 'inbox', label: 'Inbox', panel: () => <Inbox /> },
]

/**
 * /admin (docs/product.md#admin): the committee's home, in tabs. Events: create, then change or
 * delete below; Members; Participation with its CSV; the month's Calendar; Insights (charts with
 * their tables and CSVs); Content (the public pages' sections, docs/content.md); Jams (create, edit, the ratings CSV); the contact form's Inbox.
 */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard')
  const { tab } = route.useSearch()
  const navigate = useNavigate()
  return (
    <div className="page admin-page">
      <header className="admin-head">
        <p className="eyebrow">Club admin</p>
        <h1>Admin Dashboard</h1>
        <p className="lead">
          Run the club from here: events, members, participation, the calendar, insights, the public pages’ content,
          game jams and the inbox.
        </p>
      </header>
      <div className="admin-home">
        <Tabs
          label="Admin"
          tabs={TABS}
          initialKey={tab}
          onSelect={(key) => void navigate({ to: '/admin', search: { tab: key }, replace: true })}
        />
      </div>
    </div>
  )
}
