import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { LastUpdated } from '../../components/LastUpdated'
import { Modal } from '../../components/Modal'
import { useArrivalNotice } from '../../components/use-arrival-notice'
import { useDocumentTitle } from '../../components/use-document-title'
import { profileQuery } from '../../session/profile-query'
import { AdminPanel } from '../admin'
import { CalendarSection } from '../calendars/ui'
import { MyGames } from '../games/ui'
import { LeaderboardSetting } from '../leaderboard/ui'
import { NotificationSettings } from '../notifications/ui'
import { TicketsSection } from '../tickets/ui'
import { ComingSoon } from './ComingSoon'
import { EditProfileForm } from './EditProfileForm'
import { ParticipatedEvents } from './ParticipatedEvents'
import { ProfileUnavailable } from './ProfileUnavailable'
import { PROFILE_UPDATED } from './profile-texts'
import { UserCard } from './UserCard'
import './profile.css'

/** Loaded on demand, as the admin panel's member view loads it (features/exp/ui.ts says why). */
const ExpHistory = lazy(() => import('../exp/ui').then((module) => ({ default: module.ExpHistory })))

/** The EXP history, with a placeholder of its own while its code arrives. */
function ExpHistorySection() {
  return (
    <Suspense fallback={<section className="card profile-section" aria-busy="true" />}>
      <ExpHistory />
    </Suspense>
  )
}

/**
 * /profile (docs/product.md#profile): the user card with Edit Profile; the student's tickets,
 * participated events, EXP history, leaderboard setting and calendar feeds, each reading its own
 * data and saying itself when it cannot; two placeholders; and for admins the admin panel (its
 * code loads only for them).
 */
export function ProfilePage() {
  useDocumentTitle('Profile')
  const profile = useQuery(profileQuery())
  const [editing, setEditing] = useState(false)
  // "Your password has been changed…" after a reset (features/auth), until the next save.
  const [notice, setNotice] = useState<string | null>(useArrivalNotice())
  const user = profile.data

  return (
    <div className="page profile-page">
      {/* The profile saved on the device, while the server cannot be reached: how old it is. */}
      {user && <LastUpdated query={profile} />}
      <div className="profile-layout">
        {user ? (
          <UserCard
            user={user}
            notice={notice}
            onEdit={() => {
              setNotice(null)
              setEditing(true)
            }}
          />
        ) : (
          <ProfileUnavailable profile={profile} />
        )}
        <div className="profile-main">
          <TicketsSection />
          <ParticipatedEvents />
          {user && <MyGames />}
          <ExpHistorySection />
          {user && <LeaderboardSetting user={user} />}
          {user && <NotificationSettings user={user} />}
          {user && <CalendarSection />}
          <ComingSoon />
        </div>
      </div>
      {user?.role === 'admin' && (
        <Suspense fallback={<p className="muted admin-loading">Loading the admin panel…</p>}>
          <AdminPanel />
        </Suspense>
      )}
      {user && (
        <Modal open={editing} onClose={() => setEditing(false)} title="Edit Profile">
          <EditProfileForm
            user={user}
            onSaved={() => {
              setEditing(false)
              setNotice(PROFILE_UPDATED)
            }}
            onCancel={() => setEditing(false)}
          />
        </Modal>
      )}
    </div>
  )
}
