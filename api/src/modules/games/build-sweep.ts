/**
 * Files of builds nobody can play any more (decision 0253). A build stays while it is the build of
 * a game not deleted, or the jam version of an entry (docs/jams.md#entries); a replaced build, or
 * the build of a deleted game, is removed with its manifest once BUILD_GRACE_MINUTES old, then every kept file (storage.ts) that no build lists and
 * that was not written or touched within the grace period. Servers sharing STORAGE_DIR may run it
 * at once: a build being added touches or writes its files before its rows exist (builds.ts), so
 * the grace period keeps them until those rows list them.
 */
import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { gameBuildFiles, gameBuilds, games, jamEntries } from '../../db/schema'
import { rowsOf } from '../../db/sql-helpers'
import { logLine } from '../../lib/log'
import type { Storage } from './storage'

const HASH = /^[0-9a-f]{64}$/

export interface BuildSweep {
  /** Build rows removed (with their manifests). */
  builds: number
  /** Files removed from STORAGE_DIR/blobs. */
  files: number
}

export async function sweepUnusedBuilds(
  db: Db,
  storage: Storage,
  { graceMinutes, now = new Date() }: { graceMinutes: number; now?: Date },
): Promise<BuildSweep> {
  const cutoff = new Date(now.getTime() - graceMinutes * 60_000)
  const removed = rowsOf<{ id: string }>(
    await db.execute(sql`delete from ${gameBuilds} b
      where b.created_at < ${cutoff.toISOString()}
        and not exists (select 1 from ${games} g where g.build_id = b.id and g.deleted_at is null)
        and not exists (select 1 from ${jamEntries} e where e.build_id = b.id)
      returning b.id`),
  )
  const listed = new Set(
    rowsOf<{ hash: string }>(
      await db.execute(sql`select distinct ${gameBuildFiles.hash} as "hash" from ${gameBuildFiles}`),
    ).map((row) => row.hash),
  )
  let files = 0
  for (const prefix of await readdir(storage.blobs).catch(() => [] as string[])) {
    const folder = join(storage.blobs, prefix)
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      if (!HASH.test(name) || listed.has(name)) continue
      const file = join(folder, name)
      const touched = await stat(file).then(
        (info) => info.mtimeMs,
        () => null,
      )
      if (touched === null || touched >= cutoff.getTime()) continue
      await rm(file, { force: true })
      files++
    }
  }
  if (removed.length || files) logLine({ message: 'unused builds removed', builds: removed.length, files })
  return { builds: removed.length, files }
}
