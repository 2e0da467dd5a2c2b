/**
 * Rating entries during voting (docs/jams.md#rating). One prepared statement writes a rating
 * (decision 0275): it reads the live jam, checks the phase against the database's now(), that the
 * scores name exactly the jam's categories, that the rater is a member of another entry with a
 * build and that the rated entry has one, and replaces the rater's earlier scores (insert … on
 * conflict do update), so concurrent requests leave one row per rater, entry and category. When it
 * writes nothing, the jam's facts it returns and a read say why (404, 422, 409, 403): they decide
 * only the message.
 */
import { getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedStatement } from '../../db/prepared-statement'
import { games, jamEntries, jamEntryMembers, jamRatings, jams, users } from '../../db/schema'
import { name, rowsOf } from '../../db/sql-helpers'
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors'
import { isUuid } from '../../lib/ids'
import { queryRows } from '../../lib/query-rows'
import { JAM_RATE_NEXT_COUNT } from '../../shared/jams'
import { graceEndsSql, votingOpenSql } from './phase'
import { ENTRY_NOT_FOUND, type LiveJam, liveJam, rateableSql } from './ratings-sql'
import { JAM_NOT_FOUND } from './service'

export const OWN_ENTRY = 'You cannot rate your own entry'
export const NO_ENTRY = 'Only the members of an entry with a build may rate: enter the jam with a playable game first'
export const NO_BUILD = 'This entry has no playable build, so it cannot be rated'
export const notVoting = (jam: Pick<LiveJam, 'graceEndsAt' | 'votingClosesAt'>) =>
  `Rating is open during voting only: from ${jam.graceEndsAt.toISOString()} to ${jam.votingClosesAt.toISOString()}`

/** 422 naming the first unknown or missing category: a rating scores every category of the jam. */
export function checkScores(categories: readonly string[], scores: Record<string, number>): [string, number][] {
  const unknown = Object.keys(scores).find((category) => !categories.includes(category))
  if (unknown !== undefined)
    throw unprocessable(`scores: "${unknown}" is not a category of this jam (${categories.join(', ')})`)
  const missing = categories.filter((category) => !(category in scores))
  if (missing.length) throw unprocessable(`scores: a score from 1 to 5 is needed for ${missing.join(', ')}`)
  return [...categories].sort().map((category) => [category, scores[category]!])
}

/** The caller's entry in this jam and whether it can rate (it has a build); null without one. */
const ownEntrySql = (userId: string) =>
  sql`(select m.entry_id from ${jamEntryMembers} m where m.jam_id = ${jams.id} and m.user_id = ${userId})`

const j = getTableColumns(jams)
const r = getTableColumns(jamRatings)
const ee = getTableColumns(jamEntries)
const m = getTableColumns(jamEntryMembers)
const value = (key: 'jam' | 'entry' | 'rater' | 'scores') => sql.placeholder(key)

/**
 * The rating in one prepared statement (decision 0275): the jam (live), the phase over now(), the
 * rater's membership of another entry with a build, the rated entry's build, the scores naming
 * exactly the jam's categories, and the upsert, all in one round trip. It always returns the jam's
 * facts (none for an unknown or deleted jam), so that a refusal names its reason; `rated_at` only
 * when it wrote. The scores arrive as one JSON object (category → score).
 */
const rateStatement = preparedStatement(
  'rate_jam_entry',
  sql`
  with jam as (
    select ${j.id} as id, ${j.categories} as categories, ${graceEndsSql()} as grace_ends_at,
      ${j.votingClosesAt} as voting_closes_at, ${votingOpenSql()} as voting_open
    from ${jams} where ${j.id} = ${value('jam')}::uuid and ${j.deletedAt} is null
  ), s as (
    select key as category, value::smallint as score from jsonb_each_text(${value('scores')}::jsonb)
  ), written as (
    insert into ${jamRatings} (${name(r.jamId)}, ${name(r.entryId)}, ${name(r.raterId)}, ${name(r.raterEntryId)}, ${name(r.category)}, ${name(r.score)})
    select jam.id, entry.${name(ee.id)}, member.${name(m.userId)}, member.${name(m.entryId)}, s.category, s.score
    from jam
    join ${jamEntries} entry on entry.${name(ee.jamId)} = jam.id and entry.${name(ee.id)} = ${value('entry')}::uuid
    join ${jamEntryMembers} member on member.${name(m.jamId)} = jam.id and member.${name(m.userId)} = ${value('rater')}::uuid
    join ${jamEntries} own on own.${name(ee.id)} = member.${name(m.entryId)}
    cross join s
    where jam.voting_open and member.${name(m.entryId)} <> entry.${name(ee.id)}
      and ${rateableSql('entry')} and ${rateableSql('own')}
      and (select array_agg(c order by c) from jsonb_array_elements_text(jam.categories) c)
        = (select array_agg(category order by category) from s)
    order by s.category
    on conflict (${name(r.raterId)}, ${name(r.entryId)}, ${name(r.category)})
      do update set ${name(r.score)} = excluded.${name(r.score)}, ${name(r.ratedAt)} = excluded.${name(r.ratedAt)}
    returning ${name(r.ratedAt)}
  )
  select jam.categories, jam.grace_ends_at, jam.voting_closes_at,
    (select ${name(r.ratedAt)} from written limit 1) as rated_at
  from jam`,
)

interface RateRow {
  categories: string[] | string
  grace_ends_at: string | Date
  voting_closes_at: string | Date
  rated_at: string | Date | null
}

/** Rates an entry with one score per category; rating again replaces every earlier score. */
export async function rateEntry(
  db: Db,
  input: { jamId: string; entryId: string; userId: string; scores: Record<string, number> },
) {
  if (!isUuid(input.jamId)) throw notFound(JAM_NOT_FOUND)
  if (!isUuid(input.entryId)) {
    await liveJam(db, input.jamId) // an unknown jam is named first
    throw notFound(ENTRY_NOT_FOUND)
  }
  const sorted = Object.keys(input.scores).sort()
  const [row] = rowsOf<RateRow>(
    await rateStatement(db, {
      jam: input.jamId,
      entry: input.entryId,
      rater: input.userId,
      scores: JSON.stringify(input.scores),
    }),
  )
  if (!row) throw notFound(JAM_NOT_FOUND)
  if (row.rated_at !== null) {
    const scores = Object.fromEntries(sorted.map((category) => [category, input.scores[category]!]))
    return { entryId: input.entryId, scores, ratedAt: new Date(row.rated_at).toISOString() }
  }
  // Nothing was written: say why, in the order of the checks (categories, then whyNotRated's).
  const categories = typeof row.categories === 'string' ? (JSON.parse(row.categories) as string[]) : row.categories
  checkScores(categories, input.scores)
  throw await whyNotRated(db, input.jamId, input.entryId, input.userId, {
    graceEndsAt: new Date(row.grace_ends_at),
    votingClosesAt: new Date(row.voting_closes_at),
  })
}

/** The refusal for a rating that wrote nothing (404 entry, 409 phase, 403 who). */
async function whyNotRated(
  db: Db,
  jamId: string,
  entryId: string,
  userId: string,
  jam: Pick<LiveJam, 'graceEndsAt' | 'votingClosesAt'>,
) {
  const [facts] = await queryRows<{
    voting: boolean
    entry_rateable: boolean | null
    own_entry: string | null
    own_rateable: boolean | null
  }>(
    db,
    sql`select ${votingOpenSql()} as voting,
        (select ${rateableSql('e')} from ${jamEntries} e where e.id = ${entryId} and e.jam_id = ${jams.id}) as entry_rateable,
        ${ownEntrySql(userId)} as own_entry,
        (select ${rateableSql('o')} from ${jamEntries} o where o.id = ${ownEntrySql(userId)}) as own_rateable
      from ${jams} where ${jams.id} = ${jamId}`,
  )
  if (!facts || facts.entry_rateable === null) return notFound(ENTRY_NOT_FOUND)
  if (!facts.voting) return conflict(notVoting(jam))
  if (facts.own_entry === entryId) return forbidden(OWN_ENTRY)
  if (!facts.own_entry || !facts.own_rateable) return forbidden(NO_ENTRY)
  return forbidden(NO_BUILD)
}

/**
 * Up to JAM_RATE_NEXT_COUNT entries the caller may rate and has not: the least rated first (by
 * their number of raters), ties in a random order, so that raters spread over the entries.
 */
export async function rateNext(db: Db, jamId: string, userId: string) {
  const jam = await liveJam(db, jamId)
  if (!jam.votingOpen) throw conflict(notVoting(jam))
  const [own] = await queryRows<{ entry_id: string | null; rateable: boolean | null }>(
    db,
    sql`select ${ownEntrySql(userId)} as entry_id,
        (select ${rateableSql('o')} from ${jamEntries} o where o.id = ${ownEntrySql(userId)}) as rateable
      from ${jams} where ${jams.id} = ${jam.id}`,
  )
  if (!own?.entry_id || !own.rateable) throw forbidden(NO_ENTRY)
  const rows = await queryRows<{ entry_id: string; game_id: string; slug: string; title: string; ratings: number }>(
    db,
    sql`select e.id as entry_id, g.id as game_id, g.slug, g.title,
        (select count(distinct r.rater_id) from ${jamRatings} r where r.entry_id = e.id)::int as ratings
      from ${jamEntries} e join ${games} g on g.id = e.game_id
      where e.jam_id = ${jam.id} and e.id <> ${own.entry_id} and ${rateableSql('e')}
        and not exists (select 1 from ${jamRatings} mine where mine.entry_id = e.id and mine.rater_id = ${userId})
      order by ratings, random()
      limit ${JAM_RATE_NEXT_COUNT}`,
  )
  return rows.map((row) => ({
    entryId: row.entry_id,
    game: { _id: row.game_id, slug: row.slug, title: row.title },
    ratings: Number(row.ratings),
  }))
}

const csvCell = (value: string | number): string => {
  let text = String(value)
  // Usernames and titles are typed by members: a leading formula character is made inert.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Every rating of the jam as CSV (the admin panel's conventions: RFC 4180, BOM, CRLF, club time). */
export async function ratingsCsv(db: Db, jamId: string, formatTime: (at: Date) => string) {
  const jam = await liveJam(db, jamId)
  const rows = await queryRows<{ rater: string; title: string; category: string; score: number; rated_at: string }>(
    db,
    sql`select u.username as rater, g.title, r.category, r.score, r.rated_at
      from ${jamRatings} r join ${users} u on u.id = r.rater_id
      join ${jamEntries} e on e.id = r.entry_id join ${games} g on g.id = e.game_id
      where r.jam_id = ${jam.id}
      order by r.rated_at, u.username, g.title, r.category`,
  )
  const header = ['Rater', 'Entry', 'Category', 'Score', 'Rated at']
  const lines = [
    header,
    ...rows.map((row) => [row.rater, row.title, row.category, Number(row.score), formatTime(new Date(row.rated_at))]),
  ]
  return {
    fileName: `ratings-${jam.slug}.csv`,
    text: `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`,
  }
}

export type RateNextEntry = Awaited<ReturnType<typeof rateNext>>[number]
