/** Entries as JSON: the game as GET /api/games/:slug shows it, the members, the frozen build, the rating counts. */
import { and, asc, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { games, jamEntries, jamEntryMembers, jamRatings, users } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { isUuid } from '../../lib/ids'
import { toGamesJson, type Viewer } from '../games/service'
import type { Entry } from './model'
import { requireJamId } from './service'

const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number)

async function entriesWhere(db: Db | Tx, jamId: string, entryId: string | null, viewer: Viewer, origin: string) {
  const rows = await db
    .select({
      id: jamEntries.id,
      gameId: jamEntries.gameId,
      buildId: jamEntries.buildId,
      ratingsReceived: count(
        sql`select count(distinct r.rater_id) from ${jamRatings} r where r.entry_id = ${jamEntries.id}`,
      ),
      ratingsGiven: count(
        sql`select count(distinct r.entry_id) from ${jamRatings} r where r.rater_entry_id = ${jamEntries.id}`,
      ),
    })
    .from(jamEntries)
    .innerJoin(games, sql`${games.id} = ${jamEntries.gameId}`)
    .where(
      and(
        sql`${jamEntries.jamId} = ${jamId}`,
        entryId ? sql`${jamEntries.id} = ${entryId}` : undefined,
        isNull(games.deletedAt),
        ne(games.status, 'hidden'),
      ),
    )
    .orderBy(asc(jamEntries.createdAt), asc(jamEntries.id))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [gameRows, members] = await Promise.all([
    db
      .select()
      .from(games)
      .where(
        inArray(
          games.id,
          rows.map((row) => row.gameId),
        ),
      ),
    db
      .select({ entryId: jamEntryMembers.entryId, userId: users.id, username: users.username })
      .from(jamEntryMembers)
      .innerJoin(users, sql`${users.id} = ${jamEntryMembers.userId}`)
      .where(inArray(jamEntryMembers.entryId, ids))
      .orderBy(asc(users.username)),
  ])
  const gameJson = await toGamesJson(db, gameRows, viewer, origin)
  return rows.flatMap((row): Entry[] => {
    const game = gameJson.find((one) => one._id === row.gameId)
    if (!game) return []
    return [
      {
        _id: row.id,
        game,
        members: members
          .filter((member) => member.entryId === row.id)
          .map(({ userId, username }) => ({ userId, username })),
        buildId: row.buildId,
        ratingsReceived: row.ratingsReceived,
        ratingsGiven: row.ratingsGiven,
      },
    ]
  })
}

/** The jam's entries (not of deleted or hidden games), first entered first. */
export async function entriesOf(db: Db, jamId: string, viewer: Viewer, origin: string): Promise<Entry[]> {
  return entriesWhere(db, await requireJamId(db, jamId), null, viewer, origin)
}

export async function entryOf(db: Db, jamId: string, entryId: string, viewer: Viewer, origin: string) {
  const id = await requireJamId(db, jamId)
  const [entry] = isUuid(entryId) ? await entriesWhere(db, id, entryId, viewer, origin) : []
  if (!entry) throw notFound('Entry not found')
  return entry
}
