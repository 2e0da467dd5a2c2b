import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { requireGuest } from '../api/guards'
import { useToken } from '../api/session'
import { SocialButtons } from '../components/SocialButtons'
import { AuthLayout } from './-components/auth/AuthLayout'
import { LoginForm } from './-components/auth/LoginForm'
import { LoginNotices } from './-components/auth/LoginNotices'
import { SignedInNotice } from './-components/auth/SignedInNotice'

export interface LoginSearch {
  /** SPEC §8: set by the 401 rule; shows "Your session has expired. Please log in again." */
  session_expired?: boolean
  /** SPEC §2: set by the admin guard; shows "Access Denied. You are not an administrator." */
  unauthorized?: boolean
  /** SPEC §2: shown with underscores replaced by spaces. */
  error?: string
}

const flag = (value: unknown) => (value === true || value === 'true' ? true : undefined)
/** The router parses `?error=123` as a number; any scalar is shown as text, at most 200 characters. */
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value).slice(0, 200) || undefined
    : undefined

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    session_expired: flag(search.session_expired),
    unauthorized: flag(search.unauthorized),
    error: text(search.error),
  }),
  // docs/decisions/0051: a signed-in non-admin sent here by /admin reads why instead of bouncing.
  beforeLoad: async ({ context, search }) => {
    if (!search.unauthorized) await requireGuest(context.queryClient)
  },
  component: LoginPage,
})

function LoginPage() {
  const search = Route.useSearch()
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
