/**
 * Taking part (docs/jams.md#taking-part-and-teams): joining and leaving a jam, the entrants, and
 * the looking-for-team board. Each write says in its own statement until when it is allowed (the
 * end of grace), so a request that arrives later writes nothing.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jamEntrants, jamEntryMembers, jams, jamTeamPosts, type UserRow, users } from '../../db/schema'
import { rowsOf } from '../../db/sql-helpers'
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors'
import { graceEndsSql } from './phase'
import { JAM_NOT_FOUND, requireJamId } from './service'

const CLOSED = 'This jam is over for entering: joining, leaving and the team board close at the end of grace'

export function requireVerified(user: UserRow) {
  if (!user.emailVerified) throw forbidden('Verify your email address before taking part in a jam (see your profile)')
}

/** The jam's state for the caller, read after a write that wrote nothing, to say why. */
async function stateOf(db: Db, jamId: string, userId: string) {
  const [row] = rowsOf<{ open: boolean; joined: boolean; entered: boolean }>(
    await db.execute(sql`select now() < ${graceEndsSql()} as "open",
        exists (select 1 from ${jamEntrants} e where e.jam_id = ${jams.id} and e.user_id = ${userId}) as "joined",
        exists (select 1 from ${jamEntryMembers} m where m.jam_id = ${jams.id} and m.user_id = ${userId}) as "entered"
      from ${jams} where ${jams.id} = ${jamId} and ${jams.deletedAt} is null`),
  )
  if (!row) throw notFound(JAM_NOT_FOUND)
  return row
}

export async function joinJam(db: Db, jamId: string, user: UserRow): Promise<void> {
  requireVerified(user)
  const id = await requireJamId(db, jamId)
  const joined = rowsOf(
    await db.execute(sql`insert into ${jamEntrants} (jam_id, user_id)
      select ${jams.id}, ${user.id}::uuid from ${jams}
      where ${jams.id} = ${id} and ${jams.deletedAt} is null and now() < ${graceEndsSql()}
      on conflict do nothing
      returning jam_id`),
  )
  if (joined.length) return
  const state = await stateOf(db, id, user.id)
  throw conflict(state.joined ? 'You have already joined this jam' : CLOSED)
}

/** Leaves the jam (and its team board) while on no entry, until the end of grace. */
export async function leaveJam(db: Db, jamId: string, user: UserRow): Promise<void> {
  const id = await requireJamId(db, jamId)
  const left = await db.transaction(async (tx) => {
    const rows = rowsOf(
      await tx.execute(sql`delete from ${jamEntrants} e using ${jams}
        where e.jam_id = ${id} and e.user_id = ${user.id} and ${jams.id} = e.jam_id and now() < ${graceEndsSql()}
          and not exists (select 1 from ${jamEntryMembers} m where m.jam_id = e.jam_id and m.user_id = e.user_id)
        returning e.user_id`),
    )
    if (rows.length) await tx.execute(sql`delete from ${jamTeamPosts} where jam_id = ${id} and user_id = ${user.id}`)
    return rows.length > 0
  })
  if (left) return
  const state = await stateOf(db, id, user.id)
  if (!state.joined) throw notFound('You have not joined this jam')
  if (!state.open) throw conflict(CLOSED)
  throw conflict('You are on an entry of this jam: withdraw it, or be removed from its credits, before leaving')
}

export async function entrantsOf(db: Db, jamId: string) {
  const id = await requireJamId(db, jamId)
  const rows = rowsOf<{ userId: string; username: string; profilePicture: string | null; joinedAt: string | Date }>(
    await db.execute(sql`select u.id as "userId", u.username, u.profile_picture as "profilePicture", e.joined_at as "joinedAt"
      from ${jamEntrants} e join ${users} u on u.id = e.user_id
      where e.jam_id = ${id} order by e.joined_at, u.username`),
  )
  return rows.map((row) => ({ ...row, joinedAt: new Date(row.joinedAt).toISOString() }))
}

type PostInput = { skills: string[]; lookingFor: string[]; message: string }
type PostRow = {
  userId: string
  username: string
  profilePicture: string | null
  skills: string[]
  lookingFor: string[]
  message: string
  updatedAt: string | Date
}

const postJson = (row: PostRow) => ({
  userId: row.userId,
  username: row.username,
  profilePicture: row.profilePicture,
  skills: typeof row.skills === 'string' ? JSON.parse(row.skills) : row.skills,
  lookingFor: typeof row.lookingFor === 'string' ? JSON.parse(row.lookingFor) : row.lookingFor,
  message: row.message,
  updatedAt: new Date(row.updatedAt).toISOString(),
})

const words = (list: string[]) => JSON.stringify([...new Set(list.map((word) => word.trim()).filter(Boolean))])

const POST_COLUMNS = sql.raw(`p.user_id as "userId", u.username, u.profile_picture as "profilePicture",
  p.skills, p.looking_for as "lookingFor", p.message, p.updated_at as "updatedAt"`)

export async function teamPostsOf(db: Db, jamId: string) {
  const id = await requireJamId(db, jamId)
  const rows = rowsOf<PostRow>(
    await db.execute(sql`select ${POST_COLUMNS} from ${jamTeamPosts} p join ${users} u on u.id = p.user_id
      where p.jam_id = ${id} order by p.updated_at desc, u.username`),
  )
  return rows.map(postJson)
}

/** The caller's post (made or replaced): entrants only, until the end of grace. */
export async function putTeamPost(db: Db, jamId: string, input: PostInput, user: UserRow) {
  requireVerified(user)
  const id = await requireJamId(db, jamId)
  const rows = rowsOf<PostRow>(
    await db.execute(sql`with saved as (
        insert into ${jamTeamPosts} (jam_id, user_id, skills, looking_for, message, updated_at)
        select e.jam_id, e.user_id, ${words(input.skills)}::jsonb, ${words(input.lookingFor)}::jsonb, ${input.message.trim()}::text, now()
        from ${jamEntrants} e join ${jams} on ${jams.id} = e.jam_id
        where e.jam_id = ${id} and e.user_id = ${user.id} and ${jams.deletedAt} is null and now() < ${graceEndsSql()}
        on conflict (jam_id, user_id) do update
          set skills = excluded.skills, looking_for = excluded.looking_for, message = excluded.message, updated_at = now()
        returning *)
      select ${POST_COLUMNS} from saved p join ${users} u on u.id = p.user_id`),
  )
  const [row] = rows
  if (row) return postJson(row)
  const state = await stateOf(db, id, user.id)
  if (!state.open) throw conflict(CLOSED)
  throw unprocessable('Join the jam before posting on its team board')
}

export async function deleteTeamPost(db: Db, jamId: string, user: UserRow): Promise<void> {
  const id = await requireJamId(db, jamId)
  const deleted = rowsOf(
    await db.execute(sql`delete from ${jamTeamPosts} where jam_id = ${id} and user_id = ${user.id} returning user_id`),
  )
  if (!deleted.length) throw notFound('You have no post on this jam’s team board')
}
