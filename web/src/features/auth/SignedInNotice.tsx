import { Link } from '@tanstack/react-router'
import { Avatar } from '../../components/Avatar'
import { useLogout, useSession } from '../../session/use-session'
import { EmailStatus } from './EmailStatus'

/** Said to an account whose email is not verified yet: a listed admin is one only once it is. */
export const VERIFY_TO_BE_ADMIN =
  'If your email is on the club’s list of admins, verify it first: a listed address makes an account an admin only once its email is verified.'

/**
 * docs/decisions/0051: a signed-in student sent here by the admin guard sees who they are signed
 * in as, a way back to their profile, and a way to log out and sign in with an admin account.
 * An account whose email is not verified is told to verify it (with the Resend link): that is
 * what a listed admin who just signed up is missing (docs/product.md#accounts).
 */
export function SignedInNotice() {
  const { user } = useSession()
  const logout = useLogout()
  return (
    <div className="card signed-in-card">
      <div className="signed-in-as">
        <Avatar src={user?.profilePicture ?? null} name={user?.username ?? ''} size={48} />
        <p>
          {user ? (
            <>
              You are signed in as <strong>{user.username}</strong>
              <span className="muted"> ({user.email})</span>, which is not an administrator account.
            </>
          ) : (
            'You are signed in with an account that is not an administrator account.'
          )}
        </p>
      </div>
      {user && !user.emailVerified && (
        <div className="signed-in-verify">
          <p>{VERIFY_TO_BE_ADMIN}</p>
          <EmailStatus user={user} />
        </div>
      )}
      <div className="auth-actions">
        <Link to="/profile" className="button">
          Back to your profile
        </Link>
        <button type="button" className="button ghost" onClick={logout}>
          Logout
        </button>
      </div>
      <p className="muted auth-note">Log out first to sign in with an administrator account.</p>
    </div>
  )
}
