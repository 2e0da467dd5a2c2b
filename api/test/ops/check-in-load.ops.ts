/**
 * Check-ins at full speed on PostgreSQL (issue 17's targets: ≥ 300/s into one event, ≥ 1,000/s
 * spread over events, p99 ≤ 100 ms): wrk (2 threads, 64 connections) sends scans of tickets never
 * scanned before, each with its own nonce, as an admin's scanners would. Reports check-ins/s and
 * the latency, then checks the rows: one check-in and one attendance award per 201, nothing else.
 * The same rush is part of `bun run bench` (test/rushes.ts seeds it for both).
 * Run by hand: `cd api && bun test ./test/ops/check-in-load.ops.ts` (LOAD_SECONDS, LOAD_FSYNC=on).
 */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkInScript, ensureWrk, runWrk } from '../../../scripts/bench/wrk'
import { doorRows, seedDoor } from '../rushes'
import { startServer } from '../server'
import { TEST_SECRET } from '../tokens'
import { openForCheck, ownPostgres, productionEnv } from './cluster'

const SECONDS = Number(process.env.LOAD_SECONDS ?? 8)
/** More tickets than wrk can scan in SECONDS, so every request is a first scan. */
const TICKETS = 24_000

const pg = await ownPostgres({ fsync: process.env.LOAD_FSYNC === 'on' })
const server = await startServer(productionEnv({ DATABASE_URL: pg.url }))
const dir = mkdtempSync(join(tmpdir(), 'club-check-in-load-'))
afterAll(async () => {
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
})

async function measure(eventCount: number, tag: string) {
  if (!ensureWrk()) throw new Error('wrk is needed (apt-get install wrk)')
  const seeding = openForCheck({ databaseUrl: pg.url })
  const { token, scans, eventIds } = await seedDoor(seeding.db, {
    eventCount,
    tickets: TICKETS,
    tag,
    secret: TEST_SECRET,
  })
  await seeding.close()
  const result = await runWrk({
    url: server.url,
    script: checkInScript(token, scans),
    seconds: SECONDS,
    dir,
    name: tag,
  })
  const database = openForCheck({ databaseUrl: pg.url })
  const rows = await doorRows(database.db, eventIds)
  await database.close()
  const firsts = result.statuses?.['201'] ?? 0
  console.log(
    `check-ins into ${eventCount} event(s), fsync ${process.env.LOAD_FSYNC === 'on' ? 'on' : 'off'}: ` +
      `${(firsts / result.seconds).toFixed(0)} check-ins/s (201s) over ${result.seconds.toFixed(1)} s, ` +
      `p50 ${result.p50_ms.toFixed(1)} ms, p90 ${result.p90_ms.toFixed(1)} ms, p99 ${result.p99_ms.toFixed(1)} ms, ` +
      `statuses ${JSON.stringify(result.statuses)}; rows: ${rows.checked} checked in, ${rows.awards} awards`,
  )
  expect(Object.keys(result.statuses ?? {})).toEqual(['201'])
  // Requests in flight when wrk stopped may have been stored without their answer being counted.
  expect(rows.checked).toBeGreaterThanOrEqual(firsts)
  expect(rows.awards).toBe(rows.checked)
  expect(rows.violations).toEqual([])
}

test(`${SECONDS} s of check-ins into one event (the door of a big jam)`, () => measure(1, 'one'), 300_000)
test(`${SECONDS} s of check-ins spread over 20 events`, () => measure(20, 'spread'), 300_000)
