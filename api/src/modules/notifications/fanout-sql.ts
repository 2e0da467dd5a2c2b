/**
 * The SQL pieces every fan-out shares (planner.ts for events, jam-planner.ts for jams): the
 * person's choice per channel and kind, "has a browser subscribed", and the claim that makes a
 * fan-out happen once across servers (decision 0250).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { notificationFanouts, pushSubscriptions, users } from '../../db/schema'
import {
  DEFAULT_PREFS,
  type NotificationChannel,
  type NotificationKind,
  type PersonalChannel,
  PREFERENCE_OF,
} from '../../shared/notifications'

/** An instant as an SQL value (postgres-js takes no Date in raw SQL; PGlite does, but this serves both). */
export const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`

/** The channels this server can send on. */
export type Channels = ReadonlySet<NotificationChannel>

/** `true` when the person's choice for this channel and kind is on (their default otherwise). */
export function wants(channel: PersonalChannel, kind: NotificationKind): SQL {
  const category = PREFERENCE_OF[kind]
  return sql`coalesce((${users.notificationPrefs} -> ${channel} ->> ${category})::boolean, ${sql.raw(String(DEFAULT_PREFS[channel][category]))})`
}

export const subscribed = sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`

/** Claims the fan-out of (subject, kind); false when another server already did it. */
export async function claimFanout(tx: Tx, subjectId: string, kind: NotificationKind): Promise<boolean> {
  const claimed = await tx
    .insert(notificationFanouts)
    .values({ subjectId, kind })
    .onConflictDoNothing()
    .returning({ subjectId: notificationFanouts.subjectId })
  return claimed.length > 0
}

/** Rows an insert wrote: PGlite says `affectedRows`, postgres-js `count`. */
export function affected(result: unknown): number {
  const value = result as { affectedRows?: number; count?: number }
  return value.affectedRows ?? value.count ?? 0
}
