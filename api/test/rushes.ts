/**
 * The rushes the club must survive (docs/benchmarks.md): the door of a big jam, where scanners
 * check in a crowd, and a popular event that opens with more students than seats. The people,
 * events and tickets are written straight into the database (thousands of sign-ups through argon2
 * would take minutes), with tokens signed by the server's secret; afterwards the rows are read back.
 * Shared by the load tests in test/ops/ (which assert) and `bun run bench` (which reports).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client'
import { events, registrations, users } from '../src/db/schema'
import { queryRows } from '../src/lib/query-rows'
import { databaseViolations } from './db-checks'
import { claims, makeToken } from './tokens'

const CHUNK = 4_000
const randomTicket = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')

/** An admin written into the database, and a token for them signed with `secret`. */
async function insertAdmin(db: Db, tag: string, secret: string): Promise<string> {
  const id = Bun.randomUUIDv7()
  await db.insert(users).values({ id, username: `door_${tag}`, email: `door_${tag}@load.test`, role: 'admin' })
  return makeToken(claims(id), { secret })
}

/** `count` students with complete accounts, and a token for each signed with `secret`. */
export async function insertStudents(db: Db, count: number, tag: string, secret: string) {
  const ids = Array.from({ length: count }, () => Bun.randomUUIDv7())
  for (let i = 0; i < ids.length; i += CHUNK)
    await db
      .insert(users)
      .values(
        ids
          .slice(i, i + CHUNK)
          .map((id, j) => ({ id, username: `s${tag}${i + j}`, email: `s${tag}${i + j}@load.test` })),
      )
  return { ids, tokens: ids.map((id) => makeToken(claims(id), { secret })) }
}

export interface Door {
  /** The admin scanning at the door. */
  token: string
  eventIds: string[]
  /** One per seat, spread over the events in turn. */
  scans: { eventId: string; ticket: string }[]
}

/**
 * The door: `eventCount` events under way that pay EXP on attendance, and `tickets` students with a
 * seat, spread over them in turn.
 */
export async function seedDoor(
  db: Db,
  options: { eventCount: number; tickets: number; tag: string; secret: string },
): Promise<Door> {
  const { eventCount, tickets, tag, secret } = options
  const token = await insertAdmin(db, tag, secret)
  const eventIds = Array.from({ length: eventCount }, () => Bun.randomUUIDv7())
  await db.insert(events).values(
    eventIds.map((id, i) => ({
      id,
      name: `Door ${tag} ${i}`,
      description: 'A game jam under way.',
      location: 'Hall',
      date: new Date(Date.now() + 1_800_000),
      pointsAwarded: 10,
      expOn: 'attendance' as const,
    })),
  )
  const { ids } = await insertStudents(db, tickets, tag, secret)
  const scans: Door['scans'] = []
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = ids.slice(i, i + CHUNK).map((userId, j) => ({
      id: Bun.randomUUIDv7(),
      userId,
      eventId: eventIds[(i + j) % eventCount] as string,
      queueNumber: Math.floor((i + j) / eventCount) + 1,
      ticket: randomTicket(),
    }))
    await db.insert(registrations).values(rows)
    scans.push(...rows.map((row) => ({ eventId: row.eventId, ticket: row.ticket })))
  }
  await db.execute(sql`
    update ${events} set registered_count = counted.n, queue_numbers_issued = counted.n
    from (select event_id, count(*)::int as n from ${registrations} group by event_id) as counted
    where ${events.id} = counted.event_id`)
  return { token, eventIds, scans }
}

/** After the door: check-ins and attendance awards stored, and the database's own rules. */
export async function doorRows(db: Db, eventIds: string[]) {
  const [rows] = await queryRows<{ checked: string; awards: string }>(
    db,
    sql`select
      (select count(*) from registrations where event_id in ${eventIds} and checked_in_at is not null) as checked,
      (select count(*) from exp_ledger where event_id in ${eventIds} and reason = 'attendance') as awards`,
  )
  return { checked: Number(rows?.checked), awards: Number(rows?.awards), violations: await databaseViolations(db) }
}

/** One event of `capacity` seats (null: no limit) that pays on registration, open now. */
export async function insertOpenEvent(db: Db, capacity: number | null, name = 'Launch party'): Promise<string> {
  const id = Bun.randomUUIDv7()
  await db.insert(events).values({
    id,
    name,
    description: 'The first playtest of the semester.',
    location: 'Seminar Hall 2',
    date: new Date(Date.now() + 7 * 24 * 3_600_000),
    pointsAwarded: 10,
    capacity,
  })
  return id
}

/** After the rush: who holds a seat and who waits, and the database's own rules. */
export async function seatRows(db: Db, eventId: string) {
  const [counts] = await queryRows<{ registered: string; waitlisted: string; span_s: string | null }>(
    db,
    sql`select count(*) filter (where status = 'registered') as registered,
               count(*) filter (where status = 'waitlisted') as waitlisted,
               extract(epoch from max(created_at) - min(created_at)) as span_s
        from registrations where event_id = ${eventId}`,
  )
  return {
    registered: Number(counts?.registered),
    waitlisted: Number(counts?.waitlisted),
    /** From the first registration stored to the last. */
    spanSeconds: Number(counts?.span_s ?? 0),
    violations: await databaseViolations(db),
  }
}
