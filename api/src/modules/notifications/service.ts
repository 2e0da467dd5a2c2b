/** Preferences and push subscriptions (docs/api.md#notifications). */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pushSubscriptions, type UserRow, users } from '../../db/schema'
import { badRequest, notFound } from '../../lib/errors'
import type { PersonalChannel, PreferenceCategory, StoredNotificationPrefs } from '../../shared/notifications'
import type { NotificationPrefsUpdate } from './model'

/** Merges the given choices into the stored ones in one statement (no lost update beside an unsubscribe). */
export async function updatePreferences(db: Db, userId: string, input: NotificationPrefsUpdate): Promise<UserRow> {
  const patch: StoredNotificationPrefs = {}
  for (const channel of ['email', 'push'] as const) {
    const given = Object.fromEntries(Object.entries(input[channel] ?? {}).filter(([, value]) => value !== undefined))
    if (Object.keys(given).length > 0) patch[channel] = given
  }
  const [row] = await db
    .update(users)
    .set({
      notificationPrefs: sql`${users.notificationPrefs} || jsonb_build_object(
        'email', coalesce(${users.notificationPrefs} -> 'email', '{}'::jsonb) || ${JSON.stringify(patch.email ?? {})}::jsonb,
        'push', coalesce(${users.notificationPrefs} -> 'push', '{}'::jsonb) || ${JSON.stringify(patch.push ?? {})}::jsonb)`,
    })
    .where(eq(users.id, userId))
    .returning()
  if (!row) throw notFound('User not found')
  return row
}

export const turnOff = (db: Db, userId: string, channel: PersonalChannel, category: PreferenceCategory) =>
  updatePreferences(db, userId, { [channel]: { [category]: false } })

const PUSH_HTTPS_ONLY = 'endpoint must be an https:// URL (a browser push service)'

/** Saves the browser's subscription for this person (an endpoint moves to whoever subscribes it last). */
export async function subscribe(
  db: Db,
  userId: string,
  body: { endpoint: string; keys: { p256dh: string; auth: string } },
  httpsOnly: boolean,
): Promise<void> {
  let url: URL
  try {
    url = new URL(body.endpoint)
  } catch {
    throw badRequest('endpoint must be the push service URL the browser gave (PushSubscription.endpoint)')
  }
  if (httpsOnly && url.protocol !== 'https:') throw badRequest(PUSH_HTTPS_ONLY)
  const values = { endpoint: body.endpoint, userId, p256dh: body.keys.p256dh, auth: body.keys.auth }
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: values.p256dh, auth: values.auth },
    })
}

/** Forgets this person's subscription; nothing to forget is fine too (the browser may ask twice). */
export async function unsubscribePush(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
}
