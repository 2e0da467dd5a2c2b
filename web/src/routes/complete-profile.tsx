import { useQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { loadSessionUser } from '../api/guards'
import { profileQuery } from '../api/queries'
import { getToken } from '../api/session'
import { useLogout } from '../api/use-session'
import { AuthLayout } from './-components/auth/AuthLayout'
import { CompleteProfileForm } from './-components/auth/CompleteProfileForm'

export const Route = createFileRoute('/complete-profile')({
  // SPEC §2: complete → /profile; not authenticated → /login.
  beforeLoad: async ({ context }) => {
    const hadToken = getToken() !== null
    const session = await loadSessionUser(context.queryClient)
    // A stored token the server refused is an expired session: the same address the 401 rule
    // navigates to at that moment, so whichever navigation lands last, the person reads why.
    if (session.kind === 'signed-out')
      throw redirect({ to: '/login', search: hadToken ? { session_expired: true } : {} })
    if (session.kind === 'signed-in' && session.user.isProfileComplete) throw redirect({ to: '/profile' })
  },
  component: CompleteProfilePage,
})

function CompleteProfilePage() {
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
        <div className="card auth-card">
          <div className="alert error" role="alert">
            Failed to load profile. Please try again.
          </div>
          <button type="button" className="button" onClick={() => void profile.refetch()}>
            Try again
          </button>
        </div>
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
