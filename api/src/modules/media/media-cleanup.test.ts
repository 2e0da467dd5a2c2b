/**
 * Image storage stays bounded (docs/decisions/0114): a picture nothing refers to any more is
 * removed when it is replaced, and by a periodic sweep after a grace period; deleted events keep
 * theirs; new images per account are rate-limited.
 */
import { describe, expect, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import { queryRows } from '../../../test/db-checks'
import { bearer, createEvent, dataUrl, IMAGES, setupApp, signUp, signUpAdmin } from '../../../test/support'
import { media } from '../../db/schema'
import { IMAGE_MAX_BYTES, IMAGE_UPLOADS_PER_ACCOUNT } from '../../shared/constants'
import { sweepUnusedMedia } from './cleanup'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const db = ctx.database.db

let seed = 0
/** A PNG signature, then bytes no other call makes: a picture stored under a hash of its own. */
function uniquePng(size = 64): string {
  const bytes = new Uint8Array(size)
  bytes.set(IMAGES.png.subarray(0, 8))
  new DataView(bytes.buffer).setFloat64(8, Date.now() + ++seed + Math.random())
  return dataUrl('image/png', bytes)
}
const hashOf = (url: string | null | undefined) => url?.split('/').pop() ?? 'none'
const stored = async (url: string | null | undefined) =>
  (
    await db
      .select({ hash: media.hash })
      .from(media)
      .where(eq(media.hash, hashOf(url)))
  ).length === 1
const putPicture = (token: string, profilePicture: string | null) =>
  ctx.api.api.user.profile.put({ profilePicture }, bearer(token))

describe('replaced images', () => {
  test('a replaced profile picture is removed; one another account still shows is kept', async () => {
    const a = await signUp(ctx)
    const b = await signUp(ctx)
    const first = (await putPicture(a.token, uniquePng())).data?.profilePicture
    const shared = uniquePng()
    const second = (await putPicture(a.token, shared)).data?.profilePicture
    expect(await stored(first)).toBe(false)
    expect(await stored(second)).toBe(true)
    expect((await putPicture(b.token, shared)).data?.profilePicture).toBe(second ?? 'missing')
    await putPicture(a.token, null)
    expect(await stored(second)).toBe(true)
    expect((await ctx.request(second ?? '')).status).toBe(200)
    await putPicture(b.token, '')
    expect(await stored(second)).toBe(false)
  })

  test('a replaced event image is removed; a deleted event keeps its image', async () => {
    const event = await createEvent(ctx, admin.token, { imageUrl: uniquePng() })
    const edited = await ctx.api.api.events({ id: event._id }).put({ imageUrl: uniquePng() }, bearer(admin.token))
    expect(await stored(event.imageUrl)).toBe(false)
    expect(await stored(edited.data?.imageUrl)).toBe(true)
    await ctx.api.api.events({ id: event._id }).delete(undefined, bearer(admin.token))
    await sweepUnusedMedia(db, { graceMinutes: 0 })
    expect((await ctx.request(edited.data?.imageUrl ?? '')).status).toBe(200)
  })
})

describe('the sweep', () => {
  test('removes what nothing refers to once the grace period has passed, never a younger upload', async () => {
    const orphan = uniquePng()
    const young = uniquePng()
    const kept = await createEvent(ctx, admin.token, { imageUrl: uniquePng() })
    const hashes: string[] = []
    for (const url of [orphan, young]) {
      const bytes = Buffer.from(url.split(',')[1] ?? '', 'base64')
      const hash = new Bun.CryptoHasher('sha256').update(bytes).digest('hex')
      hashes.push(hash)
      await db.insert(media).values({ hash, contentType: 'image/png', bytes, size: bytes.length })
    }
    await db.execute(sql`update media set touched_at = now() - interval '2 hours' where hash = ${hashes[0]}`)
    await db.execute(
      sql`update media set touched_at = now() - interval '2 hours' where hash = ${hashOf(kept.imageUrl)}`,
    )
    const removed = await sweepUnusedMedia(db, { graceMinutes: 60 })
    expect(removed).toBeGreaterThanOrEqual(1)
    const left = new Set((await db.select({ hash: media.hash }).from(media)).map((row) => row.hash))
    expect(left.has(hashes[0] ?? '')).toBe(false)
    expect(left.has(hashes[1] ?? '')).toBe(true)
    expect(left.has(hashOf(kept.imageUrl))).toBe(true)
  })
})

describe('uploads per account', () => {
  test(`25 profile updates with new 2 MiB pictures: ${IMAGE_UPLOADS_PER_ACCOUNT} accepted, then 429; one picture left in storage`, async () => {
    const { token, user } = await signUp(ctx)
    const size = async () => {
      const [row] = await queryRows<{ bytes: number | string; rows: number | string }>(
        db,
        sql`select coalesce(sum(size), 0) as bytes, count(*) as rows from media`,
      )
      return { bytes: Number(row?.bytes), rows: Number(row?.rows) }
    }
    const before = await size()
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 25; i++) {
      const bytes = new Uint8Array(IMAGE_MAX_BYTES)
      bytes.set(IMAGES.png.subarray(0, 8))
      bytes[100] = i
      bytes[101] = seed++ % 256
      last = await ctx.request('/api/user/profile', {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ profilePicture: dataUrl('image/png', bytes) }),
      })
      statuses.push(last.status)
    }
    const after = await size()
    console.log(
      `25 × 2 MiB pictures: ${JSON.stringify({ 200: statuses.filter((s) => s === 200).length, 429: statuses.filter((s) => s === 429).length })}; media ${before.rows} rows / ${(before.bytes / 2 ** 20).toFixed(1)} MiB → ${after.rows} rows / ${(after.bytes / 2 ** 20).toFixed(1)} MiB`,
    )
    expect(statuses).toEqual([
      ...Array(IMAGE_UPLOADS_PER_ACCOUNT).fill(200),
      ...Array(25 - IMAGE_UPLOADS_PER_ACCOUNT).fill(429),
    ])
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
    const refusal = (await last?.json()) as { message: string } | undefined
    expect(refusal?.message).toMatch(
      new RegExp(
        `^You have uploaded ${IMAGE_UPLOADS_PER_ACCOUNT} new images in the last hour\\. Please try again in \\d+ minutes?\\.$`,
      ),
    )
    expect(after.rows - before.rows).toBe(1)
    expect(after.bytes - before.bytes).toBe(IMAGE_MAX_BYTES)
    const profile = await ctx.api.api.user.profile.get(bearer(token))
    expect(await stored(profile.data?.profilePicture)).toBe(true)
    expect(profile.data?._id).toBe(user._id)
  }, 60_000)

  test('sending an image that is already stored is not a new upload', async () => {
    const { token } = await signUp(ctx)
    // Both pictures stay stored whatever this account does: an event and another account show them.
    await createEvent(ctx, admin.token, { imageUrl: dataUrl('image/png', IMAGES.png) })
    await putPicture((await signUp(ctx)).token, dataUrl('image/gif', IMAGES.gif))
    for (let i = 0; i < IMAGE_UPLOADS_PER_ACCOUNT + 5; i++) {
      const url = i % 2 === 0 ? dataUrl('image/png', IMAGES.png) : dataUrl('image/gif', IMAGES.gif)
      expect((await putPicture(token, url)).status).toBe(200)
    }
  })
})
