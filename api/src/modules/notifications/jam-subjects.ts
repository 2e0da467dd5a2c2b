/**
 * What the sender needs about the jams of a batch of outbox rows: the jam with its theme as the
 * database gives it (null until the database's clock reaches the start: never the sender's own
 * clock), who is still an entrant, and who has an entry with a build (docs/jams.md#notifications).
 */
import { and, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jamEntrants, jamEntries, jamEntryMembers, jams, type NotificationRow } from '../../db/schema'
import { isJamKind } from '../../shared/notifications'
import { jamScheduleColumns } from '../jams/phase'
import { publicThemeSql } from '../jams/service'
import type { JamSubject } from './jam-messages'

export interface LoadedJams {
  jams: Map<string, JamSubject & { started: boolean }>
  /** `${userId}:${jamId}` of entrants. */
  entrants: Set<string>
  /** `${userId}:${jamId}` of people on an entry with a build. */
  built: Set<string>
}

export const jamPairKey = (userId: string, jamId: string) => `${userId}:${jamId}`

export async function loadJams(db: Db, rows: NotificationRow[]): Promise<LoadedJams> {
  const jamRows = rows.filter((row) => isJamKind(row.kind))
  const loaded: LoadedJams = { jams: new Map(), entrants: new Set(), built: new Set() }
  if (jamRows.length === 0) return loaded
  const jamIds = [...new Set(jamRows.map((row) => row.subjectId))]
  const userIds = [...new Set(jamRows.flatMap((row) => (row.userId ? [row.userId] : [])))]
  const [subjects, entrants, built] = await Promise.all([
    db
      .select({
        ...jamScheduleColumns,
        deletedAt: jams.deletedAt,
        started: sql<boolean>`now() >= ${jams.startsAt}`,
        theme: publicThemeSql(),
      })
      .from(jams)
      .where(inArray(jams.id, jamIds)),
    userIds.length
      ? db
          .select({ userId: jamEntrants.userId, jamId: jamEntrants.jamId })
          .from(jamEntrants)
          .where(and(inArray(jamEntrants.jamId, jamIds), inArray(jamEntrants.userId, userIds)))
      : [],
    userIds.length
      ? db
          .select({ userId: jamEntryMembers.userId, jamId: jamEntryMembers.jamId })
          .from(jamEntryMembers)
          .innerJoin(jamEntries, sql`${jamEntries.id} = ${jamEntryMembers.entryId}`)
          .where(
            and(
              inArray(jamEntryMembers.jamId, jamIds),
              inArray(jamEntryMembers.userId, userIds),
              isNotNull(jamEntries.buildId),
            ),
          )
      : [],
  ])
  for (const jam of subjects) loaded.jams.set(jam.id, { ...jam, started: Boolean(jam.started) })
  for (const row of entrants) loaded.entrants.add(jamPairKey(row.userId, row.jamId))
  for (const row of built) loaded.built.add(jamPairKey(row.userId, row.jamId))
  return loaded
}
