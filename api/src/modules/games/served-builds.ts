/**
 * What the games origin may serve, kept in this process so that a request for a game file reads no
 * database (decision 0295):
 *
 * - The servable builds: every build of a game that is published and not deleted (its id and its
 *   sharedArrayBuffer flag), read in one query for all of them. A copy whose query was sent less than
 *   `maxAgeMs` (SERVABLE_MAX_AGE_MS) ago is served as it is; from half that age on a request served
 *   from it also starts a fresh read in the background, so under load nobody waits for one. Another
 *   server's unpublish, delete or sweep therefore stops this one serving the build within
 *   `maxAgeMs`; `written()`, called after this process wrote a game or a build, makes the copy
 *   unusable at once (the next request waits for a read sent after the write). A build id that is
 *   not in the copy is 404 without any query: a stranger asking for random ids costs nothing.
 * - The file table of each servable build (path → hash, size): a build never changes (its files
 *   are content-addressed and its rows are only ever inserted with it), so a table is kept until it
 *   is the least recently used and the tables held pass `maxPaths` paths in all (a build has at most
 *   BUILD_MAX_FILES). Concurrent first requests for one build share one query.
 */
import type { BunFile } from 'bun'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { gameBuildFiles, gameBuilds, games } from '../../db/schema'
import { rowsOf } from '../../db/sql-helpers'

/** How long another server's unpublish or delete may take to stop this server serving a build. */
export const SERVABLE_MAX_AGE_MS = 2_000
/** Paths of file tables held at most (LRU by build); a build holds at most BUILD_MAX_FILES. */
export const SERVED_PATHS_MAX = 50_000

export interface BuildFile {
  hash: string
  size: number
  /**
   * What the games origin worked out once for this file and keeps with it (serve.ts): its blob,
   * and the headers of its whole answer by variant. A build never changes, so neither do they.
   */
  served?: { blob: BunFile; blobPath: string; answers: Map<string, Headers> }
}

export interface ServedBuild {
  sharedArrayBuffer: boolean
  files: Map<string, BuildFile>
}

interface Servable {
  /** build id (lower case) → its sharedArrayBuffer flag. */
  builds: Map<string, boolean>
  /** When the query that read it was sent (`now()`). */
  sentAt: number
  /** Its place among this process's reads, in the order they were sent. */
  order: number
}

export interface ServedBuilds {
  /**
   * The build if it may be served now, null if not; `undefined` when the answer needs the
   * database (then call `get`). Lets the hot path answer without a promise.
   */
  peek(buildId: string): ServedBuild | null | undefined
  get(buildId: string): Promise<ServedBuild | null>
  /** Called after this process changed a game's status, deleted one, added or swept builds. */
  written(): void
}

export function servedBuilds(
  db: Db,
  {
    now = () => performance.now(),
    maxAgeMs = SERVABLE_MAX_AGE_MS,
    maxPaths = SERVED_PATHS_MAX,
  }: { now?: () => number; maxAgeMs?: number; maxPaths?: number } = {},
): ServedBuilds {
  let servable: Servable | null = null
  let reading: { order: number; value: Promise<Servable> } | null = null
  let refreshing = false
  /** Reads sent so far; and how many had been sent at this process's last write (older ones do not count). */
  let reads = 0
  let writtenAfter = 0
  /** In order of last use: the first is evicted first. */
  const tables = new Map<string, Map<string, BuildFile>>()
  let paths = 0
  const loading = new Map<string, Promise<Map<string, BuildFile>>>()

  const readServable = (): Promise<Servable> => {
    const sentAt = now()
    const order = ++reads
    const value = db
      .execute(
        sql`select b.id::text as "id", b.${sql.identifier(gameBuilds.sharedArrayBuffer.name)} as "sharedArrayBuffer"
          from ${gameBuilds} b join ${games} g on g.id = b.game_id
          where g.status = 'published' and g.deleted_at is null`,
      )
      .then((result) => {
        const read: Servable = {
          builds: new Map(
            rowsOf<{ id: string; sharedArrayBuffer: boolean }>(result).map((row) => [
              row.id.toLowerCase(),
              row.sharedArrayBuffer,
            ]),
          ),
          sentAt,
          order,
        }
        if (!servable || servable.order < order) servable = read
        return read
      })
    const entry = { order, value }
    reading = entry
    value
      .catch(() => {}) // the callers waiting on `value` get the error
      .finally(() => {
        if (reading === entry) reading = null
      })
    return value
  }

  /** A copy read by a query sent after this process's last write (an earlier one still running is not joined). */
  const current = (): Promise<Servable> => (reading && reading.order > writtenAfter ? reading.value : readServable())

  const usable = (copy: Servable | null, at: number): copy is Servable =>
    copy !== null && copy.order > writtenAfter && at - copy.sentAt < maxAgeMs

  const keep = (buildId: string, table: Map<string, BuildFile>) => {
    tables.set(buildId, table)
    paths += table.size
    for (const [id, old] of tables) {
      if (paths <= maxPaths || id === buildId) break
      tables.delete(id)
      paths -= old.size
    }
  }

  const loadTable = (buildId: string): Promise<Map<string, BuildFile>> => {
    let pending = loading.get(buildId)
    if (!pending) {
      pending = db
        .execute(
          sql`select ${sql.identifier(gameBuildFiles.path.name)} as "path", ${sql.identifier(gameBuildFiles.hash.name)} as "hash",
            ${sql.identifier(gameBuildFiles.size.name)}::float8 as "size"
            from ${gameBuildFiles} where ${sql.identifier(gameBuildFiles.buildId.name)} = ${buildId}`,
        )
        .then((result) => {
          const table = new Map(
            rowsOf<{ path: string; hash: string; size: number }>(result).map((row) => [
              row.path,
              { hash: row.hash, size: Number(row.size) },
            ]),
          )
          // No rows: the build was swept since the copy was read; nothing worth keeping.
          if (table.size > 0 && !tables.has(buildId)) keep(buildId, table)
          return table
        })
        .finally(() => loading.delete(buildId))
      loading.set(buildId, pending)
    }
    return pending
  }

  const tableOf = (buildId: string) => {
    const table = tables.get(buildId)
    if (table) {
      tables.delete(buildId)
      tables.set(buildId, table)
    }
    return table
  }

  return {
    peek(buildId) {
      const at = now()
      const copy = servable
      if (!usable(copy, at)) return undefined
      if (!refreshing && at - copy.sentAt >= maxAgeMs / 2) {
        refreshing = true
        current()
          .catch(() => {}) // a request that needs it will see the error
          .finally(() => {
            refreshing = false
          })
      }
      const sharedArrayBuffer = copy.builds.get(buildId)
      if (sharedArrayBuffer === undefined) return null
      const files = tableOf(buildId)
      return files ? { sharedArrayBuffer, files } : undefined
    },
    async get(buildId) {
      const held = servable
      const copy = usable(held, now()) ? held : await current()
      const sharedArrayBuffer = copy.builds.get(buildId)
      if (sharedArrayBuffer === undefined) return null
      const files = tableOf(buildId) ?? (await loadTable(buildId))
      return { sharedArrayBuffer, files }
    },
    written() {
      writtenAfter = reads
    },
  }
}
