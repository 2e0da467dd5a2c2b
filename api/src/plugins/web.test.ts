import { afterAll, describe, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { buildContext, createTestDatabase, setupApp } from '../../test/support'
import { siteCard } from '../modules/share-cards/cards'
import { withClubTimeZone, withShareCard } from './web-index'

// A built PWA in miniature: the files Vite and vite-plugin-pwa write into web/dist.
const dist = mkdtempSync(join(tmpdir(), 'club-dist-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))
const INDEX = `<!doctype html><html><head><title>GameDev Club</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(60)}</body></html>`
const SCRIPT = `console.log(${JSON.stringify('a hashed chunk '.repeat(200))})`
const files: Record<string, string | Uint8Array> = {
  'index.html': INDEX,
  'assets/index-B4x9kQ2a.js': SCRIPT,
  'assets/logo-Dq81.png': Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
  // As vite-plugin-pwa writes it: minified, index.html's revision in the precache list.
  'sw.js':
    'define(["./workbox-1"],function(e){e.precacheAndRoute([{url:"index.html",revision:"0123abcd"},{url:"assets/index-B4x9kQ2a.js",revision:null}],{})});',
  'manifest.webmanifest': '{"name":"GameDev Club"}',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'favicon.ico': Uint8Array.from([0, 0, 1, 0, 1, 0, 32, 32, 0, 0, 1, 0, 32, 0]),
  // The app's pages, as the build writes them from the route tree.
  'routes.json': JSON.stringify({ routes: ['/', '/auth/callback', '/events', '/events/$eventId', '/profile'] }),
}
for (const [path, body] of Object.entries(files)) {
  mkdirSync(join(dist, path, '..'), { recursive: true })
  writeFileSync(join(dist, path), body)
}

const ctx = await setupApp({ webDistDir: dist })
const get = (path: string, headers: Record<string, string> = {}) => ctx.request(path, { headers })
/** index.html as served: with the club's time zone (Asia/Kolkata unless configured) and the site's share card. */
const served = (timeZone: string) =>
  withShareCard(
    withClubTimeZone(INDEX, timeZone),
    siteCard({ publicUrl: ctx.config.publicUrl, timeZone, siteDescription: '' }),
  )
const SERVED = served('Asia/Kolkata')

describe('the PWA at /', () => {
  test.each(['/', '/profile', '/events', '/Events/', '/auth/callback?token=abc', '/index.html'])(
    '%s is index.html, never cached',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toBe(SERVED)
    },
  )

  test.each(['/profile-that-does-not-exist', '/events/123/tickets', '/auth', '/admin/events/123', '/%E2%9C%93'])(
    'an unknown path %s is 404 with the same page (the app says "Level not found"), never cached',
    async (path) => {
      const res = await get(path, { 'accept-encoding': 'br' })
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(res.headers.get('etag')).toBeNull()
      expect(res.headers.get('content-encoding')).toBe('br')
      expect(brotliDecompressSync(new Uint8Array(await res.arrayBuffer())).toString()).toBe(SERVED)
      // A conditional request gets the 404 too, never a 304.
      const again = await get(path, { 'if-none-match': (await get('/')).headers.get('etag')! })
      expect(again.status).toBe(404)
    },
  )

  test('/favicon.ico is served as an icon', async () => {
    const res = await get('/favicon.ico')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/x-icon')
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([...(files['favicon.ico'] as Uint8Array)])
  })

  test('a hashed asset is cached forever, with its type', async () => {
    const res = await get('/assets/index-B4x9kQ2a.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await res.text()).toBe(SCRIPT)
    const png = await get('/assets/logo-Dq81.png')
    expect(png.headers.get('content-type')).toBe('image/png')
    expect(png.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  test('the service worker and the manifest are never cached; other files for an hour', async () => {
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache')
    expect((await get('/manifest.webmanifest')).headers.get('cache-control')).toBe('no-cache')
    const robots = await get('/robots.txt')
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(await robots.text()).toBe(files['robots.txt'] as string)
  })

  test.each(['/missing.png', '/assets/index-OLDHASH.js', '/apple-touch-icon-precomposed.png'])(
    'a missing file %s is 404, not the app',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain('<html')
    },
  )

  test('ETag and If-None-Match give 304', async () => {
    const first = await get('/assets/index-B4x9kQ2a.js')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[0-9a-f]+"$/)
    const again = await get('/assets/index-B4x9kQ2a.js', { 'if-none-match': etag! })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  test('brotli first, then gzip, then identity; small files are sent as they are', async () => {
    const br = await get('/assets/index-B4x9kQ2a.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    const brBytes = new Uint8Array(await br.arrayBuffer())
    expect(brBytes.length).toBeLessThan(SCRIPT.length / 5)
    expect(brotliDecompressSync(brBytes).toString()).toBe(SCRIPT)
    const gzip = await get('/', { 'accept-encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).toString()).toBe(SERVED)
    const plain = await get('/assets/index-B4x9kQ2a.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(SCRIPT)
    const small = await get('/robots.txt', { 'accept-encoding': 'br, gzip' })
    expect(small.headers.get('content-encoding')).toBeNull()
    const png = await get('/assets/logo-Dq81.png', { 'accept-encoding': 'br, gzip' })
    expect(png.headers.get('content-encoding')).toBeNull()
  })
})

describe("the club's time zone reaches the app: in index.html, and in the worker's copy of it", () => {
  test('a meta tag in <head> names the zone', async () => {
    const html = await (await get('/')).text()
    expect(html).toContain('<meta name="club-time-zone" content="Asia/Kolkata" />')
  })

  test("the worker precaches the page as served: its revision is the served page's, and follows the zone", async () => {
    const revisionIn = async (context: { request: typeof ctx.request }) =>
      /\{url:"index\.html",revision:"([0-9a-f]+)"\}/.exec(await (await context.request('/sw.js')).text())?.[1]
    const india = await revisionIn(ctx)
    expect(india).toBe(new Bun.CryptoHasher('md5').update(SERVED).digest('hex'))
    const database = await createTestDatabase()
    try {
      const london = buildContext(database, { webDistDir: dist, clubTimeZone: 'Europe/London' })
      const html = await (await london.request('/')).text()
      expect(html).toBe(served('Europe/London'))
      expect(html).toContain('<meta name="club-time-zone" content="Europe/London" />')
      const revision = await revisionIn(london)
      expect(revision).toBe(new Bun.CryptoHasher('md5').update(html).digest('hex'))
      expect(revision).not.toBe(india)
    } finally {
      await database.drop()
    }
  })
})

describe('a build without routes.json (older than the route list)', () => {
  test('every path without an extension is still the app, as before', async () => {
    const old = mkdtempSync(join(tmpdir(), 'club-dist-old-'))
    try {
      writeFileSync(join(old, 'index.html'), INDEX)
      const database = await createTestDatabase()
      try {
        const context = buildContext(database, { webDistDir: old })
        expect((await context.request('/anything/at/all')).status).toBe(200)
        expect((await context.request('/missing.png')).status).toBe(404)
      } finally {
        await database.drop()
      }
    } finally {
      rmSync(old, { recursive: true, force: true })
    }
  })
})

describe('/api is never the app', () => {
  test.each([
    ['GET', '/api/unknown'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/events/not/a/route'],
    ['POST', '/api/unknown'],
    ['DELETE', '/api/user/profile'],
  ])('%s %s is a JSON 404', async (method, path) => {
    const res = await ctx.request(path, { method, headers: { accept: 'text/html' } })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toStartWith('application/json')
    const body = (await res.json()) as { message: string }
    expect(body.message).toStartWith('Not found')
  })
})
