/**
 * The pictures of the content (docs/api.md#content): a phone's photo sent as a data URL is stored
 * as a WebP the size the page shows it, turned as the camera held it; an address the content
 * already shows is kept; anything else is refused naming the field, and a refused save stores no
 * picture. The media sweep leaves the content's pictures alone.
 */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { countRows, tableFingerprints } from '../../../test/db-checks'
import { createEvent, dataUrl, IMAGES, setupApp, signUpAdmin } from '../../../test/support'
import { media } from '../../db/schema'
import { IMAGE_UPLOADS_PER_ACCOUNT } from '../../shared/constants'
import { DEFAULT_CONTENT } from '../../shared/content/defaults'
import { CONTENT_PICTURE_MAX_BYTES } from '../../shared/content/limits'
import type { SiteContent } from '../../shared/content/types'
import { sweepUnusedMedia } from '../media/cleanup'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const db = ctx.database.db

const save = (section: string, value: unknown) =>
  ctx.request(`/api/admin/content/${section}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ [section]: value }),
  })
async function saved(section: string, value: unknown): Promise<SiteContent> {
  const res = await save(section, value)
  const body = await res.json()
  if (res.status !== 200) throw new Error(`save ${section}: ${res.status} ${JSON.stringify(body)}`)
  return body as SiteContent
}
const message = async (res: Response) => ((await res.json()) as { message: string }).message

let colour = 0
/** A JPEG of this size (EXIF orientation as given) in a colour of its own: bytes, and a hash, of its own. */
async function jpeg(width: number, height: number, orientation?: number): Promise<string> {
  colour++
  const image = sharp({
    create: { width, height, channels: 3, background: { r: colour % 256, g: (colour * 37) % 256, b: 90 } },
  }).jpeg({ quality: 90 })
  const bytes = await (orientation ? image.withMetadata({ orientation }) : image).toBuffer()
  return dataUrl('image/jpeg', new Uint8Array(bytes))
}

/** What is stored behind an /api/media address, as an image decoder sees it. */
async function storedPicture(url: string) {
  const res = await ctx.request(url)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/webp')
  const { format, width, height, orientation } = await sharp(new Uint8Array(await res.arrayBuffer())).metadata()
  return { format, width, height, orientation }
}

const MEDIA_URL = /^\/api\/media\/[0-9a-f]{64}$/
const hashOf = (url: string) => url.split('/').pop() ?? ''
const isStored = async (url: string) =>
  (
    await db
      .select({ hash: media.hash })
      .from(media)
      .where(eq(media.hash, hashOf(url)))
  ).length === 1

const member0 = DEFAULT_CONTENT.team[0]?.members[0]
const photo0 = DEFAULT_CONTENT.gallery[0]
const event0 = DEFAULT_CONTENT.pastEvents[0]
const faculty0 = DEFAULT_CONTENT.faculty[0]
if (!member0 || !photo0 || !event0 || !faculty0) throw new Error('the defaults are empty')
const person = (photoUrl: string) => ({ ...member0, photoUrl })

describe('a phone photo: 3000 × 2000 JPEG taken upright (EXIF orientation 6)', () => {
  test('as a team photo: a 640 × 640 WebP', async () => {
    const content = await saved('team', [{ group: 'Core Team', members: [person(await jpeg(3000, 2000, 6))] }])
    const url = content.team[0]?.members[0]?.photoUrl ?? ''
    expect(url).toMatch(MEDIA_URL)
    expect(await storedPicture(url)).toEqual({ format: 'webp', width: 640, height: 640, orientation: undefined })
  })

  test('as a gallery photo: 1600 px wide, upright (1600 × 2400), its size in the content whatever the client said', async () => {
    const content = await saved('gallery', [
      { url: await jpeg(3000, 2000, 6), alt: 'The stage from the front row', width: 3000, height: 2000 },
    ])
    const [photo] = content.gallery
    expect(photo).toEqual({
      url: expect.stringMatching(MEDIA_URL),
      alt: 'The stage from the front row',
      width: 1600,
      height: 2400,
    })
    expect(await storedPicture(photo?.url ?? '')).toEqual({
      format: 'webp',
      width: 1600,
      height: 2400,
      orientation: undefined,
    })
  })

  test('a faculty photo is square too; a past event photo smaller than 1600 px is not enlarged', async () => {
    const faculty = await saved('faculty', [{ ...faculty0, photoUrl: await jpeg(800, 1200) }])
    expect(await storedPicture(faculty.faculty[0]?.photoUrl ?? '')).toMatchObject({ width: 640, height: 640 })
    const events = await saved('pastEvents', [{ ...event0, url: await jpeg(1200, 900) }])
    expect(events.pastEvents[0]).toMatchObject({ width: 1200, height: 900 })
  })
})

describe('kept and stored pictures', () => {
  test('a kept /api/media picture stays, with its size; nothing new is stored', async () => {
    const first = await saved('gallery', [{ url: await jpeg(2000, 1000), alt: 'Wide' }])
    const kept = first.gallery[0]
    expect(kept).toMatchObject({ width: 1600, height: 800 })
    const images = await countRows(db, 'media')
    const again = await saved('gallery', [photo0, { ...kept, alt: 'Wide, again', width: 5, height: 5 }])
    expect(again.gallery[1]).toEqual({ url: kept?.url ?? '', alt: 'Wide, again', width: 1600, height: 800 })
    expect(await countRows(db, 'media')).toBe(images)
  })

  test('a picture stored for something else (an event image) is taken by its address, its size read from it', async () => {
    const event = await createEvent(ctx, admin.token, { imageUrl: dataUrl('image/png', IMAGES.png) })
    const content = await saved('pastEvents', [{ ...event0, url: event.imageUrl }])
    expect(content.pastEvents[0]).toMatchObject({ url: event.imageUrl ?? '', width: 1, height: 1 })
  })

  test('a shipped picture not shown as a photo before takes the size sent, and needs one', async () => {
    const refused = await save('gallery', [{ url: member0.photoUrl, alt: 'Aarav' }])
    expect(refused.status).toBe(422)
    expect(await message(refused)).toBe(
      'gallery[0].width and gallery[0].height are needed for this picture (its size is not known)',
    )
    const content = await saved('gallery', [{ url: member0.photoUrl, alt: 'Aarav', width: 400, height: 400 }])
    expect(content.gallery[0]).toMatchObject({ url: member0.photoUrl, width: 400, height: 400 })
  })

  test(`more new pictures in one save than the ${IMAGE_UPLOADS_PER_ACCOUNT} an account may upload in an hour: all stored (content saves are not counted)`, async () => {
    const photos = await Promise.all(
      Array.from({ length: IMAGE_UPLOADS_PER_ACCOUNT + 5 }, async (_, i) => ({
        url: await jpeg(40, 30),
        alt: `Photo ${i + 1}`,
      })),
    )
    const content = await saved('gallery', photos)
    expect(new Set(content.gallery.map((photo) => photo.url)).size).toBe(photos.length)
  })
})

describe('refused pictures: 422 (413 when too large) naming the field, nothing stored', () => {
  const notAnImage = dataUrl('image/png', new TextEncoder().encode('this is not a picture at all'))
  const broken = (() => {
    const bytes = new Uint8Array(200).fill(7)
    bytes.set(IMAGES.png.subarray(0, 16))
    return dataUrl('image/png', bytes)
  })()
  const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`
  const cases: [string, string, () => Promise<unknown>, string][] = [
    [
      'text sent as a PNG',
      'gallery',
      async () => [
        { url: await jpeg(100, 100), alt: 'Fine' },
        { url: notAnImage, alt: 'Not a picture' },
      ],
      'gallery[1].url is not a PNG, JPEG, GIF or WebP picture',
    ],
    [
      'a PNG whose pixels cannot be read',
      'team',
      async () => [{ group: 'Core Team', members: [person(''), person(broken)] }],
      'team[0].members[1].photoUrl could not be read as a picture',
    ],
    [
      'an SVG',
      'faculty',
      async () => [{ ...faculty0, photoUrl: svg }],
      'faculty[0].photoUrl must be a PNG, JPEG, GIF or WebP picture (not image/svg+xml)',
    ],
    [
      'a picture on another site',
      'pastEvents',
      async () => [{ ...event0, url: 'http://example.com/photo.jpg' }],
      'pastEvents[0].url must be a picture',
    ],
    [
      'a shipped address of no picture',
      'gallery',
      async () => [{ ...photo0, url: '/images/gallery/nothing-here.jpg' }],
      'gallery[0].url is not a picture the site shows',
    ],
    [
      'an /api/media address of no stored picture, after a good new picture',
      'gallery',
      async () => [
        { url: await jpeg(120, 80), alt: 'Fine' },
        { ...photo0, url: `/api/media/${'ab'.repeat(32)}` },
      ],
      'gallery[1].url is not a stored picture',
    ],
    [
      'a data URL that is not base64',
      'gallery',
      async () => [{ ...photo0, url: 'data:image/png,hello' }],
      'gallery[0].url must be a picture sent as a base64 data URL',
    ],
  ]
  test.each(cases)('%s (%s)', async (_case, section, value, expected) => {
    const sent = await value()
    const before = await tableFingerprints(db)
    const res = await save(section, sent)
    expect(res.status).toBe(422)
    expect(await message(res)).toStartWith(expected)
    expect(await tableFingerprints(db)).toEqual(before)
  })

  test(`a picture over ${CONTENT_PICTURE_MAX_BYTES / 1024 / 1024} MiB: 413 naming the field`, async () => {
    const bytes = new Uint8Array(CONTENT_PICTURE_MAX_BYTES + 1)
    bytes.set(IMAGES.png)
    const before = await tableFingerprints(db)
    const res = await save('gallery', [photo0, { url: dataUrl('image/png', bytes), alt: 'Huge' }])
    expect(res.status).toBe(413)
    expect(await message(res)).toBe('gallery[1].url is larger than 10 MiB: send a smaller picture')
    expect(await tableFingerprints(db)).toEqual(before)
  })
})

describe('the media sweep and replaced pictures', () => {
  test('the sweep keeps every picture the content shows; a replaced one goes at once unless another section shows it', async () => {
    const team = await saved('team', [{ group: 'Team Blender', members: [person(await jpeg(300, 300))] }])
    const teamPhoto = team.team[0]?.members[0]?.photoUrl ?? ''
    const gallery = await saved('gallery', [{ url: await jpeg(300, 200), alt: 'First' }])
    const galleryPhoto = gallery.gallery[0]?.url ?? ''
    await sweepUnusedMedia(db, { graceMinutes: 0 })
    expect(await isStored(teamPhoto)).toBe(true)
    expect(await isStored(galleryPhoto)).toBe(true)
    expect((await ctx.request(teamPhoto)).status).toBe(200)

    // Replaced: removed at once.
    await saved('gallery', [{ url: await jpeg(300, 200), alt: 'Second' }])
    expect(await isStored(galleryPhoto)).toBe(false)

    // The team photo shown as a past event too (its size read from it), then taken off the team: kept.
    const events = await saved('pastEvents', [{ ...event0, url: teamPhoto }])
    expect(events.pastEvents[0]).toMatchObject({ url: teamPhoto, width: 300, height: 300 })
    await saved('team', [{ group: 'Team Blender', members: [person('')] }])
    expect(await isStored(teamPhoto)).toBe(true)
    await sweepUnusedMedia(db, { graceMinutes: 0 })
    expect(await isStored(teamPhoto)).toBe(true)
  })
})
