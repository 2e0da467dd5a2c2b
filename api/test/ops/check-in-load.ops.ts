/**
 * Check-ins at full speed on PostgreSQL (issue 17's targets: ≥ 300/s into one event, ≥ 1,000/s
 * spread over events, p99 ≤ 100 ms): wrk (2 threads, 64 connections) sends scans of tickets never
 * scanned before, each with its own nonce, as an admin's scanners would. Reports check-ins/s and
 * the latency, then checks the rows: one check-in and one attendance award per 201, nothing else.
 * Run by hand: `cd api && bun test ./test/ops/check-in-load.ops.ts` (LOAD_SECONDS, LOAD_FSYNC=on).
 */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { checkInScript, ensureWrk, runWrk } from '../../../scripts/bench/wrk'
import { events, registrations, users } from '../../src/db/schema'
import { databaseViolations, queryRows } from '../db-checks'
import { startServer } from '../server'
import { claims, makeToken } from '../tokens'
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

/** `eventCount` events under way (attendance EXP), TICKETS students with a seat spread over them. */
async function door(eventCount: number, tag: string) {
  const database = openForCheck({ databaseUrl: pg.url })
  const adminId = Bun.randomUUIDv7()
  await database.db
    .insert(users)
    .values({ id: adminId, username: `door_${tag}`, email: `door_${tag}@load.test`, role: 'admin' })
  const eventIds = Array.from({ length: eventCount }, () => Bun.randomUUIDv7())
  await database.db.insert(events).values(
    eventIds.map((id, i) => ({
      id,
      name: `Door ${tag} ${i}`,
      description: 'Load',
      location: 'Hall',
      date: new Date(Date.now() + 1_800_000),
      pointsAwarded: 10,
      expOn: 'attendance' as const,
    })),
  )
  const scans: { eventId: string; ticket: string }[] = []
  for (let i = 0; i < TICKETS; i += 4_000) {
    const chunk = Array.from({ length: Math.min(4_000, TICKETS - i) }, (_, j) => ({
      id: Bun.randomUUIDv7(),
      n: i + j,
      ticket: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url'),
    }))
    await database.db
      .insert(users)
      .values(chunk.map(({ id, n }) => ({ id, username: `s${tag}${n}`, email: `s${tag}${n}@load.test` })))
    const rows = chunk.map(({ id, n, ticket }) => ({
      id: Bun.randomUUIDv7(),
      userId: id,
      eventId: eventIds[n % eventCount]!,
      queueNumber: Math.floor(n / eventCount) + 1,
      ticket,
    }))
    await database.db.insert(registrations).values(rows)
    scans.push(...rows.map((row) => ({ eventId: row.eventId, ticket: row.ticket })))
  }
  await database.db.execute(sql`
    update ${events} set registered_count = counted.n, queue_numbers_issued = counted.n
    from (select event_id, count(*)::int as n from ${registrations} group by event_id) as counted
    where ${events.id} = counted.event_id`)
  await database.close()
  return { token: makeToken(claims(adminId)), scans, eventIds }
}

async function measure(eventCount: number, tag: string) {
  if (!ensureWrk()) throw new Error('wrk is needed (apt-get install wrk)')
  const { token, scans, eventIds } = await door(eventCount, tag)
  const result = await runWrk({
    url: server.url,
    script: checkInScript(token, scans),
    seconds: SECONDS,
    dir,
    name: tag,
  })
  const database = openForCheck({ databaseUrl: pg.url })
  const [rows] = await queryRows<{ checked: string; awards: string }>(
    database.db,
    sql`select
      (select count(*) from registrations where event_id in ${eventIds} and checked_in_at is not null) as checked,
      (select count(*) from exp_ledger where event_id in ${eventIds} and reason = 'attendance') as awards`,
  )
  const violations = await databaseViolations(database.db)
  await database.close()
  const firsts = result.statuses?.['201'] ?? 0
  console.log(
    `check-ins into ${eventCount} event(s), fsync ${process.env.LOAD_FSYNC === 'on' ? 'on' : 'off'}: ` +
      `${(firsts / result.seconds).toFixed(0)} check-ins/s (201s) over ${result.seconds.toFixed(1)} s, ` +
      `p50 ${result.p50_ms.toFixed(1)} ms, p90 ${result.p90_ms.toFixed(1)} ms, p99 ${result.p99_ms.toFixed(1)} ms, ` +
      `statuses ${JSON.stringify(result.statuses)}; rows: ${rows?.checked} checked in, ${rows?.awards} awards`,
  )
  expect(Object.keys(result.statuses ?? {})).toEqual(['201'])
  // Requests in flight when wrk stopped may have been stored without their answer being counted.
  expect(Number(rows?.checked)).toBeGreaterThanOrEqual(firsts)
  expect(Number(rows?.awards)).toBe(Number(rows?.checked))
  expect(violations).toEqual([])
}

test(`${SECONDS} s of check-ins into one event (the door of a big jam)`, () => measure(1, 'one'), 300_000)
test(`${SECONDS} s of check-ins spread over 20 events`, () => measure(20, 'spread'), 300_000)
