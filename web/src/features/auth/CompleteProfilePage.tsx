import { useQuery } from '@tanstack/react-query'
import { LoadFailed } from '../../components/LoadFailed'
import { useArrivalNotice } from '../../components/use-arrival-notice'
import { profileQuery } from '../../session/profile-query'
import { safeReturnPath } from '../../session/return-path'
import { useLogout } from '../../session/use-session'
import { AuthLayout } from './AuthLayout'
import { CompleteProfileForm } from './CompleteProfileForm'

/**
 * /complete-profile (docs/product.md#accounts): the last step before /profile, or before the page
 * the student came from (`returnTo`, checked here). After sign-up it says whether a verification
 * link was mailed (the notice the sign-up brought).
 */
export function CompleteProfilePage({ returnTo }: { returnTo?: string }) {
  // Already in the cache from the guard, unless the server could not be reached then.
  const profile = useQuery(profileQuery())
  const logout = useLogout()
  const notice = useArrivalNotice()
  return (
    <AuthLayout
      eyebrow="One last step"
      title="Complete your profile"
      intro="A few details about your studies, and you are in. All fields are required."
    >
      {notice && (
        <p className="alert info" role="status">
          {notice}
        </p>
      )}
      {profile.data ? (
        <CompleteProfileForm user={profile.data} returnTo={safeReturnPath(returnTo)} />
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
