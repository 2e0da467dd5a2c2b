/**
 * Test support: a real database per test file (a clone of a migrated PGlite, or a fresh database
 * on the PostgreSQL server named by TEST_DATABASE_URL), the real app around it, and the Eden
 * treaty client calling it in-process.
 */
import { afterAll } from 'bun:test'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { treaty } from '@elysiajs/eden'
import { eq } from 'drizzle-orm'
import postgres from 'postgres'
import { type App, createApp } from '../src/app'
import { loadConfig } from '../src/config'
import { type Database, openPostgres, pgliteDatabase } from '../src/db/client'
import { users } from '../src/db/schema'
import type { AppConfig } from '../src/deps'
import { databaseViolations } from './db-checks'
import { watchOpenApi } from './openapi-check'
import { claims, makeToken, TEST_SECRET } from './tokens'

export { TEST_SECRET } from './tokens'
export const ADMIN_EMAIL = 'admin@club.test'

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

let template: Promise<PGlite> | undefined
async function migratedTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = new PGlite()
    await pgliteDatabase(client).migrate()
    return client
  })()
  return template
}

export type TestDatabase = Database & {
  drop(): Promise<void>
  /** The PostgreSQL database's URL (null on PGlite, which one process owns). */
  url: string | null
}

/** A fresh, migrated database; dropped when `close` is called. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const client = (await (await migratedTemplate()).clone()) as PGlite
    const database = pgliteDatabase(client)
    return { ...database, drop: database.close, url: null }
  }
  const name = `test_${crypto.randomUUID().replaceAll('-', '')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = openPostgres(url.toString(), 10)
  await database.migrate()
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close()
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

/** Game builds and uploads of this test process (never ./data). */
export const TEST_STORAGE_DIR = join(tmpdir(), `club-test-files-${process.pid}`)
process.once('exit', () => rmSync(TEST_STORAGE_DIR, { recursive: true, force: true }))

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ LOG_REQUESTS: 'false', TRUST_PROXY: 'true', ADMIN_EMAILS: ADMIN_EMAIL }),
    jwtSecret: TEST_SECRET,
    webDistDir: '/nonexistent',
    storageDir: TEST_STORAGE_DIR,
    ...overrides,
  }
}

export interface TestContext {
  app: App
  api: ReturnType<typeof treaty<App>>
  database: TestDatabase
  config: AppConfig
  /** A raw request through the app (for what Eden will not send: bad JSON, odd headers). */
  request(path: string, init?: RequestInit): Promise<Response>
}

/** The app around a database the caller owns (no lifecycle: see setupApp); `now` fixes its clock. */
export function buildContext(
  database: TestDatabase,
  overrides: Partial<AppConfig> = {},
  options: { now?: () => Date } = {},
): TestContext {
  const config = testConfig(overrides)
  const app = createApp({ database, config, now: options.now })
  // Every request through the app is checked against the OpenAPI document (openapi-check.ts).
  watchOpenApi(app)
  return {
    app,
    // parseDate: false, so tests see the JSON the server really sent (ISO strings, not Dates).
    api: treaty(app, { parseDate: false }),
    database,
    config,
    request: (path, init) => app.handle(new Request(`http://localhost${path}`, init)),
  }
}

/**
 * The app on its own database. After the file's tests the database's own rules are checked on it
 * (db-checks.ts: every user's exp is the sum of their ledger entries, each registration holds
 * what its status allows, the roster counters match the rows), then the database is dropped.
 */
export async function setupApp(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  const database = await createTestDatabase()
  afterAll(async () => {
    try {
      const broken = await databaseViolations(database.db)
      if (broken.length) throw new Error(`Database invariants broken after this file: ${JSON.stringify(broken)}`)
    } finally {
      await database.drop()
    }
  })
  return buildContext(database, overrides)
}

/** { 201: 1, 409: 49 }: how many responses had each status. */
export function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

/**
 * The same app on a second connection pool to the same PostgreSQL database: as far as the
 * database can tell, another API process. On PGlite (one process owns the database) the same
 * context is returned.
 */
export async function secondApp(ctx: TestContext): Promise<TestContext> {
  const url = ctx.database.url
  if (!url) return ctx
  const database = openPostgres(url, 10)
  afterAll(() => database.close())
  return buildContext({ ...database, url, drop: database.close }, ctx.config)
}

export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })

let counter = 0
/** A unique, valid username and email for this run. */
export function uniqueUser(prefix = 'player') {
  counter++
  const tag = `${prefix}${counter}_${Math.random().toString(36).slice(2, 7)}`
  return { username: tag.slice(0, 30), email: `${tag}@students.test`, password: 'correct-horse' }
}

/** Signs up a fresh user and returns the token and user JSON. */
export async function signUp(ctx: TestContext, overrides: Partial<ReturnType<typeof uniqueUser>> = {}) {
  const input = { ...uniqueUser(), ...overrides }
  const { data, error } = await ctx.api.api.auth.signup.post(input)
  if (error || !data) throw new Error(`sign-up failed: ${error?.status} ${JSON.stringify(error?.value)}`)
  return { token: data.token, user: data.user, input }
}

/**
 * Many members at once, written straight into the database with a token each: for tests about
 * what members do (registering), where signing up 50 people through argon2 would only add minutes.
 */
export async function insertMembers(ctx: TestContext, count: number) {
  const rows = Array.from({ length: count }, () => {
    const { username, email } = uniqueUser('member')
    return { id: Bun.randomUUIDv7(), username, email }
  })
  await ctx.database.db.insert(users).values(rows)
  return rows.map((row) => ({ token: makeToken(claims(row.id)), user: { _id: row.id, ...row } }))
}

/** One argon2 hash of 'correct-horse', computed once: hashing is the slow part of a sign-up. */
let sharedHash: Promise<string> | undefined

/**
 * Many accounts with the password 'correct-horse', written straight into the database: for tests
 * that need a crowd to log in (signing up 150 people through the API would only add minutes).
 */
export async function insertAccounts(ctx: TestContext, count: number) {
  sharedHash ??= Bun.password.hash('correct-horse', { algorithm: 'argon2id', memoryCost: 19_456, timeCost: 2 })
  const passwordHash = await sharedHash
  const rows = Array.from({ length: count }, () => {
    const { username, email } = uniqueUser('crowd')
    return { id: Bun.randomUUIDv7(), username, email, passwordHash }
  })
  await ctx.database.db.insert(users).values(rows)
  return rows.map((row) => ({ email: row.email, password: 'correct-horse', id: row.id }))
}

/** The account's email counts as verified (as if its owner had followed the link). */
export async function markEmailVerified(ctx: TestContext, userId: string) {
  await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId))
}

const admins = new WeakMap<TestContext, ReturnType<typeof signUp>>()
/**
 * The file's admin (ADMIN_EMAIL, its email verified as ADMIN_EMAILS requires), signed up once per
 * context. The verification itself is tested through real links in modules/auth.
 */
export function signUpAdmin(ctx: TestContext) {
  let admin = admins.get(ctx)
  if (!admin) {
    admin = signUp(ctx, { email: ADMIN_EMAIL, username: 'club_admin' }).then(async (signed) => {
      await markEmailVerified(ctx, signed.user._id)
      return { ...signed, user: { ...signed.user, role: 'admin' as const, emailVerified: true } }
    })
    admins.set(ctx, admin)
  }
  return admin
}

/** An event a week from now, unless told otherwise. */
export function eventInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Unreal Engine Workshop',
    description: 'Build a level in an afternoon.',
    date: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    location: 'Seminar Hall 2',
    pointsAwarded: 50,
    ...overrides,
  }
}

/** What POST /api/events takes, as Eden types it: an override the API would refuse does not compile. */
export type EventBody = Parameters<TestContext['api']['api']['events']['post']>[0]

export async function createEvent(ctx: TestContext, adminToken: string, overrides: Partial<EventBody> = {}) {
  const body: EventBody = { ...eventInput(), ...overrides }
  const { data, error } = await ctx.api.api.events.post(body, bearer(adminToken))
  if (error || !data) throw new Error(`create event failed: ${error?.status} ${JSON.stringify(error?.value)}`)
  return data
}

/** A tiny valid image of each accepted type, as bytes. */
export const IMAGES = {
  png: Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  ),
  gif: Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')),
  jpeg: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  webp: Uint8Array.from([...Buffer.from('RIFF'), 0x1a, 0, 0, 0, ...Buffer.from('WEBPVP8 '), 0, 0, 0, 0]),
}

export const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`
