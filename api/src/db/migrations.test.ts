/**
 * A database from before waitlists (migrations up to 0002) with registrations and awards in it,
 * upgraded: every registration gets its queue number in the order it was made, the counters match
 * the rows, tickets are made, and the database checks hold (migration 0004's backfill).
 */
import { afterAll, expect, test } from 'bun:test'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { asc, eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { databaseViolations } from '../../test/db-checks'
import { pgErrorOf } from '../lib/db-errors'
import { MIGRATIONS_FOLDER, pgliteDatabase } from './client'
import { events, mediaVariants, registrations } from './schema'

const BEFORE_WAITLISTS = 3 // 0000_init, 0001_cache_versions, 0002_events_list_version

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** A new PGlite database migrated through the first `entries` migrations only: one from before the later ones. */
async function databaseBefore(entries: number): Promise<PGlite> {
  const folder = mkdtempSync(join(tmpdir(), 'club-migrations-'))
  folders.push(folder)
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true })
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'))
  journal.entries = journal.entries.slice(0, entries)
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal))
  const client = new PGlite()
  await migrate(drizzle(client), { migrationsFolder: folder })
  return client
}

test('registrations made before waitlists are numbered, counted and ticketed by the upgrade', async () => {
  const client = await databaseBefore(BEFORE_WAITLISTS)

  // The old shape: registrations with one award each, made in an order that is not the ids' order.
  const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()] as const
  await client.exec(`
    insert into users (id, username, email, exp) values
      ('${ids[0]}', 'old_a', 'a@old.test', 10), ('${ids[1]}', 'old_b', 'b@old.test', 10), ('${ids[2]}', 'old_c', 'c@old.test', 0);
    insert into events (id, name, description, date, location, points_awarded) values
      ('00000000-0000-4000-8000-000000000001', 'Old jam', 'd', now() + interval '3 days', 'l', 10),
      ('00000000-0000-4000-8000-000000000002', 'Untouched', 'd', now() + interval '3 days', 'l', 10);
    insert into registrations (id, user_id, event_id, created_at) values
      ('00000000-0000-4000-8000-0000000000b2', '${ids[1]}', '00000000-0000-4000-8000-000000000001', now() - interval '2 hours'),
      ('00000000-0000-4000-8000-0000000000a1', '${ids[0]}', '00000000-0000-4000-8000-000000000001', now() - interval '1 hour');
    insert into exp_ledger (user_id, amount, reason, event_id, registration_id) values
      ('${ids[0]}', 10, 'event_registration', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1'),
      ('${ids[1]}', 10, 'event_registration', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000b2');
  `)

  const database = pgliteDatabase(client)
  await database.migrate()
  const db = database.db
  const rows = await db
    .select({
      userId: registrations.userId,
      status: registrations.status,
      queueNumber: registrations.queueNumber,
      ticket: registrations.ticket,
    })
    .from(registrations)
    .orderBy(asc(registrations.queueNumber))
  expect(rows.map((row) => [row.userId, row.status, row.queueNumber])).toEqual([
    [ids[1], 'registered', 1],
    [ids[0], 'registered', 2],
  ])
  expect(rows.every((row) => /^[A-Za-z0-9_-]{43}$/.test(row.ticket))).toBe(true)
  expect(rows[0]?.ticket).not.toBe(rows[1]?.ticket)
  const [jam] = await db.select().from(events).where(eq(events.name, 'Old jam'))
  expect(jam).toMatchObject({
    registeredCount: 2,
    waitlistCount: 0,
    queueNumbersIssued: 2,
    capacity: null,
    expOn: 'registration',
    sequence: 0,
  })
  const [untouched] = await db.select().from(events).where(eq(events.name, 'Untouched'))
  expect(untouched).toMatchObject({ registeredCount: 0, queueNumbersIssued: 0 })
  expect(await databaseViolations(db)).toEqual([])
  // The upgraded ledger is append-only like a new one.
  const refused = await (async () => db.execute(sql`delete from exp_ledger`))().catch((error: unknown) => error)
  expect(pgErrorOf(refused)?.message).toContain('exp_ledger is append-only')
  await database.close()
})

const BEFORE_CROPS = 17 // up to 0016_jam_notifications: media_variants keyed by (hash, width)

test('picture sizes stored before crops keep their rows, as uploaded, beside new 16:9 ones (0017)', async () => {
  const client = await databaseBefore(BEFORE_CROPS)
  const hash = 'ab'.repeat(32)
  await client.exec(`
    insert into media (hash, content_type, bytes, size) values ('${hash}', 'image/png', '\\x89504e47', 4);
    insert into media_variants (hash, width, content_type, bytes, size) values
      ('${hash}', 640, 'image/webp', '\\x52494646', 4), ('${hash}', 800, 'image/webp', '\\x52494646', 4);
  `)

  const database = pgliteDatabase(client)
  await database.migrate()
  const db = database.db
  const rows = async () =>
    (
      await db
        .select({ width: mediaVariants.width, crop: mediaVariants.crop, size: mediaVariants.size })
        .from(mediaVariants)
        .orderBy(asc(mediaVariants.width), asc(mediaVariants.crop))
    ).map((row) => [row.width, row.crop, row.size])
  expect(await rows()).toEqual([
    [640, '', 4],
    [800, '', 4],
  ])
  await db
    .insert(mediaVariants)
    .values({ hash, width: 800, crop: '16x9', contentType: 'image/webp', bytes: new Uint8Array(2), size: 2 })
  expect(await rows()).toEqual([
    [640, '', 4],
    [800, '', 4],
    [800, '16x9', 2],
  ])
  await database.close()
})
