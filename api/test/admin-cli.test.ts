/**
 * `bun run admin:grant <email>` and `admin:revoke` (docs/decisions/0112), with the real server:
 * while it runs (on PGlite through its admin socket in DATA_DIR, since no second process may open
 * the embedded database; on PostgreSQL straight to the database) and while it is stopped.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { treaty } from '@elysiajs/eden'
import type { App } from '../src/app'
import { freshPostgresDatabase } from './postgres-database'
import { startServer } from './server'
import { onPostgres, uniqueUser } from './support'

const ROOT = join(import.meta.dir, '../..')
const SECRET = 'admin-cli-test-secret-0123456789-abcdefgh'
const dataDir = mkdtempSync(join(tmpdir(), 'club-cli-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const env: Record<string, string> = { DATA_DIR: dataDir, JWT_SECRET: SECRET, WEB_DIST_DIR: dataDir }
if (onPostgres) env.DATABASE_URL = await freshPostgresDatabase('cli')

/** `bun run admin:grant|admin:revoke …` at the repository root, as the person running the server would. */
async function cli(...args: string[]) {
  // --silent: without bun's own echo of the command, what is left is the command's output.
  const proc = Bun.spawn([process.execPath, 'run', '--silent', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [stdout, stderr] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()])
  return { code: await proc.exited, stdout, stderr }
}

const roleOf = async (base: string, token: string) =>
  (await treaty<App>(base).api.user.profile.get({ headers: { authorization: `Bearer ${token}` } })).data?.role

describe(`admin:grant and admin:revoke on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  const student = uniqueUser('cli')
  let token = ''

  test('while the server runs: the role changes on the next request', async () => {
    const server = await startServer(env)
    try {
      const signup = await treaty<App>(server.url).api.auth.signup.post(student)
      expect(signup.data?.user.role).toBe('user')
      token = signup.data?.token ?? ''
      if (!onPostgres) {
        // Only whoever can reach into DATA_DIR may use the socket.
        expect(statSync(join(dataDir, 'admin.sock')).mode & 0o777).toBe(0o600)
      }

      const grant = await cli('admin:grant', student.email.toUpperCase())
      expect(grant).toMatchObject({ code: 0, stderr: '' })
      expect(grant.stdout).toContain(`${student.email} is now an admin`)
      expect(grant.stdout).toContain(onPostgres ? '(in the database)' : '(through the running server)')
      expect(grant.stdout).toContain('its email is not verified')
      expect(await roleOf(server.url, token)).toBe('admin')

      const revoke = await cli('admin:revoke', student.email)
      expect(revoke.code).toBe(0)
      expect(revoke.stdout).toContain(`${student.email} is no longer an admin`)
      expect(await roleOf(server.url, token)).toBe('user')

      const unknown = await cli('admin:grant', 'nobody@nowhere.test')
      expect(unknown.code).toBe(1)
      expect(unknown.stderr.trim()).toBe('No account has the email nobody@nowhere.test.')
      const usage = await cli('admin:grant')
      expect(usage.code).toBe(2)
      expect(usage.stderr.trim()).toBe('Usage: bun run admin:grant <email>   or   bun run admin:revoke <email>')
    } finally {
      expect((await server.stop()).code).toBe(0)
    }
  }, 90_000)

  test('while the server is stopped: straight to the database, and it holds after a start', async () => {
    const grant = await cli('admin:grant', student.email)
    expect(grant.code).toBe(0)
    expect(grant.stdout).toContain('(in the database)')
    const server = await startServer(env)
    try {
      expect(await roleOf(server.url, token)).toBe('admin')
    } finally {
      await server.stop()
    }
  }, 90_000)
})
