import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { AuthLayout } from './AuthLayout'
import { CALLBACK_FAILURE_NOTICE_MS } from './callback-messages'
import type { CallbackFailure } from './social-callback'

/**
 * docs/product.md#messages: the callback screen says why sign-in stopped as it sends the person on to /login
 * (replacing this page in history, so Back does not return here); the link goes at once.
 */
export function CallbackFailedPage({ failure }: { failure: CallbackFailure }) {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate({ to: '/login', search: { error: failure.error }, replace: true }),
      CALLBACK_FAILURE_NOTICE_MS,
    )
    return () => clearTimeout(timer)
  }, [failure.error, navigate])

  return (
    <AuthLayout eyebrow="Social sign-in" title="Sign-in stopped">
      <div className="alert error" role="alert">
        {failure.message}
      </div>
      <p className="muted">Taking you back to the login page…</p>
      <Link to="/login" search={{ error: failure.error }} replace className="button">
        Back to login
      </Link>
    </AuthLayout>
  )
}
