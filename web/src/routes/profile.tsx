import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { requireCompleteProfile } from '../api/guards'
import { myRegistrationsQuery, profileQuery } from '../api/queries'
import { LastUpdated } from '../components/LastUpdated'
import { Modal } from '../components/Modal'
import { useDocumentTitle } from '../components/use-document-title'
import { FriendList, RecentlyPlayed } from './-components/profile/ComingSoon'
import { EditProfileForm } from './-components/profile/EditProfileForm'
import { ParticipatedEvents } from './-components/profile/ParticipatedEvents'
import { ProfileUnavailable } from './-components/profile/ProfileUnavailable'
import { PROFILE_UPDATED } from './-components/profile/profile-texts'
import { UserCard } from './-components/profile/UserCard'
import './-components/profile/profile.css'

// Only admins load the admin panel's code.
const AdminPanel = lazy(() =>
  import('./-components/admin-panel/AdminPanel').then((module) => ({ default: module.AdminPanel })),
)

export const Route = createFileRoute('/profile')({
  beforeLoad: ({ context }) => requireCompleteProfile(context.queryClient),
  // Not awaited: the page opens at once and the list shows its own loading state.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myRegistrationsQuery())
  },
  component: ProfilePage,
})

/** SPEC §2: the user card, participated events, two placeholders, Edit Profile, and for admins the panel. */
function ProfilePage() {
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
          <ParticipatedEvents />
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
