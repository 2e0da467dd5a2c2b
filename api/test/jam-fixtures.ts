/**
 * Jams in tests, written straight into the database: a jam whose times are set relative to the
 * database's now() for the phase wanted (and moved later the same way, never by sleeping), games
 * with a build, entries and their members. The jam routes themselves are tested elsewhere.
 */
import { eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../src/db/client'
import { gameBuilds, games, jamEntrants, jamEntries, jamEntryMembers, jams } from '../src/db/schema'
import { JAM_DEFAULTS, type JamPhase } from '../src/shared/jams'
import { insertMembers, type TestContext } from './support'

type Times = { startsAt: SQL; submissionsCloseAt: SQL; votingClosesAt: SQL; graceMinutes: number }

/** The jam's times for each phase, relative to now(); grace is an hour. */
const ago = (text: string) => sql`now() - ${text}::interval`
const ahead = (text: string) => sql`now() + ${text}::interval`
export const PHASE_TIMES: Record<JamPhase, Times> = {
  upcoming: {
    startsAt: ahead('1 day'),
    submissionsCloseAt: ahead('3 days'),
    votingClosesAt: ahead('10 days'),
    graceMinutes: 60,
  },
  running: {
    startsAt: ago('1 day'),
    submissionsCloseAt: ahead('1 day'),
    votingClosesAt: ahead('10 days'),
    graceMinutes: 60,
  },
  grace: {
    startsAt: ago('3 days'),
    submissionsCloseAt: ago('30 minutes'),
    votingClosesAt: ahead('5 days'),
    graceMinutes: 60,
  },
  voting: {
    startsAt: ago('5 days'),
    submissionsCloseAt: ago('2 days'),
    votingClosesAt: ahead('3 days'),
    graceMinutes: 60,
  },
  results: {
    startsAt: ago('10 days'),
    submissionsCloseAt: ago('7 days'),
    votingClosesAt: ago('1 hour'),
    graceMinutes: 60,
  },
}

let made = 0

export async function insertJam(
  db: Db,
  options: { phase?: JamPhase; categories?: string[]; minRatings?: number; showcaseEventId?: string | null } = {},
) {
  made++
  const id = Bun.randomUUIDv7()
  const slug = `jam-${made}-${id.slice(-6)}`
  const title = `Test Jam ${made}`
  await db.insert(jams).values({
    id,
    slug,
    title,
    ...PHASE_TIMES[options.phase ?? 'voting'],
    categories: options.categories ?? ['Overall', 'Fun'],
    minRatings: options.minRatings ?? 1,
    participationExp: JAM_DEFAULTS.participationExp,
    placementExp: JAM_DEFAULTS.placementExp,
    showcaseEventId: options.showcaseEventId ?? null,
  })
  return { id, slug, title }
}

/** Moves the jam's times so that it is in `phase` now (one update: the row's checks see all of it). */
export async function moveJamTo(db: Db, jamId: string, phase: JamPhase) {
  await db.update(jams).set(PHASE_TIMES[phase]).where(eq(jams.id, jamId))
}

/**
 * An entry of the jam: a published game (with an accepted build unless `build: false`) whose
 * members are these users (made entrants of the jam).
 */
export async function insertEntry(
  db: Db,
  jamId: string,
  members: string[],
  options: { build?: boolean; title?: string } = {},
) {
  made++
  const gameId = Bun.randomUUIDv7()
  const entryId = Bun.randomUUIDv7()
  await db.insert(games).values({
    id: gameId,
    slug: `jam-game-${made}-${gameId.slice(-6)}`,
    title: options.title ?? `Jam game ${made}`,
    status: 'published',
  })
  let buildId: string | null = null
  if (options.build !== false) {
    buildId = Bun.randomUUIDv7()
    await db
      .insert(gameBuilds)
      .values({ id: buildId, gameId, indexPath: 'index.html', width: 960, height: 600, sizeBytes: 100, fileCount: 1 })
    await db.update(games).set({ buildId }).where(eq(games.id, gameId))
  }
  await db.insert(jamEntries).values({ id: entryId, jamId, gameId, buildId })
  if (members.length) {
    await db
      .insert(jamEntrants)
      .values(members.map((userId) => ({ jamId, userId })))
      .onConflictDoNothing()
    await db.insert(jamEntryMembers).values(members.map((userId) => ({ jamId, entryId, userId })))
  }
  return { entryId, gameId, buildId }
}

export type Member = Awaited<ReturnType<typeof insertMembers>>[number]

/**
 * A jam in `phase` with one entry per team size given (members made here, with tokens), each with
 * a build; `withoutBuild` lists the indexes of the teams whose entry has none.
 */
export async function jamWithTeams(
  ctx: TestContext,
  teams: number[],
  options: Parameters<typeof insertJam>[1] & { withoutBuild?: number[] } = {},
) {
  const jam = await insertJam(ctx.database.db, options)
  const total = teams.reduce((sum, size) => sum + size, 0)
  const people = total ? await insertMembers(ctx, total) : []
  const entries: { entryId: string; gameId: string; members: Member[] }[] = []
  let next = 0
  for (const [index, size] of teams.entries()) {
    const members = people.slice(next, next + size)
    next += size
    const entry = await insertEntry(
      ctx.database.db,
      jam.id,
      members.map((member) => member.user._id),
      { build: !options.withoutBuild?.includes(index) },
    )
    entries.push({ ...entry, members })
  }
  return { jam, entries }
}

/** Every score of `score` for the jam's categories. */
export const allScores = (categories: readonly string[], score: number) =>
  Object.fromEntries(categories.map((category) => [category, score]))
