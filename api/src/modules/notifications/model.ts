import { t } from 'elysia'
import { PREFERENCE_CATEGORIES } from '../../shared/notifications'

const toggle = (channel: string, category: string) =>
  t.Optional(t.Boolean({ error: `notifications.${channel}.${category} must be true or false` }))

const Channel = (channel: string, optional: boolean) =>
  t.Object(
    Object.fromEntries(
      PREFERENCE_CATEGORIES.map((category) => [category, optional ? toggle(channel, category) : t.Boolean()]),
    ) as Record<(typeof PREFERENCE_CATEGORIES)[number], ReturnType<typeof t.Boolean>>,
  )

/** In the user JSON: every choice, defaults filled in. */
export const NotificationPrefs = t.Object(
  { email: Channel('email', false), push: Channel('push', false) },
  { description: 'Per channel, per kind: reminders, waitlist, jams, announcements (docs/api.md#notifications)' },
)

/** PUT /api/user/notifications: any subset. */
export const NotificationPrefsUpdate = t.Object({
  email: t.Optional(Channel('email', true)),
  push: t.Optional(Channel('push', true)),
})
export type NotificationPrefsUpdate = typeof NotificationPrefsUpdate.static

const BASE64URL = '^[A-Za-z0-9_-]+={0,2}$'

export const PushSubscriptionBody = t.Object({
  endpoint: t.String({
    maxLength: 2048,
    pattern: '^https?://[^\\s]+$',
    error: 'endpoint must be the push service URL the browser gave (PushSubscription.endpoint)',
  }),
  keys: t.Object(
    {
      p256dh: t.String({
        minLength: 80,
        maxLength: 100,
        pattern: BASE64URL,
        error: 'keys.p256dh must be the subscription public key, base64url',
      }),
      auth: t.String({
        minLength: 16,
        maxLength: 32,
        pattern: BASE64URL,
        error: 'keys.auth must be the subscription auth secret, base64url',
      }),
    },
    { error: 'keys must be { p256dh, auth } from PushSubscription.toJSON()' },
  ),
})

export const PushEndpointBody = t.Object({
  endpoint: t.String({ maxLength: 2048, minLength: 1, error: 'endpoint must be the push subscription URL' }),
})

export const Message = t.Object({ message: t.String() })
export const PublicKey = t.Object({ publicKey: t.String() })
