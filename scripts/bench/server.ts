/**
 * The processes the bench loads: the production server (`scripts/start.ts` on the built PWA, a
 * temp DATA_DIR or a DATABASE_URL, a free loopback port, request logging off) and the baseline,
 * a bare Bun.serve. Each is one process, read from /proc for its memory and stopped by its PID.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runAdminCli } from '../lib/admin-cli'
import { waitForHealth } from '../lib/club-client'
import { freePort } from '../lib/ports'

const root = join(import.meta.dir, '../..')
export const ADMIN_EMAIL = 'bench-admin@bench.test'

/** What to stop if the bench is interrupted (Ctrl-C): every process and folder it started. */
const cleanups = new Set<() => Promise<void>>()
export function stopOnInterrupt(stop: () => Promise<void>): () => Promise<void> {
  cleanups.add(stop)
  return async () => {
    cleanups.delete(stop)
    await stop()
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, async () => {
    console.error(`\n${signal}: stopping what the bench started`)
    await Promise.allSettled([...cleanups].map((stop) => stop()))
    process.exit(130)
  })

export interface Process {
  url: string
  pid: number
  /** Resident memory now and at its peak (VmRSS, VmHWM), in MB. */
  memory(): { rss_mb: number; peak_mb: number }
  stop(): Promise<void>
}

/** The club's server: also makes an account admin, as an operator without SMTP would. */
export interface ClubServer extends Process {
  grantAdmin(email: string): void
  /** The secret its tokens are signed with: the bench signs those of people it writes into the database. */
  jwtSecret: string
}

export function memoryOf(pid: number): { rss_mb: number; peak_mb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN)
  return { rss_mb: kb('VmRSS') / 1024, peak_mb: kb('VmHWM') / 1024 }
}

/**
 * The proportional memory (Pss, shared pages split between their users) of a process and all its
 * descendants, in MB: what a PostgreSQL server with its backends really takes.
 */
export function treePssMb(pid: number): number {
  const kb = (file: string) => Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(file, 'utf8'))?.[1] ?? 0)
  const walk = (id: number): number => {
    let total = 0
    try {
      total += kb(`/proc/${id}/smaps_rollup`)
      for (const child of readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').split(' ').filter(Boolean))
        total += walk(Number(child))
    } catch {} // a backend that ended meanwhile
    return total
  }
  return walk(pid) / 1024
}

export const CLOCK_TICKS_PER_S = Number(Bun.spawnSync(['getconf', 'CLK_TCK']).stdout.toString().trim()) || 100

/**
 * CPU seconds (user + system) a process and all its descendants used so far, from /proc/…/stat,
 * including children already reaped (cutime, cstime): for a PostgreSQL server, its backends too.
 */
export function treeCpuSeconds(pid: number): number {
  const walk = (id: number, reaped: boolean): number => {
    let ticks = 0
    try {
      // The fields after the command's name, which is in parentheses and may hold spaces.
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ')
      ticks += Number(fields[11]) + Number(fields[12]) // utime, stime
      if (reaped) ticks += Number(fields[13]) + Number(fields[14]) // cutime, cstime
      for (const child of readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').split(' ').filter(Boolean))
        ticks += walk(Number(child), false)
    } catch {} // a process that ended meanwhile
    return ticks
  }
  return walk(pid, true) / CLOCK_TICKS_PER_S
}

async function stopChild(child: Bun.Subprocess, timeoutMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  await child.exited
  clearTimeout(timer)
}

/**
 * The production server on PGlite (`databaseUrl` null) or PostgreSQL. `prepare` runs first, with
 * the server's DATA_DIR: data written straight into the database (one process at a time may open
 * an embedded one). `extraEnv`: more of its environment (SMTP_URL and MAIL_FROM for a loopback mailbox).
 */
export async function startClubServer(
  databaseUrl: string | null,
  prepare?: (dataDir: string) => Promise<void>,
  extraEnv: Record<string, string> = {},
): Promise<ClubServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-data-'))
  await prepare?.(dataDir)
  const url = `http://127.0.0.1:${port}`
  const jwtSecret = crypto.randomUUID() + crypto.randomUUID()
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: jwtSecret,
    PORT: String(port),
    GAMES_PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PUBLIC_URL: url,
    LOG_REQUESTS: 'false',
    ...extraEnv,
  }
  const child = Bun.spawn([process.execPath, 'scripts/start.ts'], {
    cwd: root,
    stdout: 'ignore',
    stderr: 'inherit',
    env,
  })
  const alive = () => child.exitCode === null
  try {
    await waitForHealth(url, 120_000, alive)
  } catch (error) {
    await stopChild(child)
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    url,
    pid: child.pid,
    memory: () => memoryOf(child.pid),
    jwtSecret,
    // The bench has no mail server: its admin is made the way an operator without SMTP would.
    grantAdmin: (email: string) => void runAdminCli('grant', email, env),
    stop: stopOnInterrupt(async () => {
      await stopChild(child)
      rmSync(dataDir, { recursive: true, force: true })
    }),
  }
}

/** A bare Bun.serve answering `body` as JSON on every request (scripts/bench/baseline.ts). */
export async function startBaseline(body: string, dir: string): Promise<Process> {
  const file = join(dir, 'baseline-body.json')
  await Bun.write(file, body)
  return startBare('baseline.ts', [file])
}

/** A bare Bun.serve answering the file at `path` with `Bun.file` on every request (scripts/bench/file-baseline.ts). */
export const startFileBaseline = (path: string): Promise<Process> => startBare('file-baseline.ts', [path])

async function startBare(script: string, args: string[]): Promise<Process> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = Bun.spawn([process.execPath, join(import.meta.dir, script), String(port), ...args], {
    stdout: 'ignore',
    stderr: 'inherit',
  })
  const deadline = Date.now() + 10_000
  for (;;) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) break
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopChild(child)
      throw new Error(`the baseline server (${script}) did not start`)
    }
    await Bun.sleep(100)
  }
  return { url, pid: child.pid, memory: () => memoryOf(child.pid), stop: stopOnInterrupt(() => stopChild(child)) }
}
