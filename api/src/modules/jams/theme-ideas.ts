/**
 * Theme ideas and votes (docs/jams.md#theme). Taken only while the jam is upcoming with theme
 * voting on: the condition is part of each INSERT, so an idea or a vote arriving after startsAt
 * is never written. Nobody sees totals; each person sees the ideas in an order of their own.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jams, jamThemes, jamThemeVotes, type UserRow } from '../../db/schema'
import { rowsOf } from '../../db/sql-helpers'
import { isUniqueViolation } from '../../lib/db-errors'
import { conflict, notFound, unprocessable } from '../../lib/errors'
import { isUuid, newId } from '../../lib/ids'
import { JAM_THEMES_PER_PERSON } from '../../shared/jams'
import { JAM_NOT_FOUND, requireJamId } from './service'
import { requireVerified } from './taking-part'

export type ThemeIdea = { _id: string; text: string; mine: boolean; myVote: number }

const CLOSED = 'Theme ideas and votes are taken only before the jam starts, while theme voting is on'
const DUPLICATE = 'That theme was already suggested'
const TOO_MANY = `You can suggest at most ${JAM_THEMES_PER_PERSON} themes for a jam`

/** "  Deep   Sea " and "deep sea" are the same idea. */
export const foldTheme = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

const openFor = (alias: string) =>
  sql.raw(`(${alias}.deleted_at is null and now() < ${alias}.starts_at and ${alias}.theme_voting)`)

/** Why nothing was written: 404 for an unknown jam, else 409 when closed, else `otherwise`. */
async function refusal(db: Db, jamId: string, otherwise: () => Error): Promise<never> {
  const [row] = rowsOf<{ open: boolean }>(
    await db.execute(
      sql`select ${openFor('j')} as "open" from ${jams} j where j.id = ${jamId} and j.deleted_at is null`,
    ),
  )
  if (!row) throw notFound(JAM_NOT_FOUND)
  if (!row.open) throw conflict(CLOSED)
  throw otherwise()
}

export async function suggestTheme(db: Db, jamId: string, text: string, user: UserRow): Promise<ThemeIdea> {
  requireVerified(user)
  const id = await requireJamId(db, jamId)
  const clean = text.trim().replace(/\s+/g, ' ')
  if (!clean) throw unprocessable('text is required (1 to 60 characters)')
  let inserted: { id: string }[] = []
  for (let attempt = 0; ; attempt++) {
    try {
      inserted = rowsOf<{ id: string }>(
        await db.execute(sql`insert into ${jamThemes} (id, jam_id, user_id, slot, text, folded)
          select ${newId()}::uuid, j.id, ${user.id}::uuid, s.slot, ${clean}::text, ${foldTheme(clean)}::text
          from ${jams} j, lateral (
            select min(n) as slot from generate_series(1, ${JAM_THEMES_PER_PERSON}::int) n
            where n not in (select t.slot from ${jamThemes} t where t.jam_id = j.id and t.user_id = ${user.id})
          ) s
          where j.id = ${id} and ${openFor('j')} and s.slot is not null
          returning id`),
      )
      break
    } catch (error) {
      if (isUniqueViolation(error, 'jam_themes_folded_key')) throw conflict(DUPLICATE)
      // Two ideas of the same person at the same moment took the same slot: the next free one, if any.
      if (attempt < JAM_THEMES_PER_PERSON && isUniqueViolation(error, 'jam_themes_slot_key')) continue
      throw error
    }
  }
  const [row] = inserted
  if (!row) return refusal(db, id, () => unprocessable(TOO_MANY))
  return { _id: row.id, text: clean, mine: true, myVote: 0 }
}

/** Every idea of the jam, in an order that is the same for one person each time and differs between people. */
export async function themeIdeas(db: Db, jamId: string, userId: string): Promise<ThemeIdea[]> {
  const id = await requireJamId(db, jamId)
  const rows = rowsOf<{ id: string; text: string; mine: boolean; vote: number | null }>(
    await db.execute(sql`select t.id, t.text, t.user_id = ${userId} as "mine", v.vote
      from ${jamThemes} t
      left join ${jamThemeVotes} v on v.theme_id = t.id and v.user_id = ${userId}
      where t.jam_id = ${id}
      order by md5(${userId}::text || t.id::text)`),
  )
  return rows.map((row) => ({ _id: row.id, text: row.text, mine: row.mine, myVote: Number(row.vote ?? 0) }))
}

export async function voteTheme(
  db: Db,
  jamId: string,
  themeId: string,
  vote: number,
  user: UserRow,
): Promise<ThemeIdea> {
  requireVerified(user)
  const id = await requireJamId(db, jamId)
  if (!isUuid(themeId)) throw notFound('Theme idea not found')
  const [row] = rowsOf<{ text: string; mine: boolean; vote: number }>(
    await db.execute(sql`insert into ${jamThemeVotes} (theme_id, user_id, vote, voted_at)
      select t.id, ${user.id}::uuid, ${vote}::smallint, now()
      from ${jamThemes} t join ${jams} j on j.id = t.jam_id
      where t.id = ${themeId} and j.id = ${id} and ${openFor('j')}
      on conflict (theme_id, user_id) do update set vote = excluded.vote, voted_at = excluded.voted_at
      returning vote, (select text from ${jamThemes} where id = ${themeId}) as "text",
        (select user_id = ${user.id} from ${jamThemes} where id = ${themeId}) as "mine"`),
  )
  if (!row) return refusal(db, id, () => notFound('Theme idea not found'))
  return { _id: themeId, text: row.text, mine: row.mine, myVote: Number(row.vote) }
}
