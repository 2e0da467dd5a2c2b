/**
 * The messages the server mails (docs/product.md#accounts): plain text, the link alone on its
 * own line so any mail program makes it clickable and nothing wraps it.
 */
import type { OutgoingMail } from '../../lib/mail'
import { CLUB_NAME, RESET_PASSWORD_LINK_MINUTES, VERIFY_EMAIL_LINK_HOURS } from '../../shared/constants'

interface Recipient {
  email: string
  username: string
}

export const verifyEmailLink = (publicUrl: string, token: string) => `${publicUrl}/verify-email?token=${token}`
export const resetPasswordLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${token}`

export const forgotPasswordPage = (publicUrl: string) => `${publicUrl}/forgot-password`

export function verificationMessage(to: Recipient, link: string, forgotPassword: string): OutgoingMail {
  return {
    to: to.email,
    subject: `Verify your email for ${CLUB_NAME}`,
    text: [
      `Hello ${to.username},`,
      '',
      `Please confirm that ${to.email} is your address for your ${CLUB_NAME} account by opening this link:`,
      '',
      link,
      '',
      `The link works once, for ${VERIFY_EMAIL_LINK_HOURS} hours. It asks you to log in to the account (or for its password) to confirm.`,
      '',
      `If you did not sign up, someone made this account with your address. Take it back by resetting its password here (the reset proves the address is yours, replaces the password and signs them out everywhere):`,
      '',
      forgotPassword,
      '',
      `— ${CLUB_NAME}`,
      '',
    ].join('\n'),
  }
}

export function passwordResetMessage(to: Recipient, link: string): OutgoingMail {
  const hours = RESET_PASSWORD_LINK_MINUTES / 60
  return {
    to: to.email,
    subject: `Reset your ${CLUB_NAME} password`,
    text: [
      `Hello ${to.username},`,
      '',
      `Someone, hopefully you, asked to reset the password of your ${CLUB_NAME} account. To choose a new password, open this link:`,
      '',
      link,
      '',
      `The link works once, for ${hours} hour${hours === 1 ? '' : 's'}. It signs you out everywhere else. If you did not ask for this, ignore this message: your password stays as it is.`,
      '',
      `— ${CLUB_NAME}`,
      '',
    ].join('\n'),
  }
}
