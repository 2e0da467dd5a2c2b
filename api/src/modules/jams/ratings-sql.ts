/**
 * What ratings, results and the audience award share: the messages, which entries count (those
 * with a build whose game is not deleted: docs/jams.md#rating) and reading a live jam.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { jams } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { isUuid } from '../../lib/ids'
import { graceEndsSql, votingOpenSql } from './phase'
import { JAM_NOT_FOUND } from './service'

export const ENTRY_NOT_FOUND = 'Entry not found'

/**
 * True for an entry (`alias` names a row of jam_entries in scope) that can be played, so rated,
 * placed and paid: it has its frozen build and its game was not deleted.
 */
export const rateableSql = (alias: string): SQL<boolean> =>
  sql`(${sql.identifier(alias)}.build_id is not null and exists (select 1 from games g where g.id = ${sql.identifier(alias)}.game_id and g.deleted_at is null))`

/** The jam (not deleted) with the facts these rules need, or 404 `Jam not found` (a non-uuid id too). */
export async function liveJam(db: Db | Tx, id: string) {
  if (!isUuid(id)) throw notFound(JAM_NOT_FOUND)
  const [jam] = await db
    .select({
      id: jams.id,
      slug: jams.slug,
      title: jams.title,
      categories: jams.categories,
      minRatings: jams.minRatings,
      participationExp: jams.participationExp,
      placementExp: jams.placementExp,
      showcaseEventId: jams.showcaseEventId,
      votingClosesAt: jams.votingClosesAt,
      graceEndsAt: sql<string>`${graceEndsSql()}`.mapWith((value: string | Date) => new Date(value)),
      votingOpen: votingOpenSql().mapWith(Boolean),
      closed: sql<boolean>`(now() >= ${jams.votingClosesAt})`.mapWith(Boolean),
    })
    .from(jams)
    .where(and(eq(jams.id, id), isNull(jams.deletedAt)))
  if (!jam) throw notFound(JAM_NOT_FOUND)
  return jam
}
export type LiveJam = Awaited<ReturnType<typeof liveJam>>
