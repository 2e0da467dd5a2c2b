import type { UseQueryResult } from '@tanstack/react-query'
import { LoadFailed } from '../../components/LoadFailed'
import type { UserJson } from '../../session/profile-query'
import { useLogout } from '../../session/use-session'
import { PROFILE_LOAD_FAILED } from './profile-texts'

/**
 * /profile without a profile to show: still loading, or it could not be fetched (the server is
 * down or the phone offline; docs/decisions/0050 keeps the student signed in). Offers a retry and,
 * as another way out, Logout.
 */
export function ProfileUnavailable({ profile }: { profile: UseQueryResult<UserJson> }) {
  const logout = useLogout()
  if (!profile.isError)
    return (
      <div className="card user-card" aria-busy="true">
        <h1 className="user-name">Profile</h1>
        <p role="status">Loading your profile…</p>
      </div>
    )
  return (
    <div className="card user-card">
      <h1 className="user-name">Profile</h1>
      <LoadFailed message={PROFILE_LOAD_FAILED} query={profile}>
        <button type="button" className="button ghost small" onClick={logout}>
          Logout
        </button>
      </LoadFailed>
    </div>
  )
}
