/**
 * A jam's moments as outbox rows (docs/jams.md#notifications), planned as events' reminders are
 * (decision 0250): every pass looks for jams whose moment has come and that have no fan-out for it
 * yet; the fan-out claims its row in notification_fanouts first, so two servers write it once.
 *
 * - jam_published: a jam ahead of its start, to everyone who asked for announcements, and Discord.
 * - jam_theme_out: at the start, until submissions close, to the entrants, and Discord.
 * - jam_closing_soon: an hour before submissions close, to entrants without an entry with a build.
 * - jam_voting_open: at the end of grace, until voting closes, to the entrants, and Discord.
 * - jam_results_out: when voting closes (for a day), to the entrants, and Discord.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jamEntrants, jamEntries, jamEntryMembers, jams, notificationOutbox, users } from '../../db/schema'
import { rowsOf } from '../../db/sql-helpers'
import type { JamNotificationKind } from '../../shared/notifications'
import { graceEndsSql } from '../jams/phase'
import { affected, at, type Channels, claimFanout, subscribed, wants } from './fanout-sql'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** When each kind is due, and until when it still makes sense, for the jam row in scope. */
function window(kind: JamNotificationKind, now: number): { moment: SQL; due: SQL } {
  const n = at(now)
  switch (kind) {
    case 'jam_published':
      return { moment: n, due: sql`${jams.startsAt} > ${n}` }
    case 'jam_theme_out':
      return { moment: sql`${jams.startsAt}`, due: sql`${jams.startsAt} <= ${n} and ${n} < ${jams.submissionsCloseAt}` }
    case 'jam_closing_soon':
      return {
        moment: sql`(${jams.submissionsCloseAt} - interval '1 hour')`,
        due: sql`${jams.submissionsCloseAt} - interval '1 hour' <= ${n} and ${n} < ${jams.submissionsCloseAt}`,
      }
    case 'jam_voting_open':
      return { moment: graceEndsSql(), due: sql`${graceEndsSql()} <= ${n} and ${n} < ${jams.votingClosesAt}` }
    case 'jam_results_out':
      return {
        moment: sql`${jams.votingClosesAt}`,
        due: sql`${jams.votingClosesAt} <= ${n} and ${n} < ${jams.votingClosesAt} + ${sql.raw(`interval '${DAY / HOUR} hours'`)}`,
      }
  }
}

/** Who gets it: everyone for an announcement, else the entrants (minus those with a built entry, an hour before the close). */
function audience(kind: JamNotificationKind, jamId: string): SQL {
  if (kind === 'jam_published') return sql`true`
  const entrant = sql`exists (select 1 from ${jamEntrants} where ${jamEntrants.jamId} = ${jamId} and ${jamEntrants.userId} = ${users.id})`
  if (kind !== 'jam_closing_soon') return entrant
  return sql`${entrant} and not exists (
    select 1 from ${jamEntryMembers} join ${jamEntries} on ${jamEntries.id} = ${jamEntryMembers.entryId}
    where ${jamEntryMembers.jamId} = ${jamId} and ${jamEntryMembers.userId} = ${users.id} and ${jamEntries.buildId} is not null)`
}

const ON_DISCORD: ReadonlySet<JamNotificationKind> = new Set([
  'jam_published',
  'jam_theme_out',
  'jam_voting_open',
  'jam_results_out',
])

async function fanOut(db: Db, jamId: string, kind: JamNotificationKind, now: number, channels: Channels) {
  return db.transaction(async (tx) => {
    if (!(await claimFanout(tx, jamId, kind))) return 0
    const { moment } = window(kind, now)
    let written = 0
    for (const channel of ['email', 'push'] as const) {
      if (!channels.has(channel)) continue
      const result = await tx.execute(sql`
        insert into ${notificationOutbox} (user_id, subject_id, kind, channel, due_at)
        select ${users.id}, ${jamId}::uuid, ${kind}, ${channel}, (select ${moment} from ${jams} where ${jams.id} = ${jamId})
        from ${users}
        where ${audience(kind, jamId)} and ${wants(channel, kind)} ${channel === 'push' ? sql`and ${subscribed}` : sql``}
        on conflict do nothing`)
      written += affected(result)
    }
    if (channels.has('discord') && ON_DISCORD.has(kind)) {
      await tx
        .insert(notificationOutbox)
        .values({ userId: null, subjectId: jamId, kind, channel: 'discord', dueAt: new Date(now) })
        .onConflictDoNothing()
      written++
    }
    return written
  })
}

const KINDS: JamNotificationKind[] = [
  'jam_published',
  'jam_theme_out',
  'jam_closing_soon',
  'jam_voting_open',
  'jam_results_out',
]

/** One pass over the jams: every fan-out whose moment has come. Returns the rows written. */
export async function planJams(db: Db, now: Date, channels: Channels): Promise<number> {
  let written = 0
  for (const kind of KINDS) {
    const due = await db.execute(sql`
      select ${jams.id} as id from ${jams}
      where ${jams.deletedAt} is null and ${window(kind, now.getTime()).due}
        and not exists (select 1 from notification_fanouts f where f.subject_id = ${jams.id} and f.kind = ${kind})`)
    for (const { id } of rowsOf<{ id: string }>(due)) written += await fanOut(db, id, kind, now.getTime(), channels)
  }
  return written
}
