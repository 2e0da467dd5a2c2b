/**
 * `GET /api/events` from a serialized copy, checked against the database (decision 0101; the
 * mechanism is api/src/lib/checked-copy.ts). The `events` row of `cache_versions` is bumped by a
 * trigger in the same transaction as every edit of `events`, whoever makes it: another API
 * process, `db:seed`, an admin at a psql prompt; the counts (registrations) move
 * `events.counts_version` in their own statement (decision 0142).
 */
import { cachedListVersion } from '../../db/cache-versions'
import type { Db } from '../../db/client'
import { events } from '../../db/schema'
import { checkedCopy, coalesced, MAX_AGE_MS } from '../../lib/checked-copy'
import { listEvents } from './service'

export { coalesced, MAX_AGE_MS, REFRESH_AFTER_MS } from '../../lib/checked-copy'

/**
 * The list's version: the counter edits of events bump, plus the sum of every event's
 * counts_version, which registrations move (decision 0142). Both only grow, so the sum does.
 */
export const eventsListVersion = (db: Db) =>
  cachedListVersion(db, 'events', { table: events, column: events.countsVersion })

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
