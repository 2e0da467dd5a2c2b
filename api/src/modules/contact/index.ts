/** The contact form and the admins' inbox (docs/api.md#contact). */
import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'
import { clientIp } from '../../lib/client-ip'
import { ErrorBody } from '../../lib/errors'
import { enforceLimits } from '../../lib/text-limits'
import { CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR, CONTACT_MESSAGES_PER_EMAIL_PER_HOUR } from '../../shared/constants'
import { MessageResponse } from '../auth/model'
import { thanks } from './messages'
import { CONTACT_TEXT_LIMITS, ContactBody, ContactMessage, ContactMessageParams, HandledBody } from './model'
import { listMessages, receiveMessage, setHandled } from './service'

const adminErrors = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody }

export const contactModule = ({ config, auth, mail, now }: AppDeps) => {
  const deps = { mail, adminEmails: config.adminEmails, timeZone: config.clubTimeZone }
  return new Elysia({ name: 'contact' })
    .use(auth)
    .post(
      '/api/contact',
      async ({ body, request, server, status }) => {
        const row = await receiveMessage(deps, body, clientIp(request, server, config.trustProxy))
        return status(201, { message: thanks(row.email) })
      },
      {
        body: ContactBody,
        beforeHandle: enforceLimits(CONTACT_TEXT_LIMITS),
        response: { 201: MessageResponse, 422: ErrorBody, 429: ErrorBody },
        detail: {
          summary: 'Send the club a message (the landing page’s contact form)',
          description: `Public. Stored at once and listed in the admins’ Inbox; mailed to every admin (Reply-To the sender) when the server can send mail. At most ${CONTACT_MESSAGES_PER_EMAIL_PER_HOUR} messages an hour from one email and ${CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR} from one network address (429 with Retry-After; nothing stored).`,
          tags: ['Contact'],
        },
      },
    )
    .get('/api/admin/contact-messages', () => listMessages(mail.db), {
      admin: true,
      response: { 200: t.Array(ContactMessage), ...adminErrors },
      detail: { summary: 'The contact form’s messages, newest first (admin)', tags: ['Contact'] },
    })
    .put(
      '/api/admin/contact-messages/:id',
      ({ params, body, user }) =>
        setHandled(mail.db, params.id, { handled: body.handled, adminId: user.id, at: now() }),
      {
        admin: true,
        params: ContactMessageParams,
        body: HandledBody,
        response: { 200: ContactMessage, 404: ErrorBody, ...adminErrors },
        detail: {
          summary: 'Mark a message handled, or open again (admin)',
          description: 'handled true: handledAt is now; false: null again. 404 for an unknown id.',
          tags: ['Contact'],
        },
      },
    )
}
