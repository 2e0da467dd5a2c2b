/**
 * The audience award (docs/jams.md#audience-award): a person checked in at the jam's showcase
 * event casts one vote for an entry with a build, during voting or during that event's check-in
 * window (shared/check-in-window.ts, as SQL over now()); voting again moves the vote. One
 * statement checks all of it and writes; when it writes nothing, a read says why.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { events, jamAudienceVotes, jamEntries, jams, registrations } from '../../db/schema'
import { conflict, forbidden, notFound } from '../../lib/errors'
import { isUuid } from '../../lib/ids'
import { queryRows } from '../../lib/query-rows'
import { CHECK_IN_CLOSES_AFTER_MS, CHECK_IN_OPENS_BEFORE_MS, EVENT_DEFAULT_LENGTH_MS } from '../../shared/constants'
import { votingOpenSql } from './phase'
import { ENTRY_NOT_FOUND, liveJam, rateableSql } from './ratings-sql'

export const NO_SHOWCASE = 'This jam has no audience award: it has no showcase event'
export const NOT_CHECKED_IN = 'Only people checked in at the showcase event may vote for the audience award'
export const AUDIENCE_CLOSED = "The audience vote is open during voting and during the showcase event's check-in"

const ms = (value: number) => sql`(${value} * interval '1 millisecond')`

/** The showcase event's check-in window (`ev` in scope) contains now(). */
const checkInOpenSql = (): SQL<boolean> =>
  sql`(now() >= ev.date - ${ms(CHECK_IN_OPENS_BEFORE_MS)}
    and now() <= coalesce(ev.ends_at, ev.date + ${ms(EVENT_DEFAULT_LENGTH_MS)}) + ${ms(CHECK_IN_CLOSES_AFTER_MS)})`

/** The caller is checked in at the showcase event (`ev` in scope). */
const checkedInSql = (userId: string): SQL<boolean> =>
  sql`exists (select 1 from ${registrations} r where r.event_id = ev.id and r.user_id = ${userId}
    and r.status = 'registered' and r.checked_in_at is not null)`

export async function castAudienceVote(db: Db, jamId: string, userId: string, entryId: string) {
  const jam = await liveJam(db, jamId)
  if (!jam.showcaseEventId) throw conflict(NO_SHOWCASE)
  if (!isUuid(entryId)) throw notFound(ENTRY_NOT_FOUND)
  const [written] = await queryRows<{ voted_at: string | Date }>(
    db,
    sql`insert into ${jamAudienceVotes} (jam_id, user_id, entry_id)
      select ${jams.id}, ${userId}, e.id
      from ${jams}
      join ${events} ev on ev.id = ${jams.showcaseEventId} and ev.deleted_at is null
      join ${jamEntries} e on e.jam_id = ${jams.id} and e.id = ${entryId}
      where ${jams.id} = ${jam.id} and ${jams.deletedAt} is null and ${rateableSql('e')}
        and ${checkedInSql(userId)} and (${votingOpenSql()} or ${checkInOpenSql()})
      on conflict (jam_id, user_id) do update set entry_id = excluded.entry_id, voted_at = excluded.voted_at
      returning voted_at`,
  )
  if (written) return { entryId, votedAt: new Date(written.voted_at).toISOString() }
  const [facts] = await queryRows<{ entry: boolean | null; checked_in: boolean | null; open: boolean | null }>(
    db,
    sql`select (select ${rateableSql('e')} from ${jamEntries} e where e.id = ${entryId} and e.jam_id = ${jams.id}) as entry,
        ${checkedInSql(userId)} as checked_in, (${votingOpenSql()} or ${checkInOpenSql()}) as open
      from ${jams} left join ${events} ev on ev.id = ${jams.showcaseEventId} and ev.deleted_at is null
      where ${jams.id} = ${jam.id}`,
  )
  if (!facts?.entry) throw notFound(ENTRY_NOT_FOUND)
  if (!facts.checked_in) throw forbidden(NOT_CHECKED_IN)
  throw conflict(AUDIENCE_CLOSED)
}
