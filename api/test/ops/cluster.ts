/**
 * What the replica and fault tests share: a throwaway PostgreSQL 15 server of their own, the
 * real server started as a child process on it (or on a PGlite folder), people and events made
 * through the API, and a look at the database itself afterwards.
 */
import { afterAll, expect } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { treaty } from '@elysiajs/eden'
import { sql } from 'drizzle-orm'
import { type PostgresServer, postgresAvailable, startPostgres } from '../../../scripts/lib/postgres'
import type { App } from '../../src/app'
import { type Database, openPglite, openPostgres } from '../../src/db/client'
import { databaseViolations, queryRows } from '../db-checks'
import { startMailbox, tokenIn } from '../mailbox'
import type { RunningServer } from '../server'
import { ADMIN_EMAIL, bearer, eventInput, TEST_SECRET, uniqueUser } from '../support'

export type Client = ReturnType<typeof treaty<App>>
export const clientOf = (server: RunningServer | string): Client =>
  treaty<App>(typeof server === 'string' ? server : server.url, { parseDate: false })

/**
 * Where the servers of these tests send their mail: the admin follows the link to become one.
 * Shared by every file that imports this module, so it is never closed: an afterAll here would run
 * after the first file only.
 */
const mailbox = await startMailbox()
mailbox.unref()

/** The environment of a production server in these tests. */
export const productionEnv = (extra: Record<string, string>): Record<string, string> => ({
  NODE_ENV: 'production',
  JWT_SECRET: TEST_SECRET,
  ADMIN_EMAILS: ADMIN_EMAIL,
  SMTP_URL: mailbox.url,
  MAIL_FROM: 'club@ops.test',
  ...extra,
})

/** A PostgreSQL server for this file, stopped and removed after it. */
export async function ownPostgres(options: { fsync?: boolean } = {}): Promise<PostgresServer> {
  if (!postgresAvailable())
    throw new Error('PostgreSQL 15 binaries not found: `bun run test replicas` installs them (root, Debian)')
  const pg = await startPostgres(options)
  afterAll(() => pg.stop())
  return pg
}

export function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'club-ops-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

export interface Member {
  token: string
  id: string
}

/** The admin, `members` members and `events` open events (10 EXP each), all through the API. */
export async function seed(api: Client, counts: { members: number; events: number }) {
  const password = uniqueUser().password
  const since = mailbox.messages.length
  const signedUp = await api.api.auth.signup.post({ ...uniqueUser('admin'), email: ADMIN_EMAIL, password })
  // The database's admin, made (and verified through the link mailed to it, as ADMIN_EMAILS
  // requires) by the first call and logged in by later ones.
  if (signedUp.status === 201) {
    const mail = await mailbox.waitFor(ADMIN_EMAIL, { since, subject: /verify/i })
    // Signed in to the account, as verification requires (decision 0190).
    const verified = await api.api.auth['verify-email'].post(
      { token: tokenIn(mail, '/verify-email') },
      { headers: { authorization: `Bearer ${signedUp.data?.token}` } },
    )
    if (verified.status !== 200) throw new Error(`admin verification: ${verified.status}`)
  }
  const admin = await api.api.auth.login.post({ email: ADMIN_EMAIL, password })
  if (admin.data?.user.role !== 'admin') throw new Error(`admin sign-up: ${admin.status}`)
  const members: Member[] = []
  for (let i = 0; i < counts.members; i++) {
    const { data, status } = await api.api.auth.signup.post(uniqueUser('member'))
    if (!data) throw new Error(`member sign-up: ${status}`)
    members.push({ token: data.token, id: data.user._id })
  }
  const events = await Promise.all(
    Array.from({ length: counts.events }, async (_, i) => {
      const { data, status } = await api.api.events.post(
        eventInput({ name: `Load ${i}`, pointsAwarded: 10 }),
        bearer(admin.data!.token),
      )
      if (!data) throw new Error(`event: ${status}`)
      return data._id
    }),
  )
  return { admin: admin.data, members, events }
}

/** The database behind a server, opened by the test (PGlite only once its server has stopped). */
export function openForCheck(where: { databaseUrl: string } | { dataDir: string }): Database {
  return 'databaseUrl' in where ? openPostgres(where.databaseUrl, 2) : openPglite(where.dataDir)
}

/**
 * Every acknowledged registration is in the database, none twice, and EXP matches the ledger.
 * Returns how many registrations the database holds.
 */
export async function expectAcknowledgedKept(database: Database, acknowledged: Iterable<string>) {
  const rows = await queryRows<{ user_id: string; event_id: string }>(
    database.db,
    sql`select user_id, event_id from registrations`,
  )
  const stored = rows.map((row) => `${row.user_id}/${row.event_id}`)
  expect(new Set(stored).size).toBe(stored.length)
  const missing = [...acknowledged].filter((pair) => !stored.includes(pair))
  expect(missing).toEqual([])
  expect(await databaseViolations(database.db)).toEqual([])
  return stored.length
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
