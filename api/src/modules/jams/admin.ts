/**
 * The admin's writes to a jam (docs/api.md#jams). The database checks the order of the times
 * (jams_times_in_order, jams_voting_after_grace); a time that has passed may not move, and the
 * categories may not change once voting began: both are conditions of the UPDATE itself.
 */
import { and, type Column, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jams } from '../../db/schema'
import { isUniqueViolation, pgErrorOf } from '../../lib/db-errors'
import { notFound, unprocessable } from '../../lib/errors'
import { isUuid, newId } from '../../lib/ids'
import { JAM_DEFAULT_CATEGORIES, JAM_DEFAULTS, JAM_OVERALL } from '../../shared/jams'
import { slugify } from '../games/service'
import type { JamCreate, JamUpdate } from './model'
import { graceEndsSql } from './phase'
import { JAM_NOT_FOUND } from './service'

const ORDER = 'The times must be in order: startsAt < submissionsCloseAt < votingClosesAt'
const AFTER_GRACE = 'votingClosesAt must come after submissionsCloseAt plus graceMinutes (the end of grace)'

/** Categories trimmed; 422 unless 1–10 distinct names with Overall first. */
export function cleanCategories(input: string[]): string[] {
  const names = input.map((name) => name.trim())
  if (names[0] !== JAM_OVERALL) throw unprocessable(`categories must start with ${JAM_OVERALL}`)
  if (new Set(names.map((name) => name.toLowerCase())).size !== names.length)
    throw unprocessable('categories must be distinct')
  return names
}

function checkTimes(startsAt: Date, submissionsCloseAt: Date, graceMinutes: number, votingClosesAt: Date) {
  if (!(startsAt < submissionsCloseAt && submissionsCloseAt < votingClosesAt)) throw unprocessable(ORDER)
  if (submissionsCloseAt.getTime() + graceMinutes * 60_000 >= votingClosesAt.getTime()) throw unprocessable(AFTER_GRACE)
}

function showcase(id: string | null | undefined) {
  if (id === undefined || id === null) return id
  if (!isUuid(id)) throw unprocessable('showcaseEventId must be the _id of an event, or null')
  return id
}

/** The database's refusals as the 422 a person can act on; anything else is thrown again. */
function refusal(error: unknown): never {
  const info = pgErrorOf(error)
  if (info?.code === '23514' && info.constraint === 'jams_voting_after_grace') throw unprocessable(AFTER_GRACE)
  if (info?.code === '23514') throw unprocessable(ORDER)
  if (info?.code === '23503') throw unprocessable('showcaseEventId: no event has that _id')
  throw error
}

/** The first free slug for a title: "winter-jam", then "winter-jam-2"… (deleted jams keep theirs). */
async function freeSlug(db: Db, title: string): Promise<string> {
  const base = slugify(title) === 'game' && !/game/i.test(title) ? 'jam' : slugify(title)
  const taken = await db
    .select({ slug: jams.slug })
    .from(jams)
    .where(sql`${jams.slug} = ${base} or ${jams.slug} like ${`${base}-%`}`)
  const used = new Set(taken.map((row) => row.slug))
  if (!used.has(base)) return base
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
}

export async function createJam(db: Db, input: JamCreate): Promise<string> {
  const startsAt = new Date(input.startsAt)
  const submissionsCloseAt = new Date(input.submissionsCloseAt)
  const votingClosesAt = new Date(input.votingClosesAt)
  const graceMinutes = input.graceMinutes ?? JAM_DEFAULTS.graceMinutes
  checkTimes(startsAt, submissionsCloseAt, graceMinutes, votingClosesAt)
  const values = {
    title: input.title.trim(),
    description: input.description ?? '',
    startsAt,
    submissionsCloseAt,
    graceMinutes,
    votingClosesAt,
    theme: input.theme?.trim() || null,
    themeVoting: input.themeVoting ?? false,
    categories: cleanCategories(input.categories ?? [...JAM_DEFAULT_CATEGORIES]),
    maxTeamSize: input.maxTeamSize ?? JAM_DEFAULTS.maxTeamSize,
    minRatings: input.minRatings ?? JAM_DEFAULTS.minRatings,
    participationExp: input.participationExp ?? JAM_DEFAULTS.participationExp,
    placementExp: (input.placementExp ?? JAM_DEFAULTS.placementExp) as [number, number, number],
    showcaseEventId: showcase(input.showcaseEventId) ?? null,
  }
  for (let attempt = 0; ; attempt++) {
    const id = newId()
    try {
      await db.insert(jams).values({ id, slug: await freeSlug(db, values.title), ...values })
      return id
    } catch (error) {
      // Two jams of the same title at the same moment: the second takes the next number.
      if (attempt < 5 && isUniqueViolation(error, 'jams_slug_key')) continue
      refusal(error)
    }
  }
}

const at = (value: string) => sql`${new Date(value).toISOString()}::timestamptz`

/** A time may change only while it lies ahead, and only to a moment that lies ahead. */
const timeMayMove = (column: Column, value: string | undefined) =>
  value === undefined ? sql`true` : sql`(${column} = ${at(value)} or (${column} > now() and ${at(value)} > now()))`

export async function updateJam(db: Db, id: string, input: JamUpdate): Promise<void> {
  if (!isUuid(id)) throw notFound(JAM_NOT_FOUND)
  const categories = input.categories === undefined ? undefined : cleanCategories(input.categories)
  const set: Partial<typeof jams.$inferInsert> = {}
  if (input.title !== undefined) set.title = input.title.trim()
  if (input.description !== undefined) set.description = input.description
  if (input.startsAt !== undefined) set.startsAt = new Date(input.startsAt)
  if (input.submissionsCloseAt !== undefined) set.submissionsCloseAt = new Date(input.submissionsCloseAt)
  if (input.graceMinutes !== undefined) set.graceMinutes = input.graceMinutes
  if (input.votingClosesAt !== undefined) set.votingClosesAt = new Date(input.votingClosesAt)
  if (input.theme !== undefined) set.theme = input.theme?.trim() || null
  if (input.themeVoting !== undefined) set.themeVoting = input.themeVoting
  if (categories !== undefined) set.categories = categories
  if (input.maxTeamSize !== undefined) set.maxTeamSize = input.maxTeamSize
  if (input.minRatings !== undefined) set.minRatings = input.minRatings
  if (input.participationExp !== undefined) set.participationExp = input.participationExp
  if (input.placementExp !== undefined) set.placementExp = input.placementExp as [number, number, number]
  if (input.showcaseEventId !== undefined) set.showcaseEventId = showcase(input.showcaseEventId)
  // Each rule the phase sets, as a condition of the UPDATE: named so a refusal can say which.
  const rules: [string, SQL][] = [
    [
      'startsAt has passed: it cannot move, and no time may move into the past',
      timeMayMove(jams.startsAt, input.startsAt),
    ],
    [
      'submissionsCloseAt has passed: it cannot move, and no time may move into the past',
      timeMayMove(jams.submissionsCloseAt, input.submissionsCloseAt),
    ],
    [
      'votingClosesAt has passed: it cannot move, and no time may move into the past',
      timeMayMove(jams.votingClosesAt, input.votingClosesAt),
    ],
    [
      'graceMinutes cannot change once grace has ended',
      input.graceMinutes === undefined
        ? sql`true`
        : sql`(${jams.graceMinutes} = ${input.graceMinutes} or now() < ${graceEndsSql()})`,
    ],
    [
      'graceMinutes cannot move the end of grace into the past: grace has already lasted longer than that',
      input.graceMinutes === undefined
        ? sql`true`
        : sql`(${jams.graceMinutes} = ${input.graceMinutes} or now() < ${
            input.submissionsCloseAt === undefined ? jams.submissionsCloseAt : at(input.submissionsCloseAt)
          } + ${input.graceMinutes} * interval '1 minute')`,
    ],
    [
      'The theme cannot change once the jam has started',
      input.theme === undefined
        ? sql`true`
        : sql`(${jams.theme} is not distinct from ${set.theme ?? null} or now() < ${jams.startsAt})`,
    ],
    [
      'categories cannot change once voting has begun',
      categories === undefined
        ? sql`true`
        : sql`(${jams.categories} = ${JSON.stringify(categories)}::jsonb or now() < ${graceEndsSql()})`,
    ],
  ]
  const target = and(eq(jams.id, id), isNull(jams.deletedAt))
  if (Object.keys(set).length === 0) {
    const [row] = await db.select({ id: jams.id }).from(jams).where(target)
    if (!row) throw notFound(JAM_NOT_FOUND)
    return
  }
  let updated: { id: string }[]
  try {
    updated = await db
      .update(jams)
      .set(set)
      .where(and(target, ...rules.map(([, rule]) => rule)))
      .returning({ id: jams.id })
  } catch (error) {
    refusal(error)
  }
  if (updated.length) return
  // Nothing changed: say why, from the row as it is now.
  const [why] = await db
    .select(Object.fromEntries(rules.map(([, rule], i) => [`r${i}`, sql<boolean>`${rule}`.as(`r${i}`)])))
    .from(jams)
    .where(target)
  if (!why) throw notFound(JAM_NOT_FOUND)
  const broken = rules.find((_, i) => !why[`r${i}`])
  throw unprocessable(broken?.[0] ?? 'The jam changed meanwhile: try again')
}

export async function deleteJam(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(JAM_NOT_FOUND)
  const deleted = await db
    .update(jams)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(jams.id, id), isNull(jams.deletedAt)))
    .returning({ id: jams.id })
  if (!deleted.length) throw notFound(JAM_NOT_FOUND)
}
