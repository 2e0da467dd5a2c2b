/**
 * The real server as a child process (`bun src/index.ts`), for what in-process tests cannot show:
 * start-up, configuration errors, SIGTERM and a restart on the same data. Loopback only, a free
 * port, stopped by its own PID.
 */
import { afterAll } from 'bun:test'
import { join } from 'node:path'
import type { Subprocess } from 'bun'

const API_DIR = join(import.meta.dir, '..')
const running = new Set<Subprocess>()
afterAll(() => {
  for (const proc of running) proc.kill('SIGKILL')
})

export async function freePort(): Promise<number> {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
  const port = probe.port
  await probe.stop(true)
  if (!port) throw new Error('no free port')
  return port
}

/** Only what the server needs: PATH and HOME from here, the rest from the test. */
const baseEnv = () => ({ PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' })

function spawn(env: Record<string, string>, script = 'src/index.ts') {
  const proc = Bun.spawn([process.execPath, script], {
    cwd: API_DIR,
    env: { ...baseEnv(), ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  running.add(proc)
  const output = { stdout: '', stderr: '' }
  const pump = async (stream: ReadableStream<Uint8Array>, key: 'stdout' | 'stderr') => {
    const decoder = new TextDecoder()
    for await (const chunk of stream) output[key] += decoder.decode(chunk)
  }
  const drained = Promise.all([pump(proc.stdout, 'stdout'), pump(proc.stderr, 'stderr')])
  return { proc, output, drained }
}

/** Runs the server expecting it to stop by itself (a configuration error). */
export async function runUntilExit(env: Record<string, string>, timeoutMs = 15_000) {
  // Loopback and a free port, in case the configuration turns out valid after all.
  return runScript(
    'src/index.ts',
    { HOST: '127.0.0.1', PORT: String(await freePort()), GAMES_PORT: String(await freePort()), ...env },
    timeoutMs,
  )
}

/** Runs a script of api/ (e.g. `src/db/seed.ts`) to its end: exit code and output. */
export async function runScript(script: string, env: Record<string, string>, timeoutMs = 30_000) {
  const { proc, output, drained } = spawn(env, script)
  const timer = setTimeout(() => proc.kill('SIGKILL'), timeoutMs)
  const code = await proc.exited
  clearTimeout(timer)
  await drained
  running.delete(proc)
  return { code, ...output }
}

export interface RunningServer {
  url: string
  /** Where this server's games origin listens (GAMES_PORT). */
  gamesUrl: string
  pid: number
  output: { stdout: string; stderr: string }
  /** Sends the signal and waits for the exit: its code and how long it took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>
}

/**
 * Starts the server and waits until /api/health answers 200. A first start on a new DATA_DIR makes
 * the embedded database in a child process first (docs/decisions/0170): under a load average of 18
 * on the shared 2-core machine that took over 30 s, so the wait is 50 s (bun test allows 60).
 */
export async function startServer(env: Record<string, string>, timeoutMs = 50_000): Promise<RunningServer> {
  const port = await freePort()
  const gamesPort = await freePort()
  const { proc, output, drained } = spawn({
    HOST: '127.0.0.1',
    PORT: String(port),
    GAMES_PORT: String(gamesPort),
    LOG_REQUESTS: 'false',
    ...env,
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}: ${output.stderr}`)
    if (Date.now() > deadline) {
      proc.kill('SIGKILL')
      throw new Error(`server did not answer within ${timeoutMs} ms: ${output.stderr}`)
    }
    const ok = await fetch(`${url}/api/health`)
      .then((res) => res.status === 200)
      .catch(() => false)
    if (ok) break
    await Bun.sleep(100)
  }
  return {
    url,
    gamesUrl: `http://127.0.0.1:${env.GAMES_PORT ?? gamesPort}`,
    pid: proc.pid,
    output,
    async stop(signal = 'SIGTERM') {
      const started = performance.now()
      proc.kill(signal)
      const code = await proc.exited
      await drained
      running.delete(proc)
      return { code, ms: performance.now() - started }
    },
  }
}
