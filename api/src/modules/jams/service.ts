/**
 * Jams: the JSON (its phase and theme computed in SQL over now(), so no answer ever holds the
 * theme before startsAt), reading one or all, and the admin's writes (docs/jams.md#phases).
 */
import { and, desc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { jamEntrants, jamEntries, jamRatings, jams, jamThemes, jamThemeVotes } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { couldBeSlug, isUuid } from '../../lib/ids'
import type { Jam } from './model'
import { phaseSql } from './phase'

export const JAM_NOT_FOUND = 'Jam not found'

/** The idea with the highest sum of votes, the earliest submitted among equals. */
const topIdeaSql = sql<string | null>`(select t.text from ${jamThemes} t
  left join ${jamThemeVotes} v on v.theme_id = t.id
  where t.jam_id = ${jams.id}
  group by t.id, t.text, t.created_at
  order by coalesce(sum(v.vote), 0) desc, t.created_at, t.id
  limit 1)`

/** The theme as anyone may see it: null before startsAt, whoever asks. */
export const publicThemeSql = () =>
  sql<string | null>`(case when now() >= ${jams.startsAt} then coalesce(${jams.theme}, ${topIdeaSql}) end)`

const { theme: _secret, ...columns } = getTableColumns(jams)

const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number)

/** What a jam's JSON is made of; the admin's theme itself is never selected. */
export const jamSelection = {
  ...columns,
  phase: phaseSql(),
  publicTheme: publicThemeSql(),
  entrants: count(sql`select count(*) from ${jamEntrants} e where e.jam_id = ${jams.id}`),
  entries: count(sql`select count(*) from ${jamEntries} x where x.jam_id = ${jams.id}`),
  ratings: count(sql`select count(distinct (r.rater_id, r.entry_id)) from ${jamRatings} r where r.jam_id = ${jams.id}`),
  themeIdeas: count(sql`select count(*) from ${jamThemes} t where t.jam_id = ${jams.id}`),
  /** Whether an admin set a theme: its being set, never its text, leaves the database. */
  themeSet: sql<boolean>`(${jams.theme} is not null)`,
  serverTime: sql<Date>`now()`.mapWith(jams.startsAt),
}

const selectJams = (db: Db | Tx) => db.select(jamSelection).from(jams)
type JamSelected = Awaited<ReturnType<typeof selectJams>>[number]

export function toJamJson(row: JamSelected): Jam {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    submissionsCloseAt: row.submissionsCloseAt.toISOString(),
    graceMinutes: row.graceMinutes,
    votingClosesAt: row.votingClosesAt.toISOString(),
    phase: row.phase,
    theme: row.publicTheme ?? null,
    themeVoting: row.themeVoting,
    themeSource: row.themeSet ? 'organisers' : row.themeVoting ? 'voting' : null,
    categories: row.categories,
    maxTeamSize: row.maxTeamSize,
    minRatings: row.minRatings,
    participationExp: row.participationExp,
    placementExp: row.placementExp,
    showcaseEventId: row.showcaseEventId,
    counts: { entrants: row.entrants, entries: row.entries, ratings: row.ratings, themeIdeas: row.themeIdeas },
    serverTime: row.serverTime.toISOString(),
  }
}

const live = isNull(jams.deletedAt)

/** Every jam that is not deleted, newest startsAt first. */
export async function listJams(db: Db): Promise<Jam[]> {
  const rows = await selectJams(db).where(live).orderBy(desc(jams.startsAt), desc(jams.id))
  return rows.map(toJamJson)
}

/** One jam by slug or _id; 404 when unknown or deleted. */
export async function findJam(db: Db | Tx, slugOrId: string): Promise<Jam> {
  if (!isUuid(slugOrId) && !couldBeSlug(slugOrId)) throw notFound(JAM_NOT_FOUND)
  const key = isUuid(slugOrId) ? eq(jams.id, slugOrId) : eq(jams.slug, slugOrId.toLowerCase())
  const [row] = await selectJams(db).where(and(key, live))
  if (!row) throw notFound(JAM_NOT_FOUND)
  return toJamJson(row)
}

/** The id of a jam that is not deleted; 404 otherwise (a malformed id included). */
export async function requireJamId(db: Db | Tx, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound(JAM_NOT_FOUND)
  const [row] = await db
    .select({ id: jams.id })
    .from(jams)
    .where(and(eq(jams.id, id), live))
  if (!row) throw notFound(JAM_NOT_FOUND)
  return row.id
}
