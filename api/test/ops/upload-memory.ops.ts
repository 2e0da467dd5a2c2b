/**
 * A 150 MiB build uploaded by the real tus client, in the PWA's chunks, to a production server, then
 * made a game's build (its zip checked, every file inflated and stored by its hash): the server
 * streams it all, so its resident memory grows by less than 64 MiB at any moment (issue 27; the
 * chunks of the request body are released as they reach the disk, games/upload-store.ts, decision
 * 0280) and keeps nothing of it once idle (under 32 MiB after the idle collection). The figures of
 * docs/games.md and docs/benchmarks.md#uploads are printed (throughput on loopback, the peak in each
 * phase, RSS once the idle collection ran). Run by `bun run test uploads`.
 */
import { afterAll, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { crc32, deflateRawSync } from 'node:zlib'
import { Upload } from 'tus-js-client'
import { UPLOAD_CHUNK_BYTES } from '../../src/shared/constants'
import { startServer } from '../server'
import { bearer } from '../support'
import { makeZip, type ZipEntry } from '../zip'
import { clientOf, productionEnv, seed, tempDataDir } from './cluster'

const MIB = 1024 * 1024
/**
 * Issue 27's bound on the peak, upload and check alike. Before decision 0280 the upload alone grew
 * the server by +64 to +104 MiB (garbage: the body's chunks, already on disk, waiting for the
 * collector); since, +8 to +22 MiB. What stays must be small.
 */
const PEAK_MIB = 64
/**
 * Once idle, after the build too: 21–23 MiB before decision 0280, 22.5–28.9 MiB since (the check's
 * forced collection leaves the allocator's free pages to the idle one); 150 MiB is what it must not be.
 */
const SETTLED_MIB = 32
// The machine these run on is shared: a first start on a new DATA_DIR may take long.
const server = await startServer(productionEnv({ DATA_DIR: tempDataDir(), PUBLIC_URL: 'http://club.test' }), 280_000)
afterAll(() => server.stop())
const api = clientOf(server)

/** Resident memory of the server now, in bytes (Linux). */
const rss = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
}

/** Bytes that do not compress, as a game's textures and audio: deflated, they are as large as they were. */
function noise(bytes: number, seed: number): Uint8Array {
  const out = new Uint32Array(bytes / 4)
  let x = seed
  for (let i = 0; i < out.length; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = x >>> 0
  }
  return new Uint8Array(out.buffer)
}

/** A 150 MiB build: an index.html and fifteen 9.5 MiB assets, deflated as an archiver does. */
function bigBuild(): Uint8Array {
  const entries: ZipEntry[] = [{ name: 'index.html', data: '<!doctype html><title>Big</title>' }]
  for (let i = 0; i < 15; i++) {
    const data = noise(9.5 * MIB, i + 1)
    entries.push({
      name: `assets/part-${i}.bin`,
      deflated: { bytes: deflateRawSync(data, { level: 1 }), size: data.length, crc: crc32(data) },
    })
  }
  return makeZip(entries)
}

test('a 150 MiB build streams to disk and into the store: the server’s memory grows by < 64 MiB and keeps nothing', async () => {
  const { admin } = await seed(api, { members: 0, events: 0 })
  const token = admin?.token ?? ''
  const send = (body: Uint8Array) =>
    new Promise<string>((resolve, reject) => {
      const upload = new Upload(Buffer.from(body.buffer, body.byteOffset, body.byteLength), {
        endpoint: `${server.url}/api/uploads`,
        headers: bearer(token).headers,
        retryDelays: [],
        // As the PWA sends it (BuildUpload.tsx): one request per chunk.
        chunkSize: UPLOAD_CHUNK_BYTES,
        onError: reject,
        onSuccess: () => resolve(upload.url?.split('/').pop() ?? ''),
      })
      upload.start()
    })
  const game = await api.api.games.post({ title: 'Big' }, bearer(token))
  const gameId = game.data?._id ?? ''
  const build = (uploadId: string) => api.api.games({ id: gameId }).build.post({ uploadId }, bearer(token))
  // Warm up: one small build, so the upload and zip code is loaded before the baseline.
  const small = makeZip([{ name: 'index.html', data: '<!doctype html><title>Small</title>' }])
  expect((await build(await send(small))).status).toBe(201)
  const body = bigBuild()
  expect(body.byteLength).toBeGreaterThan(150 * MIB)
  Bun.gc(true)
  await Bun.sleep(500)
  const before = rss()
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss())
  }, 10)
  const started = performance.now()
  const uploadId = await send(body)
  const seconds = (performance.now() - started) / 1000
  peak = Math.max(peak, rss())
  const uploadPeak = peak
  peak = rss()
  const checkStarted = performance.now()
  const built = await build(uploadId)
  const checkSeconds = (performance.now() - checkStarted) / 1000
  clearInterval(sampler)
  peak = Math.max(peak, rss())
  const checkPeak = peak
  expect(built.status).toBe(201)
  expect(built.data?.build.fileCount).toBe(16)
  // What stays once the server is idle and its collector ran (lib/idle-collect.ts: a full collection
  // after a quiet second): retained memory, as opposed to garbage not yet collected at the peak.
  // Polled until it is down, for 15 s at most.
  let settled = rss()
  for (const until = performance.now() + 15_000; settled - before >= SETTLED_MIB * MIB && performance.now() < until; ) {
    await Bun.sleep(100)
    settled = rss()
  }
  const mib = (bytes: number) => Number((bytes / MIB).toFixed(1))
  console.log(
    JSON.stringify({
      uploadMiB: mib(body.byteLength),
      seconds: Number(seconds.toFixed(2)),
      throughputMiBps: Number((body.byteLength / MIB / seconds).toFixed(1)),
      rssBeforeMiB: mib(before),
      rssPeakMiB: mib(uploadPeak),
      rssGrowthMiB: mib(uploadPeak - before),
      checkSeconds: Number(checkSeconds.toFixed(2)),
      checkRssGrowthMiB: mib(checkPeak - before),
      rssSettledGrowthMiB: mib(settled - before),
    }),
  )
  expect(uploadPeak - before).toBeLessThan(PEAK_MIB * MIB)
  expect(checkPeak - before).toBeLessThan(PEAK_MIB * MIB)
  // Nothing proportional to the upload is kept.
  expect(settled - before).toBeLessThan(SETTLED_MIB * MIB)
}, 180_000)
