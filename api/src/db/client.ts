/**
 * Opens the database: embedded PGlite in DATA_DIR when DATABASE_URL is unset, PostgreSQL through
 * postgres-js when it is set. Both give the same drizzle API over the same schema and migrations.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { acquireDataDirLock } from './data-dir-lock'
import { withInstalledParsers } from './pglite-parsers'
import { pgliteOptions } from './pglite-settings'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export const MIGRATIONS_FOLDER = join(import.meta.dir, 'migrations')

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies pending migrations (safe to call from several processes at once on PostgreSQL). */
  migrate(): Promise<void>
  /** Resolves when the database answers `select 1`; rejects otherwise. */
  ping(): Promise<void>
  close(): Promise<void>
}

const embedded = new WeakSet<Db>()
/** The embedded database has no autovacuum: whoever frees much space (media cleanup) vacuums. */
export const isEmbedded = (db: Db): boolean => embedded.has(db)

/** Any PGlite instance (a folder, memory, or a clone in tests). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(withInstalledParsers(client), { schema }) as unknown as Db
  embedded.add(db)
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1')
    },
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

/**
 * A new embedded database is made by a child process (pglite-init.ts): PGlite's initdb leaves
 * about 0.4 GB resident in the process that ran it (docs/decisions/0170). The caller holds the lock.
 */
function createPgliteIn(dir: string) {
  if (existsSync(join(dir, 'PG_VERSION'))) return
  const init = Bun.spawnSync([process.execPath, join(import.meta.dir, 'pglite-init.ts'), dir], {
    stdout: 'inherit',
    stderr: 'pipe',
  })
  if (init.exitCode !== 0)
    throw new Error(`could not create the embedded database in ${dir}: ${init.stderr.toString().trim()}`)
}

/**
 * The embedded database in `dataDir`, for this process alone: throws DataDirInUseError while
 * another process has it open (data-dir-lock.ts). `timeZone` only words that message.
 */
export function openPglite(dataDir: string, { timeZone }: { timeZone?: string } = {}): Database {
  const dir = join(dataDir, 'pglite')
  mkdirSync(dir, { recursive: true })
  const lock = acquireDataDirLock(dataDir, { timeZone })
  let database: Database
  try {
    createPgliteIn(dir)
    database = pgliteDatabase(new PGlite(dir, pgliteOptions()))
  } catch (error) {
    lock.release()
    throw error
  }
  return {
    ...database,
    async close() {
      try {
        await database.close()
      } finally {
        lock.release()
      }
    },
  }
}

export const CONNECT_TIMEOUT_SECONDS = 3
export const STATEMENT_TIMEOUT_MS = 15_000
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000

/** Arbitrary key for the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 4_242_017

export function openPostgres(url: string, poolSize = 10): Database {
  const client = postgres(url, {
    max: poolSize,
    // Fail fast when the server is down so requests get a 503 rather than hang: a refused
    // connection fails at once; an address that does not answer at all, after this many seconds.
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    // postgres-js waits longer and longer (up to 20 s) before reconnecting after failures, and
    // queries queue meanwhile: requests would hang during an outage and for seconds after it.
    // Reconnecting on the next query instead answers 503 at once while the server is down and
    // serves again as soon as it is back.
    backoff: () => 0,
    idle_timeout: 60,
    onnotice: () => {},
    connection: {
      // A statement or an open transaction stuck behind a lock or a half-dead peer is cut off
      // by the server rather than holding a request (and its locks) forever.
      statement_timeout: STATEMENT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
  })
  const db = drizzlePostgres(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // A dedicated connection, so the advisory lock and the migration share one session.
      const single = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 })
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`
        await migratePostgres(drizzlePostgres(single), { migrationsFolder: MIGRATIONS_FOLDER })
        await single`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`
      } finally {
        await single.end({ timeout: 5 })
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => client.end({ timeout: 5 }),
  }
}

export function openDatabase(config: {
  databaseUrl: string | null
  dataDir: string
  dbPoolSize: number
  clubTimeZone?: string
}): Database {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.dbPoolSize)
    : openPglite(config.dataDir, { timeZone: config.clubTimeZone })
}
