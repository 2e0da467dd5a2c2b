/**
 * The links the server mails (docs/api.md#auth): verify an email after sign-up or on request,
 * reset a password. At most MAIL_PER_ACCOUNT_PER_MINUTE and MAIL_PER_ACCOUNT_PER_HOUR messages of
 * each kind per account, counted in the database like every other limit.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type UserRow, users } from '../../db/schema'
import type { Background } from '../../lib/background'
import type { Mailer } from '../../lib/mail'
import { hit } from '../../lib/rate-limit'
import { MAIL_PER_ACCOUNT_PER_HOUR, MAIL_PER_ACCOUNT_PER_MINUTE } from '../../shared/constants'
import { issueAccountToken, type TokenPurpose } from './account-tokens'
import {
  forgotPasswordPage,
  passwordResetMessage,
  resetPasswordLink,
  verificationMessage,
  verifyEmailLink,
} from './messages'

export interface MailDeps {
  db: Db
  mailer: Mailer
  background: Background
  publicUrl: string
}

/** null when the account may be sent another message of this kind now; else seconds to wait. */
export async function mailWait(db: Db, userId: string, purpose: TokenPurpose): Promise<number | null> {
  const [minute] = await hit(db, [
    { key: `mail-minute:${purpose}:${userId}`, max: MAIL_PER_ACCOUNT_PER_MINUTE, windowSeconds: 60 },
  ])
  if (minute && !minute.allowed) return minute.retryAfter
  const [hour] = await hit(db, [
    { key: `mail-hour:${purpose}:${userId}`, max: MAIL_PER_ACCOUNT_PER_HOUR, windowSeconds: 3600 },
  ])
  if (hour && !hour.allowed) return hour.retryAfter
  return null
}

/** A fresh verification link to the account's address (the caller has checked the limits). */
export async function sendVerificationLink({ db, mailer, publicUrl }: MailDeps, user: UserRow): Promise<void> {
  const token = await issueAccountToken(db, user, 'verify_email')
  await mailer.send(verificationMessage(user, verifyEmailLink(publicUrl, token), forgotPasswordPage(publicUrl)))
}

/** After a sign-up: the first verification link, sent without holding up the answer. */
export function welcome(deps: MailDeps, user: UserRow): void {
  if (!deps.mailer.canSend) return
  deps.background.run('verification mail after sign-up', async () => {
    if ((await mailWait(deps.db, user.id, 'verify_email')) === null) await sendVerificationLink(deps, user)
  })
}

/**
 * Forgot password: everything happens after the answer has gone, so the answer and its timing are
 * the same whether or not an account has the email. Over the limit, silently nothing.
 */
export function requestPasswordReset(deps: MailDeps, email: string): void {
  deps.background.run('password-reset mail', async () => {
    const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1)
    if (!user || (await mailWait(deps.db, user.id, 'reset_password')) !== null) return
    const token = await issueAccountToken(deps.db, user, 'reset_password')
    await deps.mailer.send(passwordResetMessage(user, resetPasswordLink(deps.publicUrl, token)))
  })
}
