/**
 * A throwaway PostgreSQL 15 cluster for tests and benchmarks: a temp folder, a free loopback
 * port, run as the unprivileged `postgres` user (it refuses to run as root), stopped by PID.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './ports'

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

export const postgresAvailable = () => existsSync(join(PG_BIN, 'initdb')) && existsSync(join(PG_BIN, 'pg_ctl'))

export interface PostgresServer {
  url: string
  port: number
  dir: string
  pid: number
  /** Stops the server (by its PID) and removes its folder. */
  stop(): Promise<void>
  /** Stops the server without removing data (for restart tests). */
  halt(mode?: 'fast' | 'immediate'): Promise<void>
  start(): Promise<void>
}

const isRoot = () => process.getuid?.() === 0

function run(cmd: string[], asPostgres: boolean) {
  const full = asPostgres && isRoot() ? ['runuser', '-u', 'postgres', '--', ...cmd] : cmd
  const result = Bun.spawnSync(full, { stdout: 'pipe', stderr: 'pipe' })
  if (result.exitCode !== 0)
    throw new Error(
      `${cmd.join(' ')} failed (${result.exitCode}): ${result.stderr.toString()}${result.stdout.toString()}`,
    )
  return result.stdout.toString()
}

/** The same, without blocking the event loop: a test's load keeps running meanwhile. */
async function runAsync(cmd: string[], asPostgres: boolean) {
  const full = asPostgres && isRoot() ? ['runuser', '-u', 'postgres', '--', ...cmd] : cmd
  const proc = Bun.spawn(full, { stdout: 'pipe', stderr: 'pipe' })
  const [stdout, stderr] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()])
  if ((await proc.exited) !== 0) throw new Error(`${cmd.join(' ')} failed (${proc.exitCode}): ${stderr}${stdout}`)
  return stdout
}

export async function startPostgres(options: { fsync?: boolean } = {}): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'club-pg-'))
  if (isRoot()) run(['chown', 'postgres', dir], false)
  const data = join(dir, 'data')
  run(
    [
      join(PG_BIN, 'initdb'),
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ],
    true,
  )
  const port = await freePort()
  const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=${options.fsync ? 'on' : 'off'} -c max_connections=200`
  const pgCtl = (args: string[]) => run([join(PG_BIN, 'pg_ctl'), '-D', data, ...args], true)
  const start = () =>
    runAsync([join(PG_BIN, 'pg_ctl'), '-D', data, '-l', join(dir, 'log'), '-w', '-o', opts, 'start'], true)
  const pid = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
  await start()
  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    pid: pid(),
    start: async () => {
      await start()
      server.pid = pid()
    },
    halt: async (mode = 'fast') => {
      await runAsync([join(PG_BIN, 'pg_ctl'), '-D', data, '-m', mode, '-w', 'stop'], true)
    },
    stop: async () => {
      try {
        if (existsSync(join(data, 'postmaster.pid'))) pgCtl(['-m', 'immediate', '-w', 'stop'])
      } catch {
        try {
          process.kill(server.pid, 'SIGKILL')
        } catch {}
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
  return server
}
