/**
 * The games origin alone (decision 0295): the wrk step of `bun run bench`'s games part without its
 * 60 games, jam and Lighthouse runs. One production server (PGlite) with one published build (an
 * index.html and the bench's 64 KiB game.js, through tus as the app sends it), then rounds of wrk
 * (64 connections) against a bare Bun.serve answering the same bytes with Bun.file and against the
 * games port, one after the other (each first in every other round), so both see the same load of
 * the machine. Prints each run, the medians and the load average; the ratio is what counts on a
 * shared machine.
 *
 * `bun scripts/bench/games-origin.ts [rounds=3] [seconds=10]`
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeZip } from '../../api/test/zip'
import { uploadZipTo } from '../../e2e/tus-upload'
import { GAMES_BENCH, gameScript, startMakersServer } from './games'
import { round } from './results'
import { startFileBaseline } from './server'
import { ensureWrk, fixedRequestScript, runWrk, type WrkResult, wrkLine } from './wrk'

const rounds = Number(process.argv[2] ?? 3)
const seconds = Number(process.argv[3] ?? 10)
if (!ensureWrk()) throw new Error('wrk is needed')
const tmp = mkdtempSync(join(tmpdir(), 'club-bench-origin-'))
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

const { server, client, maker, stop } = await startMakersServer()
try {
  const token = await maker('originmaker')
  const script = gameScript(GAMES_BENCH.gameJsBytes)
  const made = await client.expect<{ _id: string }>(201, 'POST', '/api/games', { title: 'Moth' }, token)
  const uploadId = await uploadZipTo(
    server.url,
    token,
    makeZip([
      { name: 'index.html', data: '<!doctype html><title>Moth</title><script src="game.js"></script>' },
      { name: 'game.js', data: script },
    ]),
  )
  await client.expect(201, 'POST', `/api/games/${made._id}/build`, { uploadId }, token)
  const game = await client.expect<{ build: { playUrl: string } }>(
    200,
    'PUT',
    `/api/games/${made._id}`,
    { status: 'published' },
    token,
  )
  const fileUrl = new URL('game.js', game.build.playUrl).href
  const served = await fetch(fileUrl)
  if (served.status !== 200 || (await served.text()) !== script) throw new Error(`${fileUrl}: not the build's file`)
  const file = join(tmp, 'game.js')
  await Bun.write(file, script)
  const bare = await startFileBaseline(file)
  const runs: { baseline: WrkResult; origin: WrkResult; load: string }[] = []
  try {
    for (let i = 0; i < rounds; i++) {
      const wrk = (url: string, name: string) =>
        runWrk({ url, script: fixedRequestScript({}), seconds, dir: tmp, name })
      // Each goes first in every other round: the machine's load drifts within a round too.
      const first = i % 2 ? 'origin' : 'baseline'
      const one = await (first === 'baseline'
        ? wrk(`${bare.url}/game.js`, 'file-baseline')
        : wrk(fileUrl, 'games-origin'))
      const two = await (first === 'baseline'
        ? wrk(fileUrl, 'games-origin')
        : wrk(`${bare.url}/game.js`, 'file-baseline'))
      const [baseline, origin] = first === 'baseline' ? [one, two] : [two, one]
      runs.push({ baseline, origin, load: load() })
      console.log(`round ${i + 1}: load ${load()}`)
      console.log(`  bare Bun.serve + Bun.file ${wrkLine(baseline)}`)
      console.log(`  games origin              ${wrkLine(origin)}  ratio ${(origin.rps / baseline.rps).toFixed(3)}`)
    }
  } finally {
    await bare.stop()
  }
  const pick = (side: 'baseline' | 'origin', key: 'rps' | 'p50_ms' | 'p99_ms') =>
    round(median(runs.map((run) => run[side][key])), 2)
  console.log(
    JSON.stringify({
      when: new Date().toISOString(),
      rounds,
      seconds,
      connections: 64,
      file_kib: round(script.length / 1024, 1),
      baseline: {
        rps: pick('baseline', 'rps'),
        p50_ms: pick('baseline', 'p50_ms'),
        p99_ms: pick('baseline', 'p99_ms'),
      },
      origin: { rps: pick('origin', 'rps'), p50_ms: pick('origin', 'p50_ms'), p99_ms: pick('origin', 'p99_ms') },
      ratio_median: round(median(runs.map((run) => run.origin.rps / run.baseline.rps)), 3),
      ratios: runs.map((run) => round(run.origin.rps / run.baseline.rps, 3)),
      non_2xx: runs.reduce((sum, run) => sum + run.origin.non_2xx, 0),
      load: runs.map((run) => run.load),
    }),
  )
} finally {
  await stop()
  rmSync(tmp, { recursive: true, force: true })
}
