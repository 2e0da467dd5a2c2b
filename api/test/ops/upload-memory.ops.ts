/**
 * A 150 MiB build uploaded by the real tus client, in the PWA's chunks, to a production server: the
 * server streams it to disk, so its resident memory grows by less than the upload at its peak
 * (never held whole) and keeps nothing once idle (under 24 MiB after
 * the idle collection), and the figures of docs/games.md are printed
 * (throughput on loopback, peak RSS, RSS once the idle collection ran).
 * Run by `bun run test uploads`.
 */
import { afterAll, expect, test } from 'bun:test'
import { readFileSync } from 'node:fs'
import { Upload } from 'tus-js-client'
import { UPLOAD_CHUNK_BYTES } from '../../src/shared/constants'
import { startServer } from '../server'
import { bearer } from '../support'
import { clientOf, productionEnv, seed, tempDataDir } from './cluster'

const MIB = 1024 * 1024
/**
 * The peak is mostly garbage not yet collected (docs/games.md#measured: 83–104 MiB on a quiet
 * machine, +4 to +14 MiB after the collection; a bare Bun.serve grows 29–36 MiB just reading the
 * body): under the upload's own size proves it is never held whole. What stays must be small.
 */
const PEAK_MIB = 150
const SETTLED_MIB = 24
// The machine these run on is shared: a first start on a new DATA_DIR may take long.
const server = await startServer(productionEnv({ DATA_DIR: tempDataDir(), PUBLIC_URL: 'http://club.test' }), 280_000)
afterAll(() => server.stop())
const api = clientOf(server)

/** Resident memory of the server now, in bytes (Linux). */
const rss = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
}

test('a 150 MiB upload streams to disk: the server’s memory never holds it, and keeps nothing of it', async () => {
  const { admin } = await seed(api, { members: 0, events: 0 })
  const token = admin?.token ?? ''
  const send = (body: Buffer) =>
    new Promise<void>((resolve, reject) => {
      new Upload(body, {
        endpoint: `${server.url}/api/uploads`,
        headers: bearer(token).headers,
        retryDelays: [],
        // As the PWA sends it (BuildUpload.tsx): one request per chunk.
        chunkSize: UPLOAD_CHUNK_BYTES,
        onError: reject,
        onSuccess: () => resolve(),
      }).start()
    })
  // Warm up: one small upload, so the upload code is loaded before the baseline.
  await send(Buffer.alloc(MIB, 1))
  const body = Buffer.alloc(150 * MIB, 7)
  Bun.gc(true)
  await Bun.sleep(500)
  const before = rss()
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss())
  }, 10)
  const started = performance.now()
  await send(body)
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  peak = Math.max(peak, rss())
  const grew = peak - before
  // What stays once the server is idle and its collector ran (lib/idle-collect.ts: a full collection
  // after a quiet second): retained memory, as opposed to garbage not yet collected at the peak.
  // Polled until it is down, for 15 s at most.
  let settled = rss()
  for (const until = performance.now() + 15_000; settled - before >= SETTLED_MIB * MIB && performance.now() < until; ) {
    await Bun.sleep(100)
    settled = rss()
  }
  console.log(
    JSON.stringify({
      uploadMiB: 150,
      seconds: Number(seconds.toFixed(2)),
      throughputMiBps: Number((150 / seconds).toFixed(1)),
      rssBeforeMiB: Number((before / MIB).toFixed(1)),
      rssPeakMiB: Number((peak / MIB).toFixed(1)),
      rssGrowthMiB: Number((grew / MIB).toFixed(1)),
      rssSettledGrowthMiB: Number(((settled - before) / MIB).toFixed(1)),
    }),
  )
  // Nothing proportional to the upload is kept.
  expect(settled - before).toBeLessThan(SETTLED_MIB * MIB)
  expect(grew).toBeLessThan(PEAK_MIB * MIB)
}, 120_000)
