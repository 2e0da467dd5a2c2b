/**
 * The outbox (decision 0250): rows are written once per (person, subject, kind, channel) — the
 * unique key makes every writer's `on conflict do nothing` safe from any number of servers — and
 * claimed for sending with FOR UPDATE SKIP LOCKED and a lease, so that two servers never hold the
 * same row, and a server that died holding one leaves it to another once the lease is over.
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { type NotificationRow, notificationOutbox, pushSubscriptions, registrations } from '../../db/schema'
import type { NotificationChannel } from '../../shared/notifications'

/** Longer than any send may take (SMTP gives up after 40 s): a lease still running is never stolen. */
export const LEASE_MS = 5 * 60_000
/** After this many failed attempts a message is given up (status `failed`). */
export const MAX_ATTEMPTS = 8

/** 30 s, 1 min, 2 min… up to an hour between attempts. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)

/**
 * "You're in" for registrations just taken from the waitlist, written in the transaction that
 * seats them: by email always (the sender checks the person's choice and the channel), by push
 * to those with a browser subscribed.
 */
export async function enqueuePromotions(tx: Tx, eventId: string, userIds: string[], dueAt: Date): Promise<void> {
  if (userIds.length === 0) return
  const rows = userIds.map((userId) => ({
    userId,
    subjectId: eventId,
    kind: 'event_promoted' as const,
    channel: 'email' as NotificationChannel,
    dueAt,
  }))
  const subscribed = await tx
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds))
  for (const { userId } of subscribed)
    rows.push({ userId, subjectId: eventId, kind: 'event_promoted', channel: 'push', dueAt })
  await tx.insert(notificationOutbox).values(rows).onConflictDoNothing()
}

/** Up to `limit` due rows, leased to the caller until now + LEASE_MS; rows others hold are skipped. */
export async function claimDue(db: Db, now: Date, limit: number): Promise<NotificationRow[]> {
  const due = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.status, 'pending'),
        lte(notificationOutbox.dueAt, now),
        or(isNull(notificationOutbox.leaseUntil), lte(notificationOutbox.leaseUntil, now)),
      ),
    )
    .orderBy(notificationOutbox.dueAt, notificationOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(notificationOutbox)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${notificationOutbox.attempts} + 1` })
    .where(inArray(notificationOutbox.id, due))
    .returning()
}

export type Outcome =
  | { status: 'sent' }
  | { status: 'skipped'; note: string }
  | { status: 'retry'; at: Date; note: string }
  | { status: 'failed'; note: string }

/** Records what became of claimed rows (sent ones in one statement). */
export async function settle(db: Db, now: Date, results: { row: NotificationRow; outcome: Outcome }[]): Promise<void> {
  const sent = results.filter((result) => result.outcome.status === 'sent').map((result) => result.row.id)
  if (sent.length > 0)
    await db
      .update(notificationOutbox)
      .set({ status: 'sent', sentAt: now, leaseUntil: null, note: null })
      .where(inArray(notificationOutbox.id, sent))
  for (const { row, outcome } of results) {
    if (outcome.status === 'sent') continue
    const giveUp = outcome.status === 'retry' && row.attempts >= MAX_ATTEMPTS
    await db
      .update(notificationOutbox)
      .set(
        outcome.status === 'retry' && !giveUp
          ? { dueAt: outcome.at, leaseUntil: null, note: outcome.note }
          : { status: outcome.status === 'skipped' ? 'skipped' : 'failed', leaseUntil: null, note: outcome.note },
      )
      .where(eq(notificationOutbox.id, row.id))
  }
}

/** The live (not cancelled) registrations of these people at these events. */
export function liveRegistrations(db: Db, pairs: { userId: string; eventId: string }[]) {
  if (pairs.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(registrations)
    .where(
      and(
        sql`${registrations.status} <> 'cancelled'`,
        // Each id once: a batch of one event's reminders names that event hundreds of times.
        inArray(registrations.eventId, [...new Set(pairs.map((pair) => pair.eventId))]),
        inArray(registrations.userId, [...new Set(pairs.map((pair) => pair.userId))]),
      ),
    )
}
