import { useQuery } from '@tanstack/react-query'
import { LoadFailed } from '../../components/LoadFailed'
import { profileQuery } from '../../session/profile-query'
import { useLogout } from '../../session/use-session'
import { AuthLayout } from './AuthLayout'
import { CompleteProfileForm } from './CompleteProfileForm'

/** /complete-profile (docs/product.md#accounts): the last step before /profile. */
export function CompleteProfilePage() {
  // Already in the cache from the guard, unless the server could not be reached then.
  const profile = useQuery(profileQuery())
  const logout = useLogout()
  return (
    <AuthLayout
      eyebrow="One last step"
      title="Complete your profile"
      intro="A few details about your studies, and you are in. All fields are required."
    >
      {profile.data ? (
        <CompleteProfileForm user={profile.data} />
      ) : profile.isError ? (
        <LoadFailed message="Failed to load profile. Please try again." query={profile} />
      ) : (
        <p className="muted" role="status">
          Loading your profile…
        </p>
      )}
      <p className="auth-switch">
        Not you, or not now?{' '}
        <button type="button" className="link-button" onClick={logout}>
          Log out
        </button>
      </p>
    </AuthLayout>
  )
}
