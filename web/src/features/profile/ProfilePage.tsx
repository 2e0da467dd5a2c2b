import { useQuery } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { LastUpdated } from '../../components/LastUpdated'
import { Modal } from '../../components/Modal'
import { useDocumentTitle } from '../../components/use-document-title'
import { profileQuery } from '../../session/profile-query'
import { AdminPanel } from '../admin'
import { CalendarSection } from '../calendars/ui'
import { LeaderboardSetting } from '../leaderboard/ui'
import { TicketsSection } from '../tickets/ui'
import { FriendList, RecentlyPlayed } from './ComingSoon'
import { EditProfileForm } from './EditProfileForm'
import { ParticipatedEvents } from './ParticipatedEvents'
import { ProfileUnavailable } from './ProfileUnavailable'
import { PROFILE_UPDATED } from './profile-texts'
import { UserCard } from './UserCard'
import './profile.css'

/**
 * /profile (docs/product.md#profile): the user card, tickets, participated events, the leaderboard
 * setting, the calendar feeds, two placeholders, Edit Profile, and for admins the admin panel (its code loads only for them).
 */
export function ProfilePage() {
  useDocumentTitle('Profile')
  const profile = useQuery(profileQuery())
  const [editing, setEditing] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
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
          {user && <LeaderboardSetting user={user} />}
          {user && <CalendarSection />}
          <div className="profile-placeholders">
            <RecentlyPlayed />
            <FriendList />
          </div>
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
