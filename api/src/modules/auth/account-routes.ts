/**
 * Verify email and reset password (docs/api.md#auth), and what the screens need to know first:
 * whether this server can send mail at all.
 */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../deps'
import { clientIp } from '../../lib/client-ip'
import { conflict, ErrorBody, serviceUnavailable, tooManyRequests } from '../../lib/errors'
import { logError } from '../../lib/log'
import { signSession } from '../../plugins/auth'
import { VERIFY_EMAIL_LINK_HOURS } from '../../shared/constants'
import { NO_MAIL_MESSAGE } from '../../shared/mail'
import { toUserJson } from '../users/service'
import { mailWait, requestPasswordReset, sendVerificationLink } from './account-mail'
import { resetPassword, verifyEmail } from './account-recovery'
import {
  AuthOptions,
  AuthResponse,
  ForgotPasswordBody,
  MessageResponse,
  ResetPasswordBody,
  VerifyEmailBody,
} from './model'
import { normalizeEmail } from './service'

export const RESET_REQUESTED =
  'If an account uses that email, we have sent it a link to choose a new password. The link works for 1 hour.'

const wait = (seconds: number) =>
  seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`

export const accountRoutes = ({ db, config, auth, mail }: AppDeps) =>
  new Elysia({ name: 'account-routes', prefix: '/api/auth' })
    .use(auth)
    .get(
      '/options',
      () => ({
        canSendEmail: mail.mailer.canSend,
        google: config.oauth.google !== null,
        discord: config.oauth.discord !== null,
      }),
      {
        response: { 200: AuthOptions },
        detail: {
          summary: 'What this server offers for signing in',
          description:
            'canSendEmail false: the screens say that this server cannot send email and to ask a club admin.',
          tags: ['Auth'],
        },
      },
    )
    .post(
      '/verify-email',
      async ({ body, jwt, session, request, server }) => {
        const ip = clientIp(request, server, config.trustProxy)
        const user = await verifyEmail(db, body.token, { session, password: body.password, ip })
        return { token: await signSession(jwt, user), user: toUserJson(user, config.adminEmails) }
      },
      {
        optionalAuth: true,
        body: VerifyEmailBody,
        response: { 200: AuthResponse, 400: ErrorBody, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
        detail: {
          summary: 'Follow a verification link, signed in to the account or with its password',
          description: `The token from PUBLIC_URL/verify-email?token=…: single use, valid ${VERIFY_EMAIL_LINK_HOURS} hours. Sent with the account's bearer token, or with { token, password }: else 401 (log in to confirm, or reset the password if you did not make the account). A password is counted as a login attempt (429 as for login). 400 when the link is used, expired or unknown.`,
          tags: ['Auth'],
        },
      },
    )
    .post(
      '/resend-verification',
      async ({ user, status }) => {
        if (!mail.mailer.canSend) throw serviceUnavailable(NO_MAIL_MESSAGE)
        if (user.emailVerified) throw conflict('Your email address is already verified')
        const seconds = await mailWait(db, user.id, 'verify_email')
        if (seconds !== null)
          throw tooManyRequests(`Please wait ${wait(seconds)} before asking for another link.`, seconds)
        try {
          await sendVerificationLink(mail, user)
        } catch (error) {
          logError('verification mail could not be sent', error, { userId: user.id })
          throw serviceUnavailable('The message could not be sent just now. Please try again in a few minutes.')
        }
        return status(202, {
          message: `We have sent a new link to ${user.email}. It works for ${VERIFY_EMAIL_LINK_HOURS} hours.`,
        })
      },
      {
        auth: true,
        response: { 202: MessageResponse, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody, 503: ErrorBody },
        detail: {
          summary: 'Mail a new verification link to the signed-in account',
          description:
            'At most one a minute and five an hour per account (429 with Retry-After). 409 when already verified; 503 when the server cannot send mail.',
          tags: ['Auth'],
        },
      },
    )
    .post(
      '/forgot-password',
      ({ body, status }) => {
        if (!mail.mailer.canSend) throw serviceUnavailable(NO_MAIL_MESSAGE)
        requestPasswordReset(mail, normalizeEmail(body.email))
        return status(202, { message: RESET_REQUESTED })
      },
      {
        body: ForgotPasswordBody,
        response: { 202: MessageResponse, 422: ErrorBody, 503: ErrorBody },
        detail: {
          summary: 'Mail a password-reset link',
          description:
            'The same 202, at the same speed, whether or not an account has the email; an account gets PUBLIC_URL/reset-password?token=… (single use, 1 hour), at most one a minute and five an hour.',
          tags: ['Auth'],
        },
      },
    )
    .post(
      '/reset-password',
      async ({ body, jwt }) => {
        const user = await resetPassword(db, body.token, body.password)
        return { token: await signSession(jwt, user), user: toUserJson(user, config.adminEmails) }
      },
      {
        body: ResetPasswordBody,
        response: { 200: AuthResponse, 400: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Follow a reset link and choose a new password',
          description:
            'Sets the password, counts the email as verified and ends every earlier session (their tokens answer 401). 400 when the link is used, expired or unknown.',
          tags: ['Auth'],
        },
      },
    )
