/**
 * Registrations into ONE event with capacity 500 on PostgreSQL, as fast as wrk (2 threads, 64
 * connections) can send them: every registration of that event takes its turn on the event row's
 * lock (decision 0140), so this is the route's worst case. Reports registrations/s and checks that
 * exactly 500 hold a seat, the rest wait in positions 1..n, and the database checks hold.
 * Run by hand: `cd api && bun test ./test/ops/one-event-load.ops.ts` (LOAD_FSYNC=on to keep
 * PostgreSQL's fsync on, LOAD_SECONDS to change the 10 s, LOAD_CAPACITY another capacity or none).
 */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { ensureWrk, registrationScript, runWrk } from '../../../scripts/bench/wrk'
import { users } from '../../src/db/schema'
import { databaseViolations, queryRows } from '../db-checks'
import { startServer } from '../server'
import { bearer, eventInput } from '../support'
import { claims, makeToken } from '../tokens'
import { clientOf, openForCheck, ownPostgres, productionEnv, seed } from './cluster'

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
  const api = clientOf(server)
  const { admin } = await seed(api, { members: 0, events: 0 })
  const created = await api.api.events.post(
    eventInput({ name: 'Launch party', capacity: CAPACITY }),
    bearer(admin.token),
  )
  const eventId = created.data!._id
  // LOAD_EVENTS=n spreads the same load over n events (the first one counted below), for comparison.
  const others = await Promise.all(
    Array.from({ length: Number(process.env.LOAD_EVENTS ?? 1) - 1 }, async () => {
      const other = await api.api.events.post(eventInput({ name: 'Side event' }), bearer(admin.token))
      return other.data!._id
    }),
  )
  // Students written straight into the database, with tokens signed by the server's secret.
  const database = openForCheck({ databaseUrl: pg.url })
  const ids = Array.from({ length: STUDENTS }, () => Bun.randomUUIDv7())
  for (let i = 0; i < ids.length; i += 5_000)
    await database.db
      .insert(users)
      .values(
        ids.slice(i, i + 5_000).map((id, j) => ({ id, username: `load${i + j}`, email: `load${i + j}@load.test` })),
      )
  const tokens = ids.map((id) => makeToken(claims(id)))

  const result = await runWrk({
    url: server.url,
    script: registrationScript(tokens, [eventId, ...others]),
    seconds: SECONDS,
    dir,
    name: 'one-event',
  })
  const registered = result.statuses?.['201'] ?? 0
  const [counts] = await queryRows<{ registered: string; waitlisted: string }>(
    database.db,
    sql`select count(*) filter (where status = 'registered') as registered,
               count(*) filter (where status = 'waitlisted') as waitlisted
        from registrations where event_id = ${eventId}`,
  )
  const violations = await databaseViolations(database.db)
  await database.close()
  console.log(
    `one event, capacity ${CAPACITY}, fsync ${process.env.LOAD_FSYNC === 'on' ? 'on' : 'off'}: ` +
      `${(registered / result.seconds).toFixed(0)} registrations/s (201s) over ${result.seconds.toFixed(1)} s, ` +
      `p50 ${result.p50_ms.toFixed(1)} ms, p99 ${result.p99_ms.toFixed(1)} ms, statuses ${JSON.stringify(result.statuses)}; ` +
      `rows: ${counts?.registered} registered, ${counts?.waitlisted} waitlisted`,
  )
  expect(Object.keys(result.statuses ?? {})).toEqual(['201'])
  // Requests in flight when wrk stopped may have been stored without their answer being counted.
  const stored = Number(counts?.registered) + Number(counts?.waitlisted)
  if (others.length === 0) expect(stored).toBeGreaterThanOrEqual(registered)
  expect(Number(counts?.registered)).toBe(CAPACITY === null ? stored : Math.min(CAPACITY, stored))
  expect(violations).toEqual([])
}, 300_000)
