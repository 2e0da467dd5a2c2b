/**
 * The planner: turns events' times into outbox rows (decision 0250). Nothing is scheduled ahead:
 * every pass looks for events whose moment has come and that have no fan-out yet, so an edited
 * event time moves its reminders, and a server that was down catches up at start-up.
 *
 * - 24 hours before `date`: everyone registered or waitlisted at that moment (registrations made
 *   after it get none), while the 1-hour moment has not come (then that one takes over).
 * - 1 hour before `date`: everyone holding a seat at that moment, until the event starts.
 * - An event published (active, not deleted, still ahead): everyone who asked for announcements,
 *   and the club's Discord.
 * - A jam's moments: jam-planner.ts.
 *
 * Each fan-out runs in one transaction that first claims its row in notification_fanouts: a second
 * server doing the same waits for that row and then finds it taken, so it writes nothing.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { events, notificationFanouts, notificationOutbox, registrations, users } from '../../db/schema'
import { rowsOf } from '../../db/sql-helpers'
import { affected, at, type Channels, claimFanout, subscribed, wants } from './fanout-sql'
import { planJams } from './jam-planner'

const HOUR = 3_600_000
export const REMINDER_OFFSETS_MS = { event_reminder_24h: 24 * HOUR, event_reminder_1h: HOUR } as const

interface Candidate {
  id: string
}

async function reminderCandidates(db: Db, kind: keyof typeof REMINDER_OFFSETS_MS, now: Date): Promise<Candidate[]> {
  const offset = REMINDER_OFFSETS_MS[kind]
  // The 24-hour reminder makes sense until the 1-hour one is due; the 1-hour one until the start.
  const until = kind === 'event_reminder_24h' ? REMINDER_OFFSETS_MS.event_reminder_1h : 0
  const result = await db.execute(sql`
    select ${events.id} as id from ${events}
    where ${events.deletedAt} is null
      and ${events.date} <= ${at(now.getTime() + offset)}
      and ${events.date} > ${at(now.getTime() + until)}
      and not exists (
        select 1 from ${notificationFanouts}
        where ${notificationFanouts.subjectId} = ${events.id} and ${notificationFanouts.kind} = ${kind}
      )`)
  return rowsOf<Candidate>(result)
}

async function fanOutReminder(
  db: Db,
  eventId: string,
  kind: keyof typeof REMINDER_OFFSETS_MS,
  channels: Channels,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await claimFanout(tx, eventId, kind))) return 0
    const [event] = await tx.select({ date: events.date }).from(events).where(sql`${events.id} = ${eventId}`)
    if (!event) return 0
    const moment = new Date(event.date.getTime() - REMINDER_OFFSETS_MS[kind])
    const statuses = kind === 'event_reminder_24h' ? sql`('registered', 'waitlisted')` : sql`('registered')`
    let written = 0
    for (const channel of ['email', 'push'] as const) {
      if (!channels.has(channel)) continue
      const result = await tx.execute(sql`
        insert into ${notificationOutbox} (user_id, subject_id, kind, channel, due_at)
        select ${registrations.userId}, ${registrations.eventId}, ${kind}, ${channel}, ${at(moment.getTime())}
        from ${registrations} join ${users} on ${users.id} = ${registrations.userId}
        where ${registrations.eventId} = ${eventId}
          and ${registrations.status} in ${statuses}
          and ${registrations.createdAt} <= ${at(moment.getTime())}
          and ${wants(channel, kind)}
          ${channel === 'push' ? sql`and ${subscribed}` : sql``}
        on conflict do nothing`)
      written += affected(result)
    }
    return written
  })
}

async function publishedCandidates(db: Db, now: Date): Promise<Candidate[]> {
  const result = await db.execute(sql`
    select ${events.id} as id from ${events}
    where ${events.deletedAt} is null and ${events.isActive} and ${events.date} > ${at(now.getTime())}
      and not exists (
        select 1 from ${notificationFanouts}
        where ${notificationFanouts.subjectId} = ${events.id} and ${notificationFanouts.kind} = 'event_published'
      )`)
  return rowsOf<Candidate>(result)
}

async function fanOutPublished(db: Db, eventId: string, now: Date, channels: Channels): Promise<number> {
  const kind = 'event_published'
  return db.transaction(async (tx) => {
    if (!(await claimFanout(tx, eventId, kind))) return 0
    let written = 0
    for (const channel of ['email', 'push'] as const) {
      if (!channels.has(channel)) continue
      const result = await tx.execute(sql`
        insert into ${notificationOutbox} (user_id, subject_id, kind, channel, due_at)
        select ${users.id}, ${eventId}::uuid, ${kind}, ${channel}, ${at(now.getTime())}
        from ${users}
        where ${wants(channel, kind)} ${channel === 'push' ? sql`and ${subscribed}` : sql``}
        on conflict do nothing`)
      written += affected(result)
    }
    if (channels.has('discord')) {
      await tx
        .insert(notificationOutbox)
        .values({ userId: null, subjectId: eventId, kind, channel: 'discord', dueAt: now })
        .onConflictDoNothing()
      written++
    }
    return written
  })
}

/** One planning pass: every fan-out whose moment has come. Returns the rows written. */
export async function plan(db: Db, now: Date, channels: Channels): Promise<number> {
  let written = 0
  for (const kind of ['event_reminder_1h', 'event_reminder_24h'] as const)
    for (const { id } of await reminderCandidates(db, kind, now))
      written += await fanOutReminder(db, id, kind, channels)
  for (const { id } of await publishedCandidates(db, now)) written += await fanOutPublished(db, id, now, channels)
  written += await planJams(db, now, channels)
  return written
}
