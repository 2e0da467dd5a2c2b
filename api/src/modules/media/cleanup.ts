/**
 * Images nothing refers to are removed (docs/decisions/0114): the one a profile, an event or the
 * club's content (a team, faculty or gallery picture) replaces, at once, once nothing else shows
 * it; and, by a periodic sweep, any image untouched for the grace period that nothing refers to
 * (an upload whose request failed, a provider picture of a sign-in that did not finish). Deleted
 * events keep theirs: they still refer to it.
 *
 * Safe against an upload of the same bytes at the same moment: storeImage locks the image's row
 * until the transaction that refers to it commits, and here the row is locked first and the
 * references are looked at only afterwards, in a statement that sees every committed reference.
 */
import { and, inArray, lt, type SQL, sql } from 'drizzle-orm'
import { type Db, isEmbedded } from '../../db/client'
import { media } from '../../db/schema'
import { logLine } from '../../lib/log'
import { MEDIA_PATH } from './service'

/** Every place an image is referred to. A new column that shows an image must be added here. */
const unreferenced: SQL = sql`not exists (select 1 from users u where u.profile_picture = ${MEDIA_PATH} || ${media.hash})
  and not exists (select 1 from events e where e.image_hash = ${media.hash})
  and not exists (select 1 from games g where g.cover_hash = ${media.hash} or g.screenshots @> jsonb_build_array(${media.hash}))
  and not exists (select 1 from site_content c where strpos(c.value::text, ${MEDIA_PATH} || ${media.hash}) > 0)`

async function removeUnused(db: Db, candidates: SQL): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ hash: media.hash })
      .from(media)
      .where(candidates)
      .limit(500)
      .for('update', { skipLocked: true })
    if (locked.length === 0) return 0
    const removed = await tx
      .delete(media)
      .where(
        and(
          candidates,
          inArray(
            media.hash,
            locked.map((row) => row.hash),
          ),
          unreferenced,
        ),
      )
      .returning({ hash: media.hash })
    return removed.length
  })
}

/**
 * PGlite has no autovacuum: without this, the space of removed images would never be reused and
 * the data folder would grow by every image ever uploaded. Cheap: VACUUM skips all-visible pages.
 */
async function reuseSpace(db: Db) {
  if (isEmbedded(db)) await db.execute(sql`vacuum media`)
}

/** Removes the image when nothing refers to it any more (after a replacement or a removal). */
export async function deleteIfUnused(db: Db, hash: string): Promise<boolean> {
  const removed = (await removeUnused(db, sql`${media.hash} = ${hash}`)) > 0
  if (removed) await reuseSpace(db)
  return removed
}

/** Removes every image untouched for `graceMinutes` that nothing refers to; returns how many. */
export async function sweepUnusedMedia(db: Db, { graceMinutes }: { graceMinutes: number }): Promise<number> {
  const cutoff = new Date(Date.now() - graceMinutes * 60_000)
  let total = 0
  for (;;) {
    const removed = await removeUnused(db, and(lt(media.touchedAt, cutoff), unreferenced) as SQL)
    total += removed
    if (removed < 500) break
  }
  if (total > 0) {
    await reuseSpace(db)
    logLine({ message: 'unused images removed', count: total })
  }
  // PGlite has no checkpointer either: the write-ahead log of uploads would otherwise pile up to
  // max_wal_size (1 GB) before its segments are recycled.
  if (isEmbedded(db)) await db.execute(sql`checkpoint`)
  return total
}
