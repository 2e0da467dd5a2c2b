import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useToken } from '../../session/token'
import { AuthLayout } from './AuthLayout'
import { LoginForm } from './LoginForm'
import { LoginNotices } from './LoginNotices'
import { SignedInNotice } from './SignedInNotice'
import { SocialButtons } from './SocialButtons'

/** What /login's query says (the route parses it). */
export interface LoginSearch {
  /** Set by the 401 rule; shows "Your session has expired. Please log in again." */
  session_expired?: boolean
  /** Set by the admin guard; shows "Access Denied. You are not an administrator." */
  unauthorized?: boolean
  /** Shown with underscores replaced by spaces. */
  error?: string
}

/** /login (docs/product.md#accounts): the notices its query asks for, email and password, social sign-in. */
export function LoginPage({ search }: { search: LoginSearch }) {
  const token = useToken()
  // Signed in on arrival is only possible with ?unauthorized=true (the guard sends everyone else
  // on). A login made on this page must not show the notice while the next page loads.
  const [arrivedSignedIn] = useState(() => token !== null)
  const signedIn = Boolean(search.unauthorized && arrivedSignedIn && token)
  return (
    <AuthLayout eyebrow="Welcome back" title="Login" intro="Log in to register for events, earn EXP and level up.">
      <LoginNotices sessionExpired={search.session_expired} unauthorized={search.unauthorized} error={search.error} />
      {signedIn ? (
        <SignedInNotice />
      ) : (
        <div className="card auth-card">
          <LoginForm fromAdminGuard={search.unauthorized} />
          <SocialButtons />
          <p className="auth-switch">
            New to the club? <Link to="/signup">Create an account</Link>
          </p>
        </div>
      )}
    </AuthLayout>
  )
}
