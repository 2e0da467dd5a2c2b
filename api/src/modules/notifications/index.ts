/**
 * Notifications (docs/api.md#notifications): a person's choices, their browsers' push
 * subscriptions, the VAPID public key, and the one-click unsubscribe that mail programs post.
 * The sending itself is worker.ts, which index.ts runs.
 */
import { eq } from 'drizzle-orm'
import { Elysia, t } from 'elysia'
import { users } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { badRequest, ErrorBody, notFound, serviceUnavailable } from '../../lib/errors'
import { User } from '../users/model'
import { toUserJson } from '../users/service'
import { categoryWords } from './messages'
import { Message, NotificationPrefsUpdate, PublicKey, PushEndpointBody, PushSubscriptionBody } from './model'
import { subscribe, turnOff, unsubscribePush, updatePreferences } from './service'
import { readUnsubscribeToken } from './unsubscribe'

export const PUSH_NOT_CONFIGURED = 'This server does not send push notifications'
export const BAD_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid: change your notification settings on your profile instead'

export const notificationsModule = ({ db, config, auth }: AppDeps) => {
  const vapid = config.notifications.vapid
  return new Elysia({ name: 'notifications' })
    .use(auth)
    .put(
      '/api/user/notifications',
      async ({ user, body }) => toUserJson(await updatePreferences(db, user.id, body), config.adminEmails),
      {
        auth: true,
        body: NotificationPrefsUpdate,
        response: { 200: User, 401: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Choose which notifications to get, by email and by push',
          description:
            'Any subset of { email: { reminders, waitlist, jams, announcements }, push: { … } }; the rest stays as it was.',
          tags: ['Notifications'],
        },
      },
    )
    .get(
      '/api/push/public-key',
      () => {
        if (!vapid) throw serviceUnavailable(PUSH_NOT_CONFIGURED)
        return { publicKey: vapid.publicKey }
      },
      {
        response: { 200: PublicKey, 503: ErrorBody },
        detail: { summary: "The server's VAPID public key (applicationServerKey)", tags: ['Notifications'] },
      },
    )
    .post(
      '/api/user/push-subscriptions',
      async ({ user, body, set }) => {
        if (!vapid) throw serviceUnavailable(PUSH_NOT_CONFIGURED)
        await subscribe(db, user.id, body, config.isProduction)
        set.status = 201
        return { message: 'Notifications are on for this browser' }
      },
      {
        auth: true,
        body: PushSubscriptionBody,
        response: { 201: Message, 400: ErrorBody, 401: ErrorBody, 422: ErrorBody, 503: ErrorBody },
        detail: { summary: "Save this browser's push subscription", tags: ['Notifications'] },
      },
    )
    .delete(
      '/api/user/push-subscriptions',
      async ({ user, body }) => {
        await unsubscribePush(db, user.id, body.endpoint)
        return { message: 'Notifications are off for this browser' }
      },
      {
        auth: true,
        body: PushEndpointBody,
        response: { 200: Message, 401: ErrorBody, 422: ErrorBody },
        detail: { summary: "Forget this browser's push subscription", tags: ['Notifications'] },
      },
    )
    .post(
      '/api/notifications/unsubscribe',
      async ({ query }) => {
        const named = readUnsubscribeToken(config.jwtSecret, query.token ?? '')
        if (!named) throw badRequest(BAD_UNSUBSCRIBE_LINK)
        const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, named.userId))
        if (!exists) throw notFound('This account no longer exists')
        await turnOff(db, named.userId, 'email', named.category)
        return { message: `You will get no more ${categoryWords(named.category)} by email.` }
      },
      {
        query: t.Object({ token: t.Optional(t.String({ maxLength: 200 })) }),
        response: { 200: Message, 400: ErrorBody, 404: ErrorBody },
        detail: {
          summary: 'One-click unsubscribe (RFC 8058)',
          description:
            "The address in every notification email's List-Unsubscribe header: a POST (any or no body) turns that kind of email off for its recipient, without a login.",
          tags: ['Notifications'],
        },
      },
    )
}
