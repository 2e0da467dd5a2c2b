/**
 * Every test, in order: static checks, the API suite on PGlite, the same suite on a throwaway
 * PostgreSQL 15 server, two API processes on one PostgreSQL (replicas), faults (PostgreSQL
 * restarted under load, the API killed under load), web unit tests, then Playwright end to end
 * against the production build. `bun run test [step…]` runs only the named steps (static, api,
 * api-postgres, replicas, faults, web, e2e). The container image has its own command,
 * `bun run test:image`. With CI=true a step that cannot run (no PostgreSQL, no Chromium) fails
 * instead of being skipped.
 */

import { postgresAvailable, startPostgres } from './lib/postgres'
import { aptInstall, ensureChromium } from './lib/system'

const root = new URL('..', import.meta.url).pathname
const ci = process.env.CI === 'true' || process.env.CI === '1'

interface Result {
  step: string
  ok: boolean
  seconds: number
  note: string
}
const results: Result[] = []

async function sh(
  cmd: string[],
  cwd = root,
  env: Record<string, string> = {},
): Promise<{ ok: boolean; output: string }> {
  console.log(`\n$ ${cmd.join(' ')}${cwd !== root ? `   (in ${cwd.replace(root, '')})` : ''}`)
  const proc = Bun.spawn(cmd, { cwd, env: { ...process.env, ...env }, stdout: 'pipe', stderr: 'pipe' })
  let output = ''
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder()
    for await (const chunk of stream) {
      const text = decoder.decode(chunk)
      output += text
      sink.write(text)
    }
  }
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr), proc.exited])
  return { ok: proc.exitCode === 0, output }
}

/** "  42 pass\n  0 fail" → "42 passed, 0 failed": bun's summary lines only, not test names like "10 failures". */
function bunCounts(output: string): string {
  const last = (word: string) => [...output.matchAll(new RegExp(`^\\s*(\\d+) ${word}$`, 'gm'))].at(-1)?.[1]
  const skip = last('skip')
  return `${last('pass') ?? '?'} passed, ${last('fail') ?? '?'} failed${skip ? `, ${skip} skipped` : ''}`
}

async function step(name: string, fn: () => Promise<{ ok: boolean; note?: string }>) {
  const start = performance.now()
  console.log(`\n━━ ${name} ━━`)
  let outcome: { ok: boolean; note?: string }
  try {
    outcome = await fn()
  } catch (error) {
    outcome = { ok: false, note: (error as Error).message }
  }
  results.push({ step: name, ok: outcome.ok, seconds: (performance.now() - start) / 1000, note: outcome.note ?? '' })
}

/**
 * The suites in api/test/ops/ (named *.ops.ts so a plain `bun test` leaves them out): real
 * server processes on their own PostgreSQL server, which they start, restart and stop.
 */
function opsStep(name: string, files: string[]) {
  return step(name, async () => {
    if (!postgresAvailable()) aptInstall(['postgresql-15'], 'these tests run on PostgreSQL 15')
    if (!postgresAvailable()) return { ok: !ci, note: 'skipped: PostgreSQL 15 binaries not found' }
    const run = await sh(
      ['bun', 'test', '--timeout', '120000', ...files.map((file) => `./test/ops/${file}`)],
      `${root}api`,
    )
    const measured = [...run.output.matchAll(/^(PostgreSQL restart|SIGKILL on \w+): .*$/gm)].map((m) => m[0])
    return { ok: run.ok, note: [bunCounts(run.output), ...measured].join('\n      ') }
  })
}

const steps: Record<string, () => Promise<void>> = {
  static: () =>
    step('static: biome + typescript', async () => {
      const lint = await sh(['bun', 'x', 'biome', 'ci', '.'])
      const types = await Promise.all(
        ['api', 'web', 'e2e', 'scripts'].map((ws) => sh(['bun', 'x', 'tsc', '-p', `${ws}/tsconfig.json`])),
      )
      return { ok: lint.ok && types.every((t) => t.ok), note: lint.ok ? 'biome clean' : 'biome found problems' }
    }),
  api: () =>
    step('api on PGlite', async () => {
      const run = await sh(['bun', 'test', '--timeout', '60000'], `${root}api`)
      return { ok: run.ok, note: bunCounts(run.output) }
    }),
  'api-postgres': () =>
    step('api on PostgreSQL 15', async () => {
      if (!postgresAvailable()) aptInstall(['postgresql-15'], 'the API suite also runs on PostgreSQL 15')
      if (!postgresAvailable()) return { ok: !ci, note: 'skipped: PostgreSQL 15 binaries not found' }
      const pg = await startPostgres()
      try {
        const run = await sh(['bun', 'test', '--timeout', '60000'], `${root}api`, { TEST_DATABASE_URL: pg.url })
        return { ok: run.ok, note: bunCounts(run.output) }
      } finally {
        await pg.stop()
      }
    }),
  replicas: () => opsStep('two API processes on one PostgreSQL', ['replicas.ops.ts']),
  faults: () => opsStep('faults: PostgreSQL restart, SIGKILL', ['faults-postgres.ops.ts', 'faults-kill.ops.ts']),
  web: () =>
    step('web unit tests', async () => {
      const run = await sh(['bun', 'test'], `${root}web`)
      return { ok: run.ok, note: bunCounts(run.output) }
    }),
  e2e: () =>
    step('end to end (Playwright, Chromium)', async () => {
      if (!ensureChromium()) return { ok: !ci, note: 'skipped: Chromium not available' }
      const build = await sh(['bun', 'run', 'build'])
      if (!build.ok) return { ok: false, note: 'web build failed' }
      const run = await sh(['bun', 'x', 'playwright', 'test'], `${root}e2e`)
      const passed = /(\d+) passed/.exec(run.output)?.[1] ?? '0'
      const failed = /(\d+) failed/.exec(run.output)?.[1] ?? '0'
      return { ok: run.ok, note: `${passed} passed, ${failed} failed` }
    }),
}

const wanted = process.argv.slice(2)
for (const name of wanted.length ? wanted : Object.keys(steps)) {
  const run = steps[name]
  if (!run) {
    console.error(`unknown step "${name}"; steps: ${Object.keys(steps).join(', ')}`)
    process.exit(2)
  }
  await run()
}

console.log('\n━━ summary ━━')
for (const r of results)
  console.log(`${r.ok ? '✔' : '✘'} ${r.step.padEnd(36)} ${r.seconds.toFixed(1).padStart(6)} s  ${r.note}`)
const total = results.reduce((sum, r) => sum + r.seconds, 0)
console.log(`  total ${total.toFixed(1)} s`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
