/**
 * A stored picture in the sizes it is shown (decision 0264): `GET /api/media/:hash?w=96` is the
 * picture at most 96 pixels wide, as WebP; `?w=800&crop=16x9` the same cut to 16:9, as game
 * covers are shown (decision 0320). Each size is made once, on its first request, and kept in
 * media_variants beside the original (deleted with it); every later request, on any server, reads
 * it back. A start-up pass makes the sizes the pages ask for of the pictures already stored.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { events, games, media, mediaVariants, users } from '../../db/schema'
import { rowsOf } from '../../db/sql-helpers'
import { pgErrorOf } from '../../lib/db-errors'
import { logLine } from '../../lib/log'
import { MEDIA_WIDTHS, type MediaCrop, type MediaWidth } from '../../shared/media-widths'
import { resizeToWebp } from './resize'
import { isMediaHash, MEDIA_PATH } from './service'

export const isMediaWidth = (value: number): value is MediaWidth => (MEDIA_WIDTHS as readonly number[]).includes(value)

export interface StoredPicture {
  contentType: string
  bytes: Uint8Array
}

/** One size of one picture: the primary key of media_variants. */
export interface VariantKey {
  hash: string
  width: MediaWidth
  crop: MediaCrop
}

const keyOf = ({ hash, width, crop }: VariantKey) =>
  and(eq(mediaVariants.hash, hash), eq(mediaVariants.width, width), eq(mediaVariants.crop, crop))

/** A size's key as one string, for the maps of sizes in flight and tried. */
const nameOf = ({ hash, width, crop }: VariantKey) => `${hash}:${width}:${crop}`

async function stored(db: Db, key: VariantKey): Promise<StoredPicture | null> {
  const [row] = await db
    .select({ contentType: mediaVariants.contentType, bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(keyOf(key))
    .limit(1)
  return row ?? null
}

/** Whether that size is stored (for a 304: the ETag names it, the bytes need not be read). */
export async function hasVariant(db: Db, key: VariantKey): Promise<boolean> {
  const [row] = await db.select({ one: sql<number>`1` }).from(mediaVariants).where(keyOf(key)).limit(1)
  return row !== undefined
}

/**
 * Makes the size from the original and stores it, unless another request (here or on another
 * server) stored it first: then theirs is served, so every answer for a size is the same bytes.
 * Null when the original is not (or no longer) stored.
 */
async function make(db: Db, key: VariantKey): Promise<StoredPicture | null> {
  const { hash, width, crop } = key
  const [original] = await db
    .select({ contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.hash, hash))
    .limit(1)
  if (!original) return null
  let made: StoredPicture
  try {
    // Never wider than the original (withoutEnlargement); an animated GIF gives its first frame.
    const resized = await resizeToWebp(original.bytes, { width, crop, field: 'the original' })
    made = { contentType: resized.contentType, bytes: resized.bytes }
  } catch (error) {
    // Bytes libvips cannot read (a broken GIF, a picture over the pixel limit) that browsers may:
    // the original is kept as this size, so it is shown, and never tried again.
    logLine({
      level: 'warn',
      message: 'picture could not be resized: its original is served for this size',
      hash,
      width,
      crop,
      reason: (error as Error).message,
    })
    made = original
  }
  try {
    await db
      .insert(mediaVariants)
      .values({ hash, width, crop, contentType: made.contentType, bytes: made.bytes, size: made.bytes.length })
      .onConflictDoNothing()
  } catch (error) {
    // The original was removed in the meantime (cleanup.ts): its sizes go with it.
    if (pgErrorOf(error)?.code === '23503') return null
    throw error
  }
  return (await stored(db, key)) ?? made
}

/** Sizes being made in this process, per database: concurrent first requests share one resize. */
const making = new WeakMap<Db, Map<string, Promise<StoredPicture | null>>>()

/**
 * The picture at most `width` wide (WebP; cut to 16:9 first with `crop` '16x9'), made and stored
 * on first use; null for an unknown hash.
 */
export async function getVariant(db: Db, key: VariantKey): Promise<StoredPicture | null> {
  if (!isMediaHash(key.hash)) return null
  const found = await stored(db, key)
  if (found) return found
  const inFlight = making.get(db) ?? new Map<string, Promise<StoredPicture | null>>()
  making.set(db, inFlight)
  const name = nameOf(key)
  let pending = inFlight.get(name)
  if (!pending) {
    pending = make(db, key).finally(() => inFlight.delete(name))
    inFlight.set(name, pending)
  }
  return pending
}

/**
 * The sizes the pages show each kind of picture in (web/src): avatars at 28–96 CSS pixels take
 * 96 and 256; event images and game covers on cards and pages take 640 and 800, game covers cut
 * to 16:9 (BACKFILL_COVER_CROP) as well as whole. 1600 (a wide hero on a large screen) and
 * screenshots are made on first request only.
 */
export const BACKFILL_WIDTHS = { profilePictures: [96, 256], eventImagesAndCovers: [640, 800] } as const
/** How game covers are shown (web/src/features/games): cut to 16:9, in BACKFILL_WIDTHS.eventImagesAndCovers. */
export const BACKFILL_COVER_CROP = '16x9' satisfies MediaCrop

const intArray = (widths: readonly number[]) => sql.raw(`array[${widths.map((w) => Math.trunc(w)).join(',')}]::int[]`)

/** Up to `limit` sizes (hash, width, crop) the pages ask for that are not stored yet. */
async function missing(db: Db, limit: number): Promise<VariantKey[]> {
  const avatars = intArray(BACKFILL_WIDTHS.profilePictures)
  const wide = intArray(BACKFILL_WIDTHS.eventImagesAndCovers)
  const crops = sql`array['', ${BACKFILL_COVER_CROP}]::text[]`
  const rows = await db.execute(sql`
    with wanted(hash, width, crop) as (
      select substr(${users.profilePicture}, ${MEDIA_PATH.length + 1}), w, ''
        from ${users} cross join unnest(${avatars}) as w
        where ${users.profilePicture} like ${`${MEDIA_PATH}%`}
      union
      select ${events.imageHash}, w, '' from ${events} cross join unnest(${wide}) as w where ${events.imageHash} is not null
      union
      select ${games.coverHash}, w, c from ${games} cross join unnest(${wide}) as w cross join unnest(${crops}) as c
        where ${games.coverHash} is not null
    )
    select wanted.hash, wanted.width, wanted.crop from wanted
      where exists (select 1 from ${media} where ${media.hash} = wanted.hash)
        and not exists (select 1 from ${mediaVariants}
          where ${mediaVariants.hash} = wanted.hash and ${mediaVariants.width} = wanted.width
            and ${mediaVariants.crop} = wanted.crop)
      order by wanted.hash, wanted.width, wanted.crop
      limit ${limit}`)
  const list = rowsOf<{ hash: string; width: number; crop: string }>(rows)
  return list.map((row) => ({ hash: row.hash, width: Number(row.width) as MediaWidth, crop: row.crop as MediaCrop }))
}

/**
 * Makes the sizes the pages ask for of every picture already stored that lacks them (pictures
 * stored before sizes existed, or whose first request has not come yet), `batch` sizes per query,
 * one resize at a time (resize.ts queues them). Returns how many it made; `stop()` true ends it
 * between two pictures. Safe beside requests and other servers doing the same: a size stored by
 * someone else first is left as it is.
 */
export async function backfillVariants(
  db: Db,
  { batch = 8, stop = () => false }: { batch?: number; stop?: () => boolean } = {},
): Promise<number> {
  let made = 0
  const tried = new Set<string>()
  while (!stop()) {
    const sizes = (await missing(db, batch)).filter((size) => !tried.has(nameOf(size)))
    if (sizes.length === 0) break
    for (const size of sizes) {
      if (stop()) break
      tried.add(nameOf(size))
      if (await getVariant(db, size)) made++
    }
  }
  return made
}

/** The start-up pass (run by the listening server, never by in-process tests): logged with its count. */
export async function backfillAtStart(db: Db, stop: () => boolean): Promise<number> {
  const started = performance.now()
  const count = await backfillVariants(db, { stop })
  if (count > 0)
    logLine({
      message: 'picture sizes made for stored pictures',
      count,
      ms: Math.round(performance.now() - started),
      finished: !stop(),
    })
  return count
}
