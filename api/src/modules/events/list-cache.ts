/**
 * `GET /api/events` from a serialized copy, checked against the database (decision 0101). The
 * `events` row of `cache_versions` is bumped by a trigger in the same transaction as every edit
 * of `events`, whoever makes it: another API process, `db:seed`, an admin at a psql prompt; the
 * counts (registrations) move `events.counts_version` in their own statement (decision 0142).
 *
 * - A request normally waits for a version read sent after it arrived, and so sees every write
 *   committed before it came. Requests that arrive in the same turn of the event loop share one
 *   read; the list itself is read again only when the version moved, once for all waiting requests.
 * - Under load, that round trip per batch would cap the route (each request waits for the
 *   database, however little it asks of it). So a copy whose version was confirmed by a read sent
 *   less than MAX_AGE_MS ago is served at once, and from REFRESH_AFTER_MS on a fresh read is
 *   started in the background: another process's write shows here within MAX_AGE_MS at worst
 *   (a slow database), about REFRESH_AFTER_MS plus a round trip usually.
 * - A write through this process makes the copy unusable at once: whoever wrote sees it on the
 *   next request to this process, whatever the load.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { cacheVersions, events } from '../../db/schema'
import { listEvents } from './service'

/** How old a confirmation may be when served without waiting for a new one (decision 0101). */
export const MAX_AGE_MS = 1_000
/** From this age on, a request served from the copy also starts a fresh read in the background. */
export const REFRESH_AFTER_MS = 100

/**
 * `read`, shared by the callers that arrive before it is sent. The first caller schedules a read
 * for the next turn of the event loop; callers until then join it. Every caller therefore gets a
 * read sent after it arrived (and when it was sent); reads may overlap.
 */
export function coalesced<T>(read: () => Promise<T>): () => Promise<{ value: T; sentAt: number }> {
  let next: Promise<{ value: T; sentAt: number }> | null = null
  return () => {
    next ??= new Promise((resolve, reject) => {
      setImmediate(() => {
        next = null // from here on, callers need a read sent after them
        const sentAt = performance.now()
        read().then((value) => resolve({ value, sentAt }), reject)
      })
    })
    return next
  }
}

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

interface Copy {
  version: number
  body: string
  /** When the read that last found `version` current was sent (performance.now()). */
  confirmedAt: number
}

export function eventsListCache(db: Db, maxAgeMs = MAX_AGE_MS) {
  const readVersion = coalesced(() => eventsListVersion(db))
  let copy: Copy | null = null
  let loading: { version: number; body: Promise<string> } | null = null
  let refreshing = false
  /** performance.now() of this process's last write to events; older confirmations do not count. */
  let writtenAt = Number.NEGATIVE_INFINITY

  const load = (version: number, sentAt: number) => {
    // The version was read before the rows: the list is at least as new as `version`.
    const body = listEvents(db).then((events) => JSON.stringify(events))
    const entry = { version, body }
    loading = entry
    body
      .then(
        (text) => {
          if (!copy || copy.version <= version) copy = { version, body: text, confirmedAt: sentAt }
        },
        () => {}, // the callers waiting on `body` get the error
      )
      .then(() => {
        if (loading === entry) loading = null
      })
    return body
  }

  /** The list as of a version read sent after the call. */
  const current = async (): Promise<string> => {
    const { value: version, sentAt } = await readVersion()
    if (copy?.version === version) {
      copy.confirmedAt = Math.max(copy.confirmedAt, sentAt)
      return copy.body
    }
    if (loading?.version === version) return loading.body
    return load(version, sentAt)
  }

  const fresh = (at: number) => copy !== null && copy.confirmedAt > writtenAt && at - copy.confirmedAt < maxAgeMs

  return {
    /** The list as JSON text: at most `maxAgeMs` behind the database, never behind this process's writes. */
    async json(): Promise<string> {
      const now = performance.now()
      if (copy && fresh(now)) {
        if (!refreshing && now - copy.confirmedAt > Math.min(REFRESH_AFTER_MS, maxAgeMs / 2)) {
          refreshing = true
          current()
            .catch(() => {}) // the next request that needs it will see the error
            .finally(() => {
              refreshing = false
            })
        }
        return copy.body
      }
      return current()
    },
    /** Called after this process wrote to events (create, update, delete) or to their counts (registrations). */
    written() {
      writtenAt = performance.now()
    },
  }
}
