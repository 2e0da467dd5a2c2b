/**
 * The texts of the account screens (docs/product.md#messages): forgot password, reset password,
 * verify email, the email's status on the profile, and the notice after sign-up. Whatever the
 * server says in its answers is shown as it is; these are the texts it cannot write.
 */
import { NO_MAIL_MESSAGE } from '@club/api/shared/mail'
import { isNetworkError, serverMessage } from '../../api/errors'

export { NO_MAIL_MESSAGE }

/** A request that got no answer at all (offline, the 10 s time-out). */
export const NO_ANSWER = 'The server could not be reached. Check your connection and try again.'

/** A failed request: the server's own words; else no answer at all; else the screen's fallback. */
export const failureText = (error: unknown, fallback: string) =>
  serverMessage(error, isNetworkError(error) ? NO_ANSWER : fallback)

export const FORGOT_FAILED = 'A link could not be requested just now. Please try again.'
export const PASSWORD_CHANGED = 'Your password has been changed. You are signed in here and signed out everywhere else.'
export const RESET_FAILED = 'Your password could not be changed. Please try again.'
/** /reset-password or /verify-email opened without the token its link carries. */
export const LINK_INCOMPLETE = 'This link is incomplete. Open it again from your email, or ask for a new one.'

export const EMAIL_VERIFIED = 'Email verified'
export const EMAIL_NOT_VERIFIED = 'Email not verified'
export const YOUR_EMAIL_IS_VERIFIED = 'Your email address is verified.'
export const VERIFY_FAILED = 'Your email could not be verified. Please try again.'
/** The server's 401 says this; the page keeps it for an answer without a message. */
export const CONFIRM_BY_LOGGING_IN =
  'To confirm this address, log in to the account it belongs to, or enter its password here. If you did not make this account, reset its password.'
export const CHECK_YOUR_INBOX = 'Check your inbox.'
export const RESEND_FAILED = 'A new link could not be sent. Please try again.'

/** After sign-up, on /complete-profile: was a verification link sent? */
export function signedUpNotice(email: string, canSendEmail: boolean | undefined): string {
  if (canSendEmail === false)
    return `Your account is made, but its email address is not verified yet. ${NO_MAIL_MESSAGE}`
  return `Welcome! We have sent a link to ${email}: open it to verify your email address.`
}
