import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { AuthLayout } from './AuthLayout'
import { NO_MAIL_MESSAGE } from './account-texts'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { authOptionsQuery, cannotSendEmail } from './queries'

/**
 * /forgot-password (docs/product.md#accounts). A server that cannot send email says so, and whom to
 * ask, before the student types anything; otherwise the form (also while the server's options load).
 */
export function ForgotPasswordPage() {
  const options = useQuery(authOptionsQuery())
  return (
    <AuthLayout
      eyebrow="Account help"
      title="Forgot password?"
      intro="Type the email of your account: we will mail it a link to choose a new password."
    >
      <div className="card auth-card">
        {cannotSendEmail(options.data) ? (
          <p className="alert info" role="status">
            {NO_MAIL_MESSAGE}
          </p>
        ) : (
          <ForgotPasswordForm />
        )}
      </div>
      <p className="auth-switch">
        Remembered it? <Link to="/login">Back to login</Link>
      </p>
    </AuthLayout>
  )
}
