/**
 * Jams in tests: one made through the API with its moments relative to now, and moved into any
 * phase by moving its times in the database (never the clock, never a sleep).
 */
import { sql } from 'drizzle-orm'
import type { JamPhase } from '../src/shared/jams'
import { bearer, type TestContext } from './support'

const HOUR = 3_600_000
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

/** What POST /api/jams takes, as Eden types it. */
export type JamBody = Parameters<TestContext['api']['api']['jams']['post']>[0]

/** A jam starting in an hour, open for a day, with a day of voting after an hour of grace. */
export function jamInput(overrides: Partial<JamBody> = {}): JamBody {
  return {
    title: 'Winter Jam',
    startsAt: at(HOUR),
    submissionsCloseAt: at(25 * HOUR),
    votingClosesAt: at(49 * HOUR),
    ...overrides,
  }
}

export async function createJam(ctx: TestContext, adminToken: string, overrides: Partial<JamBody> = {}) {
  const { data, error } = await ctx.api.api.jams.post(jamInput(overrides), bearer(adminToken))
  if (error || !data) throw new Error(`create jam failed: ${error?.status} ${JSON.stringify(error?.value)}`)
  return data
}

/** The jam's times, relative to the database's now(), for each phase. */
const TIMES: Record<JamPhase, string> = {
  upcoming: `starts_at = now() + interval '1 hour', submissions_close_at = now() + interval '25 hours', grace_minutes = 60, voting_closes_at = now() + interval '49 hours'`,
  running: `starts_at = now() - interval '1 hour', submissions_close_at = now() + interval '1 hour', grace_minutes = 60, voting_closes_at = now() + interval '1 day'`,
  grace: `starts_at = now() - interval '2 hours', submissions_close_at = now() - interval '1 minute', grace_minutes = 60, voting_closes_at = now() + interval '1 day'`,
  voting: `starts_at = now() - interval '3 hours', submissions_close_at = now() - interval '2 hours', grace_minutes = 60, voting_closes_at = now() + interval '1 day'`,
  results: `starts_at = now() - interval '3 days', submissions_close_at = now() - interval '2 days', grace_minutes = 60, voting_closes_at = now() - interval '1 hour'`,
}

/** Moves the jam into `phase` by moving its times. */
export async function moveJam(ctx: TestContext, jamId: string, phase: JamPhase) {
  await ctx.database.db.execute(sql`update jams set ${sql.raw(TIMES[phase])} where id = ${jamId}`)
}
