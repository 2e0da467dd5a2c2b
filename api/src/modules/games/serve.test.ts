/**
 * The games origin: only build files of published games, with the headers of decision 0225, Range,
 * and .br/.gz negotiated; the app's origin never serves a game file. What may be served is kept in
 * memory (served-builds.ts, decision 0295): at once after this server's writes, within
 * SERVABLE_MAX_AGE_MS after another's, with no query per request.
 */
import { describe, expect, test } from 'bun:test'
import { randomBytes } from 'node:crypto'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { createGame, SIMPLE_BUILD, signUpMaker, uploadBuild } from '../../../test/games'
import { bearer, dataUrl, IMAGES, setupApp, signUpAdmin } from '../../../test/support'
import type { Db } from '../../db/client'
import { requestsArrived } from '../../lib/idle-collect'
import { BUILD_GRACE_MINUTES } from '../../shared/constants'
import { sweepUnusedBuilds } from './build-sweep'
import { gamesOriginHandler } from './serve'
import { SERVABLE_MAX_AGE_MS, servedBuilds } from './served-builds'
import { gameFilesFor } from './setup'

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

/** The database, counting the queries sent through it. */
function counted(db: Db) {
  const count = { queries: 0 }
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver)
      if (property !== 'execute' || typeof value !== 'function') return value
      return (...args: unknown[]) => {
        count.queries++
        return value.apply(target, args)
      }
    },
  })
  return { db: proxy, count }
}

/** Another server over the same database and STORAGE_DIR: its own memory, a clock the test moves. */
function anotherServer(options: { maxPaths?: number } = {}) {
  const clock = { ms: 0 }
  const { db, count } = counted(ctx.database.db)
  const serve = gamesOriginHandler({
    builds: servedBuilds(db, { now: () => clock.ms, ...options }),
    storage: gameFilesFor(ctx.config.storageDir).storage,
    publicUrl: ctx.config.publicUrl,
  })
  const get = async (path: string) => serve(new Request(`${ctx.config.gamesOrigin}${path}`))
  return { get, clock, count }
}

describe('the games origin without the database in the path', () => {
  test('concurrent first requests for a build make one query for its files and one for the servable builds; later ones none', async () => {
    const other = anotherServer()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => other.get(`${base}/${i % 2 ? 'game.js' : 'index.html'}`)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(other.count.queries).toBe(2)
    for (let i = 0; i < 50; i++) expect((await other.get(`${base}/game.pck`)).status).toBe(200)
    expect(await (await other.get(`${base}/game.pck`)).arrayBuffer()).toEqual(new Uint8Array(data).buffer)
    // Unknown build ids, and unknown files of a known one: 404 with no query, and nothing kept.
    for (let i = 0; i < 50; i++) {
      expect((await other.get(`/b/${crypto.randomUUID()}/index.html`)).status).toBe(404)
      expect((await other.get(`${base}/missing-${i}.js`)).status).toBe(404)
    }
    expect(other.count.queries).toBe(2)
    // Past half its age, a request is still served from memory and the servable builds are read
    // again beside it, once; the files of a build are never read again.
    other.clock.ms = SERVABLE_MAX_AGE_MS / 2
    const during = await Promise.all(Array.from({ length: 10 }, () => other.get(`${base}/game.js`)))
    expect(during.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(other.count.queries).toBe(3)
  })

  test('another server stops serving an unpublished build within SERVABLE_MAX_AGE_MS, and serves it again as soon', async () => {
    const shown = await publishedBuild()
    const path = `/b/${shown.build._id}/index.html`
    const other = anotherServer()
    expect((await other.get(path)).status).toBe(200)
    await ctx.api.api.games({ id: shown.game._id }).put({ status: 'hidden' }, bearer(admin.token))
    // At once on the server that wrote; the other one serves what it read until its copy is too old.
    expect((await games(path)).status).toBe(404)
    expect((await other.get(path)).status).toBe(200)
    other.clock.ms += SERVABLE_MAX_AGE_MS
    expect((await other.get(path)).status).toBe(404)
    await ctx.api.api.games({ id: shown.game._id }).put({ status: 'published' }, bearer(admin.token))
    expect((await games(path)).status).toBe(200)
    other.clock.ms += SERVABLE_MAX_AGE_MS
    expect((await other.get(path)).status).toBe(200)
    await ctx.api.api.games({ id: shown.game._id }).delete({}, bearer(maker.token))
    expect((await games(path)).status).toBe(404)
    other.clock.ms += SERVABLE_MAX_AGE_MS
    expect((await other.get(path)).status).toBe(404)
  })

  test('a game file counts as a request for the idle collection (a crowd on the games port alone is not silence)', async () => {
    const other = anotherServer()
    const before = requestsArrived()
    for (let i = 0; i < 5; i++) await other.get(`${base}/game.js`)
    expect(requestsArrived() - before).toBe(5)
  })

  test('file tables are kept up to maxPaths, least recently used first out', async () => {
    const second = await publishedBuild()
    const other = anotherServer({ maxPaths: entries.length + 1 })
    expect((await other.get(`${base}/game.js`)).status).toBe(200)
    expect(other.count.queries).toBe(2) // the servable builds, this build's files
    expect((await other.get(`/b/${second.build._id}/game.js`)).status).toBe(200)
    expect(other.count.queries).toBe(3) // the second build's files; the first's are let go
    expect((await other.get(`/b/${second.build._id}/index.html`)).status).toBe(200)
    expect(other.count.queries).toBe(3)
    expect((await other.get(`${base}/index.html`)).status).toBe(200)
    expect(other.count.queries).toBe(4)
  })

  test('a replaced build: the new one is served at once, the old one until the sweep removes it (decision 0253)', async () => {
    const replaced = await publishedBuild()
    const old = `/b/${replaced.build._id}/index.html`
    const other = anotherServer()
    expect((await games(old)).status).toBe(200)
    expect((await other.get(old)).status).toBe(200)
    const { data: next } = await uploadBuild(ctx, maker.token, replaced.game._id, SIMPLE_BUILD)
    const fresh = `/b/${next?.build._id}/index.html`
    expect((await games(fresh)).status).toBe(200)
    expect((await games(old)).status).toBe(200)
    other.clock.ms += SERVABLE_MAX_AGE_MS
    expect((await other.get(fresh)).status).toBe(200)
    expect((await other.get(old)).status).toBe(200)
    const later = new Date(Date.now() + (BUILD_GRACE_MINUTES + 1) * 60_000)
    await sweepUnusedBuilds(ctx.database.db, gameFilesFor(ctx.config.storageDir).storage, {
      graceMinutes: BUILD_GRACE_MINUTES,
      now: later,
    })
    other.clock.ms += SERVABLE_MAX_AGE_MS
    expect((await other.get(old)).status).toBe(404)
    expect((await other.get(fresh)).status).toBe(200)
  })
})
