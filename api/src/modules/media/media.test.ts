import { describe, expect, test } from 'bun:test'
import { countRows } from '../../../test/db-checks'
import { bearer, createEvent, dataUrl, eventInput, IMAGES, setupApp, signUp, signUpAdmin } from '../../../test/support'
import { IMAGE_MAX_BYTES, REQUEST_BODY_MAX_BYTES } from '../../shared/constants'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)

const postEvent = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.request('/api/events', {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** A PNG signature followed by zeros: `size` bytes that really start like a PNG. */
const pngOfSize = (size: number) => {
  const bytes = new Uint8Array(size)
  bytes.set(IMAGES.png.subarray(0, 8))
  return bytes
}

describe('images on events', () => {
  test.each([
    ['image/png', IMAGES.png],
    ['image/jpeg', IMAGES.jpeg],
    ['image/jpg', IMAGES.jpeg],
    ['image/gif', IMAGES.gif],
    ['image/webp', IMAGES.webp],
  ])('accepts %s and serves the same bytes from its own URL', async (type, bytes) => {
    const event = await createEvent(ctx, admin.token, { imageUrl: dataUrl(type, bytes) })
    expect(event.imageUrl).toMatch(/^\/api\/media\/[0-9a-f]{64}$/)
    const res = await ctx.request(event.imageUrl!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(type === 'image/jpg' ? 'image/jpeg' : type)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes)
  })

  test.each([
    [
      'a PNG declared as JPEG',
      dataUrl('image/jpeg', IMAGES.png),
      'imageUrl says it is image/jpeg but its bytes are image/png',
    ],
    [
      'text declared as PNG',
      dataUrl('image/png', new TextEncoder().encode('hello, not an image')),
      'imageUrl says it is image/png but its bytes are not an image we accept',
    ],
    [
      'an SVG',
      dataUrl('image/svg+xml', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      'imageUrl must be a PNG, JPEG, GIF or WebP image (got image/svg+xml)',
    ],
    ['an empty image', 'data:image/png;base64,', 'imageUrl is empty'],
    [
      'a data URL that is not base64',
      'data:image/png,rawbytes',
      'imageUrl must be an image sent as a base64 data URL (data:image/png;base64,…)',
    ],
  ])('refuses %s with 422 and stores nothing', async (_name, imageUrl, message) => {
    const [events, media] = [await countRows(ctx.database.db, 'events'), await countRows(ctx.database.db, 'media')]
    const res = await postEvent(eventInput({ imageUrl }))
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message })
    expect(await countRows(ctx.database.db, 'events')).toBe(events)
    expect(await countRows(ctx.database.db, 'media')).toBe(media)
  })

  test('2 MiB decoded is accepted; one byte more is 413', async () => {
    const atLimit = await postEvent(eventInput({ imageUrl: dataUrl('image/png', pngOfSize(IMAGE_MAX_BYTES)) }))
    expect(atLimit.status).toBe(201)
    const media = await countRows(ctx.database.db, 'media')
    const over = await postEvent(eventInput({ imageUrl: dataUrl('image/png', pngOfSize(IMAGE_MAX_BYTES + 1)) }))
    expect(over.status).toBe(413)
    expect(await over.json()).toEqual({ message: 'imageUrl is larger than 2 MiB' })
    expect(await countRows(ctx.database.db, 'media')).toBe(media)
  })

  test('a body over the request limit is refused with 413 before it is parsed or authenticated', async () => {
    // Not JSON at all and no token: had it been parsed or authenticated first, this would be 400 or 401.
    const body = 'x'.repeat(REQUEST_BODY_MAX_BYTES + 1)
    const res = await ctx.request('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ message: 'The request body is larger than 4 MiB' })
    // A declared length is enough: the body is never read.
    const declared = await ctx.request('/api/user/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'content-length': String(REQUEST_BODY_MAX_BYTES + 1) },
      body: '{}',
    })
    expect(declared.status).toBe(413)
  })

  test('the same image is stored once and gets the same URL', async () => {
    const image = dataUrl('image/gif', IMAGES.gif)
    const first = await createEvent(ctx, admin.token, { imageUrl: image })
    const media = await countRows(ctx.database.db, 'media')
    const second = await createEvent(ctx, admin.token, { imageUrl: image })
    const member = await signUp(ctx)
    const profile = await ctx.api.api.user.profile.put({ profilePicture: image }, bearer(member.token))
    expect(second.imageUrl).toBe(first.imageUrl)
    expect(profile.data?.profilePicture).toBe(first.imageUrl)
    expect(await countRows(ctx.database.db, 'media')).toBe(media)
  })

  test('JSON answers never carry image bytes', async () => {
    const image = dataUrl('image/webp', IMAGES.webp)
    const event = await createEvent(ctx, admin.token, { imageUrl: image })
    const base64 = image.split(',')[1]!
    for (const path of ['/api/events', `/api/events/${event._id}`]) {
      const text = await (await ctx.request(path)).text()
      expect(text).toContain(event.imageUrl!)
      expect(text).not.toContain('base64')
      expect(text).not.toContain(base64)
    }
  })

  test('PUT keeps the image when sent its own URL back, replaces it, and removes it with null', async () => {
    const event = await createEvent(ctx, admin.token, { imageUrl: dataUrl('image/png', IMAGES.png) })
    const put = async (imageUrl: string | null) =>
      (await ctx.api.api.events({ id: event._id }).put({ imageUrl }, bearer(admin.token))).data?.imageUrl
    expect(await put(event.imageUrl)).toBe(event.imageUrl)
    const replaced = await put(dataUrl('image/jpeg', IMAGES.jpeg))
    expect(replaced).toMatch(/^\/api\/media\/[0-9a-f]{64}$/)
    expect(replaced).not.toBe(event.imageUrl)
    expect(await put(null)).toBeNull()
  })
})

describe('GET /api/media/:hash', () => {
  test('serves with an ETag, an immutable cache and nosniff; If-None-Match gives 304', async () => {
    const event = await createEvent(ctx, admin.token, { imageUrl: dataUrl('image/png', IMAGES.png) })
    const hash = event.imageUrl!.split('/').pop()!
    const res = await ctx.request(event.imageUrl!)
    expect(res.headers.get('etag')).toBe(`"${hash}"`)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-length')).toBe(String(IMAGES.png.length))
    const cached = await ctx.request(event.imageUrl!, { headers: { 'if-none-match': `"${hash}"` } })
    expect(cached.status).toBe(304)
    expect(await cached.text()).toBe('')
    expect(cached.headers.get('etag')).toBe(`"${hash}"`)
    const stale = await ctx.request(event.imageUrl!, { headers: { 'if-none-match': '"something-else"' } })
    expect(stale.status).toBe(200)
  })

  test('404 JSON for an unknown or malformed hash', async () => {
    for (const hash of ['0'.repeat(64), 'not-a-hash', 'A'.repeat(64), '..%2F..%2Fetc%2Fpasswd']) {
      const res = await ctx.request(`/api/media/${hash}`)
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toStartWith('application/json')
      expect(await res.json()).toEqual({ message: 'Image not found' })
    }
  })
})
