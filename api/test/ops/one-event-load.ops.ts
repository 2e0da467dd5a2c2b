/**
 * Registrations into ONE event with capacity 500 on PostgreSQL, as fast as wrk (2 threads, 64
 * connections) can send them: every registration of that event takes its turn on the event row's
 * lock (decision 0140), so this is the route's worst case. Reports registrations/s and checks that
 * exactly 500 hold a seat, the rest wait in positions 1..n, and the database checks hold.
 * Run by hand: `cd api && bun test ./test/ops/one-event-load.ops.ts` (LOAD_FSYNC=on to keep
 * PostgreSQL's fsync on, LOAD_SECONDS to change the 10 s, LOAD_CAPACITY another capacity or none).
 * `bun run bench` runs the same rush with the 2,000 students of issue 17 (test/rushes.ts).
 */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureWrk, registrationScript, runWrk } from '../../../scripts/bench/wrk'
import { insertOpenEvent, insertStudents, seatRows } from '../rushes'
import { startServer } from '../server'
import { TEST_SECRET } from '../tokens'
import { openForCheck, ownPostgres, productionEnv } from './cluster'

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10)
/** LOAD_CAPACITY=none measures the same route into an unlimited event. */
const CAPACITY = process.env.LOAD_CAPACITY === 'none' ? null : Number(process.env.LOAD_CAPACITY ?? 500)
/** More students than wrk can register in SECONDS, so every request is a new one (no 409s). */
const STUDENTS = 30_000

const pg = await ownPostgres({ fsync: process.env.LOAD_FSYNC === 'on' })
const server = await startServer(productionEnv({ DATABASE_URL: pg.url }))
const dir = mkdtempSync(join(tmpdir(), 'club-load-'))
afterAll(async () => {
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
})

test(`${SECONDS} s of registrations into one event of ${CAPACITY} seats`, async () => {
  if (!ensureWrk()) throw new Error('wrk is needed (apt-get install wrk)')
  // Students and events written straight into the database, with tokens signed by the server's secret.
  const database = openForCheck({ databaseUrl: pg.url })
  const eventId = await insertOpenEvent(database.db, CAPACITY)
  // LOAD_EVENTS=n spreads the same load over n events (the first one counted below), for comparison.
  const others: string[] = []
  for (let i = 1; i < Number(process.env.LOAD_EVENTS ?? 1); i++)
    others.push(await insertOpenEvent(database.db, null, 'Side event'))
  const { tokens } = await insertStudents(database.db, STUDENTS, 'load', TEST_SECRET)

  const result = await runWrk({
    url: server.url,
    script: registrationScript(tokens, [eventId, ...others]),
    seconds: SECONDS,
    dir,
    name: 'one-event',
  })
  const registered = result.statuses?.['201'] ?? 0
  const counts = await seatRows(database.db, eventId)
  await database.close()
  console.log(
    `one event, capacity ${CAPACITY}, fsync ${process.env.LOAD_FSYNC === 'on' ? 'on' : 'off'}: ` +
      `${(registered / result.seconds).toFixed(0)} registrations/s (201s) over ${result.seconds.toFixed(1)} s, ` +
      `p50 ${result.p50_ms.toFixed(1)} ms, p99 ${result.p99_ms.toFixed(1)} ms, statuses ${JSON.stringify(result.statuses)}; ` +
      `rows: ${counts.registered} registered, ${counts.waitlisted} waitlisted`,
  )
  expect(Object.keys(result.statuses ?? {})).toEqual(['201'])
  // Requests in flight when wrk stopped may have been stored without their answer being counted.
  const stored = counts.registered + counts.waitlisted
  if (others.length === 0) expect(stored).toBeGreaterThanOrEqual(registered)
  expect(counts.registered).toBe(CAPACITY === null ? stored : Math.min(CAPACITY, stored))
  expect(counts.violations).toEqual([])
}, 300_000)
