import { useQuery } from '@tanstack/react-query'
import type { UserJson } from '../../session/profile-query'
import { EMAIL_NOT_VERIFIED, EMAIL_VERIFIED, NO_MAIL_MESSAGE } from './account-texts'
import { authOptionsQuery, cannotSendEmail } from './queries'
import { useResendVerification } from './use-resend-verification'
import './email-status.css'

/**
 * Whether the signed-in student's email is verified (docs/product.md#profile): "Email verified", or
 * "Email not verified · Resend link" with what the server answered; on a server that cannot send
 * email, that sentence and whom to ask instead of the link. On the profile's user card and on
 * /verify-email after a link that no longer works.
 */
export function EmailStatus({ user }: { user: Pick<UserJson, 'emailVerified'> }) {
  if (user.emailVerified) return <p className="email-status verified">{EMAIL_VERIFIED}</p>
  return <UnverifiedEmail />
}

function UnverifiedEmail() {
  const options = useQuery(authOptionsQuery())
  const resend = useResendVerification()
  if (cannotSendEmail(options.data))
    return (
      <div className="email-status">
        <p>{EMAIL_NOT_VERIFIED}</p>
        <p className="email-status-detail">{NO_MAIL_MESSAGE}</p>
      </div>
    )
  return (
    <div className="email-status">
      <p>
        {EMAIL_NOT_VERIFIED} <span aria-hidden="true">·</span>{' '}
        <button type="button" className="link-button" onClick={resend.send} aria-disabled={resend.sending || undefined}>
          {resend.sending ? 'Sending…' : 'Resend link'}
        </button>
      </p>
      <div role="status">{resend.sent && <p className="alert success">{resend.sent}</p>}</div>
      {resend.failed && (
        <p className="alert error" role="alert">
          {resend.failed}
        </p>
      )}
    </div>
  )
}
