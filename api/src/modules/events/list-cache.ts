/**
 * `GET /api/events` from a serialized copy, checked against the database (decision 0101; the
 * mechanism is api/src/lib/checked-copy.ts). The `events` row of `cache_versions` is bumped by a
 * trigger in the same transaction as every edit of `events`, whoever makes it: another API
 * process, `db:seed`, an admin at a psql prompt; the counts (registrations) move
 * `events.counts_version` in their own statement (decision 0142).
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { cacheVersions, events } from '../../db/schema'
import { checkedCopy, coalesced, MAX_AGE_MS } from '../../lib/checked-copy'
import { listEvents } from './service'

export { coalesced, MAX_AGE_MS, REFRESH_AFTER_MS } from '../../lib/checked-copy'

/**
 * The list's version: the counter edits of events bump, plus the sum of every event's
 * counts_version, which registrations move (decision 0142). Both only grow, so the sum does.
 */
export async function eventsListVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({
      version:
        sql<number>`${cacheVersions.version} + (select coalesce(sum(${events.countsVersion}), 0) from ${events})`.mapWith(
          Number,
        ),
    })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, 'events'))
  if (!row) throw new Error('cache_versions has no events row: migration 0002 was not applied')
  return row.version
}

export function eventsListCache(db: Db, maxAgeMs = MAX_AGE_MS) {
  const copy = checkedCopy(
    coalesced(() => eventsListVersion(db)),
    () => listEvents(db).then((list) => JSON.stringify(list)),
    maxAgeMs,
  )
  return {
    /** The list as JSON text: at most `maxAgeMs` behind the database, never behind this process's writes. */
    json: copy.get,
    /** Called after this process wrote to events (create, update, delete) or to their counts (registrations). */
    written: copy.written,
  }
}
