/**
 * The offline tests need a server they can hang (SIGSTOP), resume, stop and restart with another
 * build: Playwright's `setOffline` does not stop a service worker's fetches, and the shared server
 * of playwright.config.ts must keep serving the other tests. So each such test runs its own
 * production server (`bun api/src/index.ts`) on a free loopback port with a temp DATA_DIR: its
 * own origin, hence its own service worker and storage. Stopped by its PID.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { App } from '@club/api'
import { treaty } from '@elysiajs/eden'
import type { Account, EventBody } from './fixtures'
import { verifyByMail } from './mail'
import { MAIL_FROM, SMTP_URL } from './playwright.config'

const root = join(import.meta.dirname, '..')
export const DEFAULT_DIST = join(root, 'web/dist')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * Until the server answers /api/health: a first start on a new DATA_DIR (PGlite's initdb and the
 * migrations) took 11 s on the 2-core machine at load 6, over 30 s with other suites running.
 */
async function waitForHealth(url: string, child: ChildProcess, withinMs = 90_000) {
  for (const until = performance.now() + withinMs; performance.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(`the server at ${url} did not become healthy within ${withinMs / 1000} s`)
}

/**
 * The admin of a ProductionServer (ADMIN_EMAILS), for tests that need events: an address of its
 * own per server, so its verification link is told apart in the shared loopback mailbox.
 */
const adminOf = (port: number) => ({
  username: `pwa_admin_${port}`,
  email: `pwa-admin-${port}@e2e.test`,
  password: 'admin-password-1',
})

export class ProductionServer {
  private child!: ChildProcess
  private token?: string
  private constructor(
    readonly url: string,
    private readonly port: number,
    private readonly dataDir: string,
    /** Its own games origin's port: the shared server's (GAMES_PORT in the environment) is taken. */
    private readonly gamesPort: number,
  ) {}

  /**
   * A fresh server on its own port and database, serving the build in `distDir`, with the settings
   * of the shared server changed by `env` (e.g. `SMTP_URL: ''`: a server that cannot send email).
   */
  static async start(distDir = DEFAULT_DIST, env: Record<string, string> = {}): Promise<ProductionServer> {
    const port = await freePort()
    let gamesPort = await freePort()
    while (gamesPort === port) gamesPort = await freePort()
    const server = new ProductionServer(
      `http://127.0.0.1:${port}`,
      port,
      mkdtempSync(join(tmpdir(), 'club-pwa-')),
      gamesPort,
    )
    await server.launch(distDir, env)
    return server
  }

  get pid(): number {
    return this.child.pid ?? -1
  }

  private async launch(distDir: string, env: Record<string, string>) {
    this.child = spawn('bun', ['api/src/index.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(this.port),
        GAMES_PORT: String(this.gamesPort),
        GAMES_ORIGIN: `http://127.0.0.1:${this.gamesPort}`,
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        WEB_DIST_DIR: distDir,
        LOG_REQUESTS: 'false',
        PUBLIC_URL: this.url,
        ADMIN_EMAILS: adminOf(this.port).email,
        SMTP_URL,
        MAIL_FROM,
        ...env,
      },
    })
    try {
      await waitForHealth(this.url, this.child)
    } catch (error) {
      // A server that never became healthy is stopped too: the test that wanted it has no handle on it.
      this.child.kill('SIGKILL')
      throw error
    }
  }

  /** The process stops answering; connections are still accepted by the kernel (a hung server). */
  hang() {
    process.kill(this.pid, 'SIGSTOP')
  }

  resume() {
    process.kill(this.pid, 'SIGCONT')
  }

  /**
   * Same port, same database, maybe another build (a deployment) or other settings (`env`, e.g. a
   * new JWT_SECRET, which makes every token issued before invalid).
   */
  async restart(distDir = DEFAULT_DIST, env: Record<string, string> = {}) {
    await this.halt()
    await this.launch(distDir, env)
  }

  /** The process ends, the database stays (`restart` brings it back): connections are refused. */
  async halt() {
    const child = this.child
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((done) => child.once('exit', done))
    this.resume() // a stopped process cannot handle SIGTERM
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }

  async stop() {
    await this.halt()
    rmSync(this.dataDir, { recursive: true, force: true })
  }

  api() {
    return treaty<App>(this.url, { parseDate: false }).api
  }

  /** This server's admin (ADMIN_EMAILS), signed up and verified on first use: a token to sign in with. */
  async adminToken(): Promise<string> {
    if (!this.token) {
      const admin = adminOf(this.port)
      const signup = await this.api().auth.signup.post(admin)
      if (!signup.data && !(await this.api().auth.login.post(admin)).data)
        throw new Error(`admin sign-up failed: ${signup.error?.status}`)
      this.token = (await verifyByMail(this.url, admin.email, admin.password)).token
    }
    return this.token
  }

  /** An event created by this server's admin (signed up on first use). */
  async createEvent(overrides: Partial<EventBody> = {}) {
    const token = await this.adminToken()
    const { data, error } = await this.api().events.post(
      {
        name: `Event ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
        description: 'An event for the offline tests.',
        date: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
        location: 'Seminar Hall 2',
        pointsAwarded: 50,
        ...overrides,
      },
      { headers: { authorization: `Bearer ${token}` } },
    )
    if (error) throw new Error(`create event failed: ${error.status} ${JSON.stringify(error.value)}`)
    return data
  }

  /** Through the API: the student's registrations for the event, and their EXP. */
  async registrationsAndExp(account: Account, eventId: string) {
    const auth = { headers: { authorization: `Bearer ${account.token}` } }
    const [mine, profile] = await Promise.all([
      this.api().registrations.my.get(auth),
      this.api().user.profile.get(auth),
    ])
    if (mine.error || profile.error) throw new Error(`API: ${mine.error?.status ?? profile.error?.status}`)
    return { registrations: mine.data.filter((r) => r.event._id === eventId).length, exp: profile.data.exp }
  }

  /** A signed-up student with a complete profile, on this server. */
  async createCompleteAccount(): Promise<Account> {
    const tag = `pwa${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const input = { username: tag, email: `${tag}@students.test`, password: 'correct-horse-1' }
    const signup = await this.api().auth.signup.post(input)
    if (signup.error) throw new Error(`sign-up failed: ${signup.error.status}`)
    const profile = await this.api().user.profile.put(
      {
        college: 'Delhi Technological University',
        graduationYear: 2027,
        course: 'B.Tech',
        branch: 'Computer Engineering',
        enrollmentNumber: '2K23/CO/101',
        phoneNumber: '+91 98100 00000',
      },
      { headers: { authorization: `Bearer ${signup.data.token}` } },
    )
    if (profile.error) throw new Error(`profile completion failed: ${profile.error.status}`)
    return { token: signup.data.token, user: profile.data, ...input }
  }
}

/** A production build of the web app with a known id, into a temp folder (about 10 s). */
export async function buildWeb(buildId: string): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'club-build-'))
  await promisify(execFile)('bun', ['x', 'vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: join(root, 'web'),
    env: { ...process.env, BUILD_ID: buildId },
  })
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
