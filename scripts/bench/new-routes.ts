/**
 * `bun scripts/bench/new-routes.ts [seconds]`: the leaderboard and calendar routes under wrk, on
 * PGlite and on PostgreSQL 15, with a club a year into its life written into the database first
 * (api/test/club-data.ts: 5,000 students, 200 events, 100,000 ledger entries), against a bare
 * Bun.serve answering the leaderboard's bytes in the same run. Prints one line per route; the
 * full bench (`bun run bench`) is where figures are recorded.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openPglite, openPostgres } from '../../api/src/db/client'
import { REALISTIC, seedClubData } from '../../api/test/club-data'
import { ClubClient } from '../lib/club-client'
import { postgresAvailable, startPostgres } from '../lib/postgres'
import { startBaseline, startClubServer, stopOnInterrupt } from './server'
import { ensureWrk, fixedRequestScript, runWrk, type WrkResult } from './wrk'

const seconds = Number(process.argv[2] ?? 5)
const tmp = mkdtempSync(join(tmpdir(), 'club-new-routes-'))
const removeTmp = stopOnInterrupt(async () => rmSync(tmp, { recursive: true, force: true }))
if (!ensureWrk()) throw new Error('wrk is needed: apt-get install -y wrk')

const line = (name: string, result: WrkResult, baseline?: number) =>
  console.log(
    `  ${name.padEnd(44)} ${result.rps.toFixed(0).padStart(6)} req/s${baseline ? ` (${((100 * result.rps) / baseline).toFixed(0).padStart(3)} %)` : '       '}  p50 ${result.p50_ms.toFixed(2)} ms  p99 ${result.p99_ms.toFixed(2)} ms  ≥400: ${result.non_2xx}`,
  )

async function seeded(open: () => ReturnType<typeof openPglite>) {
  const database = open()
  try {
    await database.migrate()
    const started = performance.now()
    await seedClubData(database.db, REALISTIC)
    console.log(`  seeded ${JSON.stringify(REALISTIC)} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await database.close()
  }
}

let baselineRps = 0
for (const db of ['pglite', 'postgres'] as const) {
  if (db === 'postgres' && !postgresAvailable()) {
    console.log('postgres: skipped (no PostgreSQL 15 binaries)')
    continue
  }
  console.log(db)
  const cluster = db === 'postgres' ? await startPostgres() : null
  const stopPg = cluster ? stopOnInterrupt(() => cluster.stop()) : null
  if (cluster) await seeded(() => openPostgres(cluster.url, 2))
  const server = await startClubServer(
    cluster?.url ?? null,
    cluster ? undefined : (dir) => seeded(() => openPglite(dir)),
  )
  try {
    const client = new ClubClient(server.url)
    const reader = await client.signUp('benchreader', 'reader@bench.test')
    const events = await client.expect<{ _id: string }[]>(200, 'GET', '/api/events')
    const board = await (await fetch(`${server.url}/api/leaderboard`)).text()
    if (!baselineRps) {
      const baseline = await startBaseline(board, tmp)
      const result = await runWrk({
        url: baseline.url,
        script: fixedRequestScript({}),
        seconds,
        dir: tmp,
        name: 'baseline',
      })
      await baseline.stop()
      baselineRps = result.rps
      line('baseline (Bun.serve, the same bytes)', result)
    }
    const routes: [string, string, Record<string, string>][] = [
      ['GET /api/leaderboard', '/api/leaderboard', {}],
      ['GET /api/leaderboard?period=semester', '/api/leaderboard?period=semester', {}],
      ['GET /api/leaderboard (signed in: me)', '/api/leaderboard', { authorization: `Bearer ${reader.token}` }],
      ['GET /api/events/:id/calendar.ics', `/api/events/${events[0]?._id}/calendar.ics`, {}],
      ['GET /api/calendar/club.ics', '/api/calendar/club.ics', {}],
    ]
    for (const [name, path, headers] of routes) {
      const result = await runWrk({
        url: `${server.url}${path}`,
        script: fixedRequestScript({ headers }),
        seconds,
        dir: tmp,
        name: `${db}-${name.replace(/\W+/g, '-')}`,
      })
      line(name, result, baselineRps)
    }
  } finally {
    await server.stop()
    await stopPg?.()
  }
}
await removeTmp()
