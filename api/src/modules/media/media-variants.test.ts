/**
 * GET /api/media/:hash?w= (decision 0264): each size made once from the original and stored, as
 * WebP, never wider than the original; `&crop=16x9` the same cut to 16:9 (decision 0320); the
 * start-up pass that makes the sizes pages ask for.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { queryRows } from '../../../test/db-checks'
import { createGame, signUpMaker } from '../../../test/games'
import { createEvent, dataUrl, IMAGES, secondApp, setupApp, signUp, signUpAdmin } from '../../../test/support'
import { games, mediaVariants, users } from '../../db/schema'
import { MEDIA_WIDTHS, type MediaCrop } from '../../shared/media-widths'
import { pictureSize } from './resize'
import { storeImage } from './service'
import { jpegDataUrl, photoLikeJpeg } from './test-pictures'
import { BACKFILL_COVER_CROP, BACKFILL_WIDTHS, backfillVariants } from './variants'

const ctx = await setupApp()
const db = ctx.database.db
const admin = await signUpAdmin(ctx)

const hashOf = (url: string | null | undefined) => (url ?? '').split('/').pop() ?? ''

async function storedPicture(bytes: Uint8Array, contentType: 'image/png' | 'image/jpeg' | 'image/gif' = 'image/jpeg') {
  return storeImage(db, { contentType, bytes })
}

async function pngOf(width: number, height: number, seed = 0) {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: seed % 256, g: 120, b: 200 } },
  })
    .png()
    .toBuffer()
  return new Uint8Array(bytes)
}

/** The stored sizes of a picture cut as `crop` says (as uploaded by default). */
const variantRows = async (hash: string, crop: MediaCrop = '') =>
  db
    .select({ width: mediaVariants.width, size: mediaVariants.size, contentType: mediaVariants.contentType })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.hash, hash), eq(mediaVariants.crop, crop)))
    .orderBy(mediaVariants.width)

const big = await photoLikeJpeg(1)
const bigHash = await storedPicture(big)

describe('a size of a stored picture', () => {
  test('?w=96 of a 1000 × 1000 JPEG of 400 KB is a WebP 96 pixels wide of a few KB, cached for a year with its own ETag', async () => {
    const res = await ctx.request(`/api/media/${bigHash}?w=96`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('etag')).toBe(`"${bigHash}-w96"`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length)
    expect(await pictureSize(bytes)).toEqual({ width: 96, height: 96 })
    console.log(
      `1000 × 1000 JPEG ${(big.length / 1024).toFixed(0)} KiB → ?w=96 ${(bytes.length / 1024).toFixed(1)} KiB`,
    )
    expect(bytes.length).toBeLessThan(8 * 1024)
    expect(await variantRows(bigHash)).toEqual([{ width: 96, size: bytes.length, contentType: 'image/webp' }])
  })

  test('every width is made once and served the same from then on; the original stays as it was', async () => {
    for (const width of MEDIA_WIDTHS) {
      const first = new Uint8Array(await (await ctx.request(`/api/media/${bigHash}?w=${width}`)).arrayBuffer())
      const again = new Uint8Array(await (await ctx.request(`/api/media/${bigHash}?w=${width}`)).arrayBuffer())
      expect(again).toEqual(first)
      // Never wider than the original: 1600 of a 1000-pixel picture is 1000 wide.
      expect((await pictureSize(first))?.width).toBe(Math.min(width, 1000))
    }
    expect((await variantRows(bigHash)).map((row) => row.width)).toEqual([...MEDIA_WIDTHS])
    const original = await ctx.request(`/api/media/${bigHash}`)
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    expect(original.headers.get('etag')).toBe(`"${bigHash}"`)
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(big)
  })

  test('keeps the proportions of a picture that is not square, and never enlarges a small one', async () => {
    const wide = await storedPicture(await pngOf(1200, 400), 'image/png')
    const wideRes = await ctx.request(`/api/media/${wide}?w=256`)
    expect(await pictureSize(new Uint8Array(await wideRes.arrayBuffer()))).toEqual({ width: 256, height: 85 })
    const small = await storedPicture(await pngOf(50, 30, 7), 'image/png')
    const smallRes = await ctx.request(`/api/media/${small}?w=640`)
    expect(smallRes.headers.get('content-type')).toBe('image/webp')
    expect(await pictureSize(new Uint8Array(await smallRes.arrayBuffer()))).toEqual({ width: 50, height: 30 })
  })

  test('an animated GIF gives its first frame', async () => {
    const frame = (r: number) =>
      sharp({ create: { width: 300, height: 200, channels: 3, background: { r, g: 0, b: 0 } } })
    const frames = await Promise.all([frame(255).png().toBuffer(), frame(0).png().toBuffer()])
    const gif = new Uint8Array(
      await sharp(frames, { join: { animated: true } })
        .gif({ delay: [100, 100] })
        .toBuffer(),
    )
    expect((await sharp(gif).metadata()).pages).toBe(2)
    const hash = await storedPicture(gif, 'image/gif')
    const res = await ctx.request(`/api/media/${hash}?w=96`)
    expect(res.headers.get('content-type')).toBe('image/webp')
    const bytes = new Uint8Array(await res.arrayBuffer())
    const meta = await sharp(bytes).metadata()
    expect([meta.width, meta.height, meta.pages ?? 1]).toEqual([96, 64, 1])
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeGreaterThan(200) // red: the first frame
  })

  test('bytes the server cannot resize are served as uploaded for that size, and not tried again', async () => {
    // IMAGES.jpeg is a JPEG's markers with no picture in between: accepted at upload, unreadable.
    const hash = await storedPicture(IMAGES.jpeg)
    const res = await ctx.request(`/api/media/${hash}?w=256`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('etag')).toBe(`"${hash}-w256"`)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(IMAGES.jpeg)
    expect(await variantRows(hash)).toEqual([{ width: 256, size: IMAGES.jpeg.length, contentType: 'image/jpeg' }])
  })

  test('304 for its own ETag only: the original’s ETag, or another width’s, gets the bytes', async () => {
    const url = `/api/media/${bigHash}?w=256`
    const same = await ctx.request(url, { headers: { 'if-none-match': `"${bigHash}-w256"` } })
    expect(same.status).toBe(304)
    expect(same.headers.get('etag')).toBe(`"${bigHash}-w256"`)
    expect(same.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await same.text()).toBe('')
    for (const other of [`"${bigHash}"`, `"${bigHash}-w96"`]) {
      const res = await ctx.request(url, { headers: { 'if-none-match': other } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
    }
    // A size not made yet is made, not answered 304 on trust.
    const fresh = await storedPicture(await pngOf(400, 400, 9), 'image/png')
    const made = await ctx.request(`/api/media/${fresh}?w=96`, { headers: { 'if-none-match': `"${fresh}-w96"` } })
    expect(made.status).toBe(200)
  })

  test.each([['100'], ['abc'], [''], ['96.0'], ['0x60'], [' 96'], ['-96']])(
    'w=%p is 422 naming the widths there are',
    async (w) => {
      const res = await ctx.request(`/api/media/${bigHash}?w=${encodeURIComponent(w)}`)
      expect(res.status).toBe(422)
      expect(await res.json()).toEqual({ message: 'w must be one of 96, 256, 640, 800, 1600 (pixels)' })
    },
  )

  test('an unknown or malformed hash is 404 "Image not found" with w too', async () => {
    for (const hash of ['0'.repeat(64), 'not-a-hash']) {
      const res = await ctx.request(`/api/media/${hash}?w=96`)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Image not found' })
      const cached = await ctx.request(`/api/media/${hash}?w=96`, { headers: { 'if-none-match': `"${hash}-w96"` } })
      expect(cached.status).toBe(404)
    }
  })

  test('concurrent first requests, on this server and another, all get the same bytes; one row is stored', async () => {
    const two = await secondApp(ctx)
    const hash = await storedPicture(await photoLikeJpeg(2, 600))
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? two : ctx).request(`/api/media/${hash}?w=640`)),
    )
    expect(answers.map((res) => res.status)).toEqual(Array(12).fill(200))
    const bodies = await Promise.all(answers.map(async (res) => Buffer.from(await res.arrayBuffer()).toString('hex')))
    expect(new Set(bodies).size).toBe(1)
    const rows = await variantRows(hash)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.size).toBe((bodies[0]?.length ?? 0) / 2)
  })

  test('the sizes go with their picture when it is removed', async () => {
    const event = await createEvent(ctx, admin.token, { imageUrl: jpegDataUrl(await photoLikeJpeg(3, 300)) })
    const hash = hashOf(event.imageUrl)
    await ctx.request(`/api/media/${hash}?w=96`)
    expect(await variantRows(hash)).toHaveLength(1)
    const { error } = await ctx.api.api.events({ id: event._id }).put(
      { imageUrl: null },
      {
        headers: { authorization: `Bearer ${admin.token}` },
      },
    )
    expect(error).toBeNull()
    expect((await ctx.request(`/api/media/${hash}?w=96`)).status).toBe(404)
    expect(await variantRows(hash)).toHaveLength(0)
  })
})

const squareHash = await storedPicture(await photoLikeJpeg(5))

describe('a size cut to 16:9 (crop=16x9, game covers)', () => {
  const url = `/api/media/${squareHash}?w=800&crop=16x9`
  const etag = `"${squareHash}-w800-16x9"`

  test('?w=800&crop=16x9 of a 1000 × 1000 JPEG is a WebP 800 × 450 with its own ETag, cached for a year', async () => {
    const res = await ctx.request(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('etag')).toBe(etag)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length)
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 450 })
    expect(await variantRows(squareHash, '16x9')).toEqual([
      { width: 800, size: bytes.length, contentType: 'image/webp' },
    ])
  })

  test('is made once: a second request reads the stored bytes, with the same ETag', async () => {
    const [row] = await db
      .select({ bytes: mediaVariants.bytes })
      .from(mediaVariants)
      .where(and(eq(mediaVariants.hash, squareHash), eq(mediaVariants.width, 800), eq(mediaVariants.crop, '16x9')))
    const again = await ctx.request(url)
    expect(again.headers.get('etag')).toBe(etag)
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(new Uint8Array(row?.bytes ?? []))
    expect(await variantRows(squareHash, '16x9')).toHaveLength(1)
  })

  test('304 for its own ETag only: the as-uploaded size’s ETag gets the bytes', async () => {
    const same = await ctx.request(url, { headers: { 'if-none-match': etag } })
    expect(same.status).toBe(304)
    expect(same.headers.get('etag')).toBe(etag)
    expect(same.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await same.text()).toBe('')
    const other = await ctx.request(url, { headers: { 'if-none-match': `"${squareHash}-w800"` } })
    expect(other.status).toBe(200)
    expect(other.headers.get('etag')).toBe(etag)
  })

  test('the as-uploaded ?w=800 of the same picture is still 800 × 800, kept beside the cut one', async () => {
    const res = await ctx.request(`/api/media/${squareHash}?w=800`)
    expect(res.headers.get('etag')).toBe(`"${squareHash}-w800"`)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(await pictureSize(bytes)).toEqual({ width: 800, height: 800 })
    const both = await db
      .select({ width: mediaVariants.width, crop: mediaVariants.crop, size: mediaVariants.size })
      .from(mediaVariants)
      .where(eq(mediaVariants.hash, squareHash))
      .orderBy(mediaVariants.crop)
    expect(both.map((row) => [row.width, row.crop])).toEqual([
      [800, ''],
      [800, '16x9'],
    ])
    // The cut size is the smaller download: 800 × 450 of the picture instead of 800 × 800.
    expect(both[1]?.size ?? Infinity).toBeLessThan(both[0]?.size ?? 0)
    const cut = new Uint8Array(await (await ctx.request(url)).arrayBuffer())
    expect(await pictureSize(cut)).toEqual({ width: 800, height: 450 })
  })

  test('stays 16:9 and is never enlarged: the largest 16:9 part of a smaller or wider picture', async () => {
    const sizeOf = async (hash: string, width: number) =>
      pictureSize(new Uint8Array(await (await ctx.request(`/api/media/${hash}?w=${width}&crop=16x9`)).arrayBuffer()))
    // 1600 of a 1000-pixel square: 1000 wide, not 1000 × 900.
    expect(await sizeOf(squareHash, 1600)).toEqual({ width: 1000, height: 563 })
    const wide = await storedPicture(await pngOf(1200, 400, 40), 'image/png')
    expect(await sizeOf(wide, 640)).toEqual({ width: 640, height: 360 })
    expect(await sizeOf(wide, 1600)).toEqual({ width: 711, height: 400 })
    const small = await storedPicture(await pngOf(50, 30, 41), 'image/png')
    expect(await sizeOf(small, 640)).toEqual({ width: 50, height: 28 })
  })

  test.each([
    ['?crop=16x9', 'crop needs w: a size is cut, the picture as uploaded never is'],
    ['?w=800&crop=4x3', 'crop must be 16x9 (cut to 16:9)'],
    ['?w=800&crop=', 'crop must be 16x9 (cut to 16:9)'],
    ['?w=800&crop=16X9', 'crop must be 16x9 (cut to 16:9)'],
    ['?w=100&crop=16x9', 'w must be one of 96, 256, 640, 800, 1600 (pixels)'],
  ])('%s is 422 with a message', async (query, message) => {
    const res = await ctx.request(`/api/media/${squareHash}${query}`)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message })
  })

  test('an unknown hash is 404 with crop too', async () => {
    const res = await ctx.request(`/api/media/${'0'.repeat(64)}?w=800&crop=16x9`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Image not found' })
  })

  test('the start-up pass makes a game cover’s 640 and 800 cut to 16:9 as well as whole', async () => {
    const maker = await signUpMaker(ctx)
    const game = await createGame(ctx, maker.token, 'Square Cover')
    const cover = await storedPicture(await photoLikeJpeg(6))
    await db.update(games).set({ coverHash: cover }).where(eq(games.id, game._id))
    await backfillVariants(db)
    expect((await variantRows(cover)).map((row) => row.width)).toEqual([...BACKFILL_WIDTHS.eventImagesAndCovers])
    expect((await variantRows(cover, '16x9')).map((row) => row.width)).toEqual([
      ...BACKFILL_WIDTHS.eventImagesAndCovers,
    ])
    const sizes = await db
      .select({ width: mediaVariants.width, bytes: mediaVariants.bytes })
      .from(mediaVariants)
      .where(and(eq(mediaVariants.hash, cover), eq(mediaVariants.crop, '16x9')))
      .orderBy(mediaVariants.width)
    expect(await Promise.all(sizes.map((row) => pictureSize(new Uint8Array(row.bytes))))).toEqual([
      { width: 640, height: 360 },
      { width: 800, height: 450 },
    ])
    // A request reads what the pass stored.
    const res = await ctx.request(`/api/media/${cover}?w=640&crop=16x9`)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(sizes[0]?.bytes ?? []))
    expect(await backfillVariants(db)).toBe(0)
  })
})

describe('the start-up pass', () => {
  test('makes 96 and 256 of profile pictures, 640 and 800 of event images and game covers, once', async () => {
    const member = await signUp(ctx)
    const avatar = await storedPicture(await photoLikeJpeg(4, 500))
    await db
      .update(users)
      .set({ profilePicture: `/api/media/${avatar}` })
      .where(eq(users.id, member.user._id))
    const event = await createEvent(ctx, admin.token, { imageUrl: dataUrl('image/png', await pngOf(900, 500, 4)) })
    const maker = await signUpMaker(ctx)
    const game = await createGame(ctx, maker.token, 'Variant Cats')
    const cover = await storedPicture(await pngOf(1200, 675, 5), 'image/png')
    await db.update(games).set({ coverHash: cover }).where(eq(games.id, game._id))
    // What earlier tests left: sizes of pictures nothing shows are not made.
    const before = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from media_variants`)

    const made = await backfillVariants(db, { batch: 3 })
    const widths = async (hash: string) => (await variantRows(hash)).map((row) => row.width)
    expect(await widths(avatar)).toEqual([...BACKFILL_WIDTHS.profilePictures])
    expect(await widths(hashOf(event.imageUrl))).toEqual([...BACKFILL_WIDTHS.eventImagesAndCovers])
    expect(await widths(cover)).toEqual([...BACKFILL_WIDTHS.eventImagesAndCovers])
    // A game's cover also cut to 16:9 (as its box shows it); event images and avatars are not.
    expect((await variantRows(cover, BACKFILL_COVER_CROP)).map((row) => row.width)).toEqual([
      ...BACKFILL_WIDTHS.eventImagesAndCovers,
    ])
    expect(await variantRows(hashOf(event.imageUrl), '16x9')).toEqual([])
    expect(await variantRows(avatar, '16x9')).toEqual([])
    const after = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from media_variants`)
    expect(Number(after[0]?.n) - Number(before[0]?.n)).toBe(made)
    expect(made).toBeGreaterThanOrEqual(8)
    expect(await backfillVariants(db)).toBe(0)

    // A request reads what the pass stored.
    const [stored] = await db
      .select({ bytes: mediaVariants.bytes })
      .from(mediaVariants)
      .where(and(eq(mediaVariants.hash, avatar), eq(mediaVariants.width, 96)))
    const res = await ctx.request(`/api/media/${avatar}?w=96`)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(stored?.bytes ?? []))
  })

  test('stops between two pictures when asked', async () => {
    for (let i = 0; i < 3; i++) {
      const member = await signUp(ctx)
      const hash = await storedPicture(await pngOf(300, 300, 20 + i), 'image/png')
      await db
        .update(users)
        .set({ profilePicture: `/api/media/${hash}` })
        .where(eq(users.id, member.user._id))
    }
    let calls = 0
    expect(await backfillVariants(db, { batch: 2, stop: () => calls++ >= 2 })).toBe(1)
    expect(await backfillVariants(db)).toBe(5)
  })

  test('runs when the app starts listening, in the background, and logs its count', async () => {
    const member = await signUp(ctx)
    const hash = await storedPicture(await pngOf(700, 700, 30), 'image/png')
    await db
      .update(users)
      .set({ profilePicture: `/api/media/${hash}` })
      .where(eq(users.id, member.user._id))
    const lines: string[] = []
    const write = process.stdout.write.bind(process.stdout)
    process.stdout.write = ((chunk: string | Uint8Array) => {
      lines.push(String(chunk))
      return true
    }) as typeof process.stdout.write
    const server = ctx.app.listen({ port: 0, hostname: '127.0.0.1' })
    try {
      const deadline = Date.now() + 20_000
      while ((await variantRows(hash)).length < 2 && Date.now() < deadline) await Bun.sleep(50)
      while (!lines.some((line) => line.includes('picture sizes made')) && Date.now() < deadline) await Bun.sleep(20)
    } finally {
      process.stdout.write = write
      await server.stop()
    }
    expect((await variantRows(hash)).map((row) => row.width)).toEqual([96, 256])
    const logged = lines.map((line) => JSON.parse(line)).find((line) => line.message?.startsWith('picture sizes made'))
    expect(logged).toMatchObject({ message: 'picture sizes made for stored pictures', count: 2, finished: true })
  })
})
