/**
 * Two processes never open one embedded DATA_DIR (docs/decisions/0121-one-process-per-data-directory.md),
 * with real processes: a second server and db:seed are refused while the server runs, with one
 * line naming it, and write nothing; after SIGTERM or SIGKILL the folder is free again. On
 * PostgreSQL, several processes share one database, so db:seed runs beside the server.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOCK_FILE } from '../src/db/data-dir-lock'
import { freshPostgresDatabase } from './postgres-database'
import { runScript, runUntilExit, startServer } from './server'
import { onPostgres } from './support'

const SECRET = 'data-dir-lock-secret-0123456789-abcdefghij'

const dirs: string[] = []
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'club-held-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const eventNames = async (url: string) => {
  const res = await fetch(`${url}/api/events`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { name: string }[]).map((event) => event.name).sort()
}

/** The refusal: exit 1 and exactly one stderr line naming the folder, the holder's pid and command. */
function expectRefused(run: { code: number | null; stdout: string; stderr: string }, dataDir: string, pid: number) {
  expect(run.code).toBe(1)
  const lines = run.stderr.trimEnd().split('\n')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toStartWith(`Database error: DATA_DIR ${dataDir} is in use by pid ${pid} (bun src/index.ts) since `)
  expect(lines[0]).toContain('stop that one first')
  expect(lines[0]).toMatch(/ since \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [ap]m IST\. /)
  return lines[0]!
}

describe.skipIf(onPostgres)('one process per embedded DATA_DIR', () => {
  const dataDir = tempDir()
  const env = { DATA_DIR: dataDir, JWT_SECRET: SECRET, WEB_DIST_DIR: dataDir }

  test('a second server and db:seed are refused while the server runs; after SIGTERM the seed runs, once', async () => {
    const server = await startServer(env)
    try {
      const second = await runUntilExit(env)
      const line = expectRefused(second, dataDir, server.pid)
      console.log(`second server: ${line}`)
      expect(second.stdout).not.toContain('listening')

      const seed = await runScript('src/db/seed.ts', env)
      expectRefused(seed, dataDir, server.pid)
      expect(seed.stdout).not.toContain('Seeded')
      // Nothing was written: the server still sees no events, and it still serves.
      expect(await eventNames(server.url)).toEqual([])
    } finally {
      expect((await server.stop('SIGTERM')).code).toBe(0)
    }
    // Released on SIGTERM: the file no longer names anyone.
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).toBe('')

    const first = await runScript('src/db/seed.ts', env)
    expect(first.code).toBe(0)
    expect(first.stdout.trim()).toBe('Seeded 6 event(s) (0 already there) into pglite.')
    const again = await runScript('src/db/seed.ts', env)
    expect(again.stdout.trim()).toBe('Seeded 0 event(s) (6 already there) into pglite.')
    console.log(`db:seed twice with the server stopped: "${first.stdout.trim()}", then "${again.stdout.trim()}"`)

    const restarted = await startServer(env)
    try {
      const names = await eventNames(restarted.url)
      expect(names).toHaveLength(6)
      expect(new Set(names).size).toBe(6)
    } finally {
      await restarted.stop('SIGTERM')
    }
  }, 120_000)

  test('after SIGKILL the lock file still names the dead server, and the next one takes over', async () => {
    const killed = await startServer(env)
    expect((await killed.stop('SIGKILL')).code).not.toBe(0)
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(killed.pid)

    const next = await startServer(env)
    try {
      expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(next.pid)
      expect(await eventNames(next.url)).toHaveLength(6)
      // And the new holder is defended like the first.
      expectRefused(await runScript('src/db/migrate.ts', env), dataDir, next.pid)
    } finally {
      await next.stop('SIGTERM')
    }
  }, 120_000)
})

describe.skipIf(!onPostgres)('on PostgreSQL, db:seed runs beside the server', () => {
  test('the server sees the seeded events at once; a second seed adds none', async () => {
    const url = await freshPostgresDatabase('seed')
    const dataDir = tempDir()
    const env = { DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET: SECRET, WEB_DIST_DIR: dataDir }
    const server = await startServer(env)
    try {
      const [one, two] = await Promise.all([runScript('src/db/seed.ts', env), runScript('src/db/seed.ts', env)])
      expect([one.code, two.code]).toEqual([0, 0])
      expect([one.stdout.trim(), two.stdout.trim()].sort()).toEqual([
        'Seeded 0 event(s) (6 already there) into postgres.',
        'Seeded 6 event(s) (0 already there) into postgres.',
      ])
      expect(await eventNames(server.url)).toHaveLength(6)
    } finally {
      await server.stop('SIGTERM')
    }
  }, 120_000)
})
