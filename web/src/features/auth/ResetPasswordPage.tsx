import { Link } from '@tanstack/react-router'
import { AuthLayout } from './AuthLayout'
import { LINK_INCOMPLETE } from './account-texts'
import { ResetPasswordForm } from './ResetPasswordForm'

/** /reset-password?token=… (docs/product.md#accounts): the link mailed by /forgot-password. */
export function ResetPasswordPage({ token }: { token?: string }) {
  return (
    <AuthLayout
      eyebrow="Account help"
      title="Choose a new password"
      intro="Your new password signs you in here, and signs you out on every other device."
    >
      <div className="card auth-card">
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div className="alert error" role="alert">
            {LINK_INCOMPLETE}
            <span className="alert-detail">
              <Link to="/forgot-password">Ask for a new link</Link>
            </span>
          </div>
        )}
      </div>
    </AuthLayout>
  )
}
