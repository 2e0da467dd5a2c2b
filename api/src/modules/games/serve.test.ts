/**
 * The games origin: only build files of published games, with the headers of decision 0225, Range,
 * and .br/.gz negotiated; the app's origin never serves a game file.
 */
import { describe, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { createGame, signUpMaker, uploadBuild } from '../../../test/games'
import { bearer, dataUrl, IMAGES, setupApp, signUpAdmin } from '../../../test/support'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const maker = await signUpMaker(ctx)
const gamesHost = new URL(ctx.config.gamesOrigin).host
const appOrigin = new URL(ctx.config.publicUrl).origin

const script = 'console.log("meow");'.repeat(200)
const data = randomBytes(64 * 1024)
const entries = [
  { name: 'index.html', data: '<!doctype html><script src="game.js"></script>' },
  { name: 'game.js', data: 'console.log("hi")' },
  { name: 'game.wasm', data: new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]) },
  { name: 'game.pck', data },
  { name: 'Build/app.js.br', data: brotliCompressSync(script), store: true },
  { name: 'Build/app.data.gz', data: gzipSync(data), store: true },
  { name: 'my level.json', data: '{"level":1}' },
]

async function publishedBuild(options: { sharedArrayBuffer?: boolean } = {}) {
  const game = await createGame(ctx, maker.token, 'Served')
  const { data: built } = await uploadBuild(ctx, maker.token, game._id, entries, options)
  await ctx.api.api
    .games({ id: game._id })
    .put({ status: 'published', coverImage: dataUrl('image/png', IMAGES.png) }, bearer(maker.token))
  if (!built) throw new Error('no build')
  return { game, build: built.build }
}

/** A request to the games origin (its Host, on the app's port, as behind one reverse proxy). */
const games = (path: string, headers: Record<string, string> = {}) =>
  ctx.request(path, { headers: { host: gamesHost, ...headers } })

const published = await publishedBuild()
const base = `/b/${published.build._id}`

describe('the games origin', () => {
  test('serves a build’s files with their type, nosniff, immutable caching, frame-ancestors of the app, no cookie', async () => {
    for (const [path, type] of [
      ['index.html', 'text/html; charset=utf-8'],
      ['game.js', 'text/javascript; charset=utf-8'],
      ['game.wasm', 'application/wasm'],
      ['game.pck', 'application/octet-stream'],
      ['my%20level.json', 'application/json'],
    ] as const) {
      const answer = await games(`${base}/${path}`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe(type)
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(answer.headers.get('content-security-policy')).toBe(`frame-ancestors ${appOrigin}`)
      expect(answer.headers.get('set-cookie')).toBeNull()
      // None of the app's headers: it is another site's page, framed.
      expect(answer.headers.get('x-frame-options')).toBeNull()
    }
    expect(await (await games(`${base}/game.pck`)).arrayBuffer()).toEqual(new Uint8Array(data).buffer)
    expect(published.build.playUrl).toBe(`${ctx.config.gamesOrigin}${base}/index.html`)
  })

  test('Range is answered 206 with the bytes asked for; an impossible range 416', async () => {
    const part = await games(`${base}/game.pck`, { range: 'bytes=100-199' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${data.length}`)
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array(data.subarray(100, 200)))
    const tail = await games(`${base}/game.pck`, { range: 'bytes=-10' })
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(new Uint8Array(data.subarray(data.length - 10)))
    const beyond = await games(`${base}/game.pck`, { range: `bytes=${data.length}-` })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${data.length}`)
  })

  test('.br and .gz: sent encoded when accepted, decoded when not, for the file’s own name and without the suffix', async () => {
    for (const path of ['Build/app.js', 'Build/app.js.br']) {
      const encoded = await games(`${base}/${path}`, { 'accept-encoding': 'gzip, deflate, br' })
      expect(encoded.headers.get('content-encoding')).toBe('br')
      expect(encoded.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
      expect(encoded.headers.get('vary')).toBe('Accept-Encoding')
      // Bun's fetch-style Response does not decode: the bytes are what went on the wire.
      const raw = new Uint8Array(await encoded.arrayBuffer())
      expect(Buffer.from(raw).equals(brotliCompressSync(script))).toBe(true)
      const plain = await games(`${base}/${path}`, { 'accept-encoding': 'gzip, deflate' })
      expect(plain.headers.get('content-encoding')).toBeNull()
      expect(await plain.text()).toBe(script)
    }
    const gz = await games(`${base}/Build/app.data`, { 'accept-encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gz.headers.get('content-type')).toBe('application/octet-stream')
    const none = await games(`${base}/Build/app.data`, { 'accept-encoding': 'identity' })
    expect(none.headers.get('content-encoding')).toBeNull()
    expect(new Uint8Array(await none.arrayBuffer())).toEqual(new Uint8Array(data))
    const refused = await games(`${base}/Build/app.data`, { 'accept-encoding': 'gzip;q=0' })
    expect(refused.headers.get('content-encoding')).toBeNull()
  })

  test('a sharedArrayBuffer build: COEP require-corp and CORP on every file, COOP on its pages', async () => {
    const isolated = await publishedBuild({ sharedArrayBuffer: true })
    const page = await games(`/b/${isolated.build._id}/index.html`)
    expect(page.headers.get('cross-origin-embedder-policy')).toBe('require-corp')
    expect(page.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    const worker = await games(`/b/${isolated.build._id}/game.js`)
    expect(worker.headers.get('cross-origin-embedder-policy')).toBe('require-corp')
    expect(worker.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(worker.headers.get('cross-origin-opener-policy')).toBeNull()
    // Another build's page may be framed by the isolated app, and is not itself isolated.
    const plain = await games(`${base}/index.html`)
    expect(plain.headers.get('cross-origin-embedder-policy')).toBe('credentialless')
    expect(plain.headers.get('cross-origin-opener-policy')).toBeNull()
  })

  test('404 for a draft’s, a hidden game’s and a deleted game’s build, at once', async () => {
    const game = await createGame(ctx, maker.token, 'Draft Build')
    const { data: built } = await uploadBuild(ctx, maker.token, game._id)
    expect((await games(`/b/${built?.build._id}/index.html`)).status).toBe(404)
    const hidden = await publishedBuild()
    expect((await games(`/b/${hidden.build._id}/index.html`)).status).toBe(200)
    await ctx.api.api.games({ id: hidden.game._id }).put({ status: 'hidden' }, bearer(admin.token))
    expect((await games(`/b/${hidden.build._id}/index.html`)).status).toBe(404)
    const deleted = await publishedBuild()
    await ctx.api.api.games({ id: deleted.game._id }).delete({}, bearer(maker.token))
    expect((await games(`/b/${deleted.build._id}/index.html`)).status).toBe(404)
  })

  test('nothing else: no API, no PWA, no unknown file, no other method', async () => {
    for (const path of ['/api/health', '/', '/sw.js', `${base}/missing.js`, `${base}/../../api/health`, '/b/nope/x']) {
      const answer = await games(path)
      expect(answer.status).toBe(404)
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
    const post = await ctx.request(`${base}/index.html`, { method: 'POST', headers: { host: gamesHost } })
    expect(post.status).toBe(404)
  })

  test('the app’s origin answers 404 for every game file, and its pages may frame the games origin only', async () => {
    const onApp = await ctx.request(`${base}/index.html`, { headers: { host: new URL(ctx.config.publicUrl).host } })
    expect(onApp.status).toBe(404)
    expect(await onApp.text()).not.toContain('<script src="game.js">')
    const csp = (await ctx.request('/api/health')).headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`frame-src ${ctx.config.gamesOrigin}`)
    expect(csp).toContain("frame-ancestors 'none'")
  })
})
