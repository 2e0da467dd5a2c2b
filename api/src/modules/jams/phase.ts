/**
 * A jam's phase as SQL over its timestamps and the database's now(), for use inside the statement
 * that writes (docs/jams.md#phases): no phase is stored and nothing flips on a schedule, so two
 * servers always agree. The same rule for the PWA's countdown is shared/jams.ts's `jamPhaseAt`.
 */
import { type SQL, sql } from 'drizzle-orm'
import { jams } from '../../db/schema'
import type { JamPhase } from '../../shared/jams'

/**
 * What a jam is called and when its moments are: the columns the calendar feed and the
 * notifications read of it (each adds its own).
 */
export const jamScheduleColumns = {
  id: jams.id,
  slug: jams.slug,
  title: jams.title,
  description: jams.description,
  startsAt: jams.startsAt,
  submissionsCloseAt: jams.submissionsCloseAt,
  graceMinutes: jams.graceMinutes,
  votingClosesAt: jams.votingClosesAt,
}

/** The end of grace: when entries freeze and voting starts. */
export const graceEndsSql = (): SQL<Date> =>
  sql`(${jams.submissionsCloseAt} + ${jams.graceMinutes} * interval '1 minute')`

/** `upcoming` | `running` | `grace` | `voting` | `results` for the row of `jams` in scope. */
export const phaseSql = (): SQL<JamPhase> => sql<JamPhase>`(case
  when now() < ${jams.startsAt} then 'upcoming'
  when now() < ${jams.submissionsCloseAt} then 'running'
  when now() < ${graceEndsSql()} then 'grace'
  when now() < ${jams.votingClosesAt} then 'voting'
  else 'results' end)`

/** True while entries may be made or changed (from the start to the end of grace). */
export const entriesOpenSql = (): SQL<boolean> => sql`(now() >= ${jams.startsAt} and now() < ${graceEndsSql()})`

/** True during voting. */
export const votingOpenSql = (): SQL<boolean> => sql`(now() >= ${graceEndsSql()} and now() < ${jams.votingClosesAt})`
