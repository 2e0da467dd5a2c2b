/**
 * Entries (docs/jams.md#entries): a game entered by one of its accepted makers, from startsAt to
 * the end of grace. Every rule is a condition of the INSERT or DELETE itself; when nothing was
 * written, one read says which rule refused it. The entry's build follows the game's builds until
 * the end of grace (games/builds.ts), then stays: later builds are the post-jam version.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { gameCredits, games, jamEntrants, jamEntries, jamEntryMembers, jams, type UserRow } from '../../db/schema'
import { rowsOf } from '../../db/sql-helpers'
import { isUniqueViolation, pgErrorOf } from '../../lib/db-errors'
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors'
import { isUuid, newId } from '../../lib/ids'
import { findGame, isAdmin, requireMaker, type Viewer } from '../games/service'
import { entriesOpenSql } from './phase'
import { JAM_NOT_FOUND, requireJamId } from './service'

const CLOSED = 'Entries open at the jam’s start and freeze at the end of grace'
const ALREADY = 'This game is already entered in a jam'
const ON_ANOTHER = 'Someone credited on this game is already on another entry of this jam'

/** The accepted makers of the game in scope (alias g). */
const makers = sql.raw(`(select c.user_id from game_credits c where c.game_id = g.id and c.accepted)`)

/** The rules of entering, each true when kept, over the jam (alias j) and the game (alias g). */
const rules = {
  open: entriesOpenSql(),
  fresh: sql`g.created_at >= ${jams.startsAt}`,
  joined: sql`not exists (select 1 from ${makers} m(user_id)
    where not exists (select 1 from ${jamEntrants} e where e.jam_id = ${jams.id} and e.user_id = m.user_id))`,
  small: sql`(select count(*) from ${makers} m(user_id)) <= ${jams.maxTeamSize}`,
  alone: sql`not exists (select 1 from ${jamEntryMembers} x where x.jam_id = ${jams.id} and x.user_id in ${makers})`,
  unentered: sql`not exists (select 1 from ${jamEntries} x where x.game_id = g.id)`,
}

/** Enters the game; the new entry's id. */
export async function enterGame(db: Db, jamId: string, gameId: string, viewer: Viewer & { user: UserRow }) {
  const id = await requireJamId(db, jamId)
  return db.transaction(async (tx) => {
    const game = await findGame(tx, gameId, true)
    await requireMaker(tx, game, viewer, false)
    const entryId = newId()
    try {
      const inserted = rowsOf(
        await tx.execute(sql`insert into ${jamEntries} (id, jam_id, game_id, build_id)
          select ${entryId}::uuid, ${jams.id}, g.id, g.build_id from ${jams}, ${games} g
          where ${jams.id} = ${id} and g.id = ${game.id} and ${jams.deletedAt} is null
            and ${sql.join(Object.values(rules), sql` and `)}
          on conflict do nothing
          returning id`),
      )
      if (inserted.length) {
        await tx.execute(sql`insert into ${jamEntryMembers} (entry_id, jam_id, user_id)
          select ${entryId}::uuid, ${id}::uuid, c.user_id from ${gameCredits} c where c.game_id = ${game.id} and c.accepted`)
        return entryId
      }
    } catch (error) {
      if (isUniqueViolation(error, 'jam_entries_game_key')) throw conflict(ALREADY)
      // Another entry took one of the makers, or one left the jam, in the same moment.
      if (isUniqueViolation(error)) throw unprocessable(ON_ANOTHER)
      if (pgErrorOf(error)?.code === '23503')
        throw unprocessable('Everyone credited on the game must join the jam first')
      throw error
    }
    const [why] = rowsOf<Record<keyof typeof rules, boolean>>(
      await tx.execute(
        sql`select ${sql.join(
          Object.entries(rules).map(([name, rule]) => sql`${rule} as ${sql.identifier(name)}`),
          sql`, `,
        )} from ${jams}, ${games} g where ${jams.id} = ${id} and g.id = ${game.id}`,
      ),
    )
    if (!why) throw notFound(JAM_NOT_FOUND)
    if (!why.open) throw conflict(CLOSED)
    if (!why.unentered) throw conflict(ALREADY)
    if (!why.fresh) throw unprocessable('This game was made before the jam started: enter a game made during the jam')
    if (!why.joined) throw unprocessable('Everyone credited on the game must join the jam first')
    if (!why.small) throw unprocessable('The game has more accepted credits than the jam’s maxTeamSize')
    if (!why.alone) throw unprocessable(ON_ANOTHER)
    throw conflict('The jam changed meanwhile: try again')
  })
}

/** Withdraws an entry (its makers or an admin) until the end of grace. */
export async function withdrawEntry(db: Db, jamId: string, entryId: string, viewer: Viewer & { user: UserRow }) {
  const id = await requireJamId(db, jamId)
  if (!isUuid(entryId)) throw notFound('Entry not found')
  const allowed = isAdmin(viewer)
    ? sql`true`
    : sql`exists (select 1 from ${gameCredits} c where c.game_id = x.game_id and c.user_id = ${viewer.user.id} and c.accepted)`
  const deleted = rowsOf(
    await db.execute(sql`delete from ${jamEntries} x using ${jams}
      where x.id = ${entryId} and x.jam_id = ${id} and ${jams.id} = x.jam_id and ${entriesOpenSql()} and ${allowed}
      returning x.id`),
  )
  if (deleted.length) return
  const [why] = rowsOf<{ open: boolean; allowed: boolean }>(
    await db.execute(sql`select ${entriesOpenSql()} as "open", ${allowed} as "allowed"
      from ${jamEntries} x join ${jams} on ${jams.id} = x.jam_id where x.id = ${entryId} and x.jam_id = ${id}`),
  )
  if (!why) throw notFound('Entry not found')
  if (!why.allowed) throw forbidden('Only the makers credited on the game or an admin can withdraw its entry')
  throw conflict(CLOSED)
}
