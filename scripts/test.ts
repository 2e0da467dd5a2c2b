/**
 * Every test, in order: static checks, the API suite on PGlite, the same suite on a throwaway
 * PostgreSQL 15 server, two API processes on one PostgreSQL (replicas), faults (PostgreSQL
 * restarted under load, the API killed under load), web unit tests, then Playwright end to end
 * against the production build; between them, a 150 MiB upload's memory (uploads).
 * `bun run test [step…]` runs only the named steps (static, api, api-postgres, replicas, faults,
 * uploads, web, e2e). The container image has its own command,
 * `bun run test:image`. A step that cannot run here (no PostgreSQL, no Chromium) is reported as
 * skipped, never as passed; with CI=true it fails instead.
 */

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { importCycles } from './lib/import-cycles'
import { openApiDocument } from './lib/openapi-document'
import { postgresAvailable, startPostgres } from './lib/postgres'
import { aptInstall, ensureChromium } from './lib/system'

const root = new URL('..', import.meta.url).pathname
const ci = process.env.CI === 'true' || process.env.CI === '1'

type Status = 'passed' | 'failed' | 'skipped'
interface Outcome {
  status: Status
  note?: string
}
interface Result {
  step: string
  status: Status
  seconds: number
  note: string
}
const results: Result[] = []

const passedIf = (ok: boolean, note?: string): Outcome => ({ status: ok ? 'passed' : 'failed', note })
/** A step that cannot run on this machine: skipped here, a failure in CI (which must run everything). */
const cannotRun = (why: string): Outcome => ({ status: ci ? 'failed' : 'skipped', note: `not run: ${why}` })

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
  const counts = `${last('pass') ?? '?'} passed, ${last('fail') ?? '?'} failed${skip ? `, ${skip} skipped` : ''}`
  // CI keeps only the end of a long log: the summary names what failed (at most five).
  const failed = [...new Set([...output.matchAll(/^\(fail\) (.+?)(?: \[[\d.]+m?s\])?$/gm)].map((m) => m[1]))]
  return [counts, ...failed.slice(0, 5).map((name) => `✘ ${name}`)].join('\n      ')
}

async function step(name: string, fn: () => Promise<Outcome>) {
  const start = performance.now()
  console.log(`\n━━ ${name} ━━`)
  let outcome: Outcome
  try {
    outcome = await fn()
  } catch (error) {
    outcome = { status: 'failed', note: (error as Error).message }
  }
  results.push({
    step: name,
    status: outcome.status,
    seconds: (performance.now() - start) / 1000,
    note: outcome.note ?? '',
  })
}

/**
 * The suites in api/test/ops/ (named *.ops.ts so a plain `bun test` leaves them out): real
 * server processes on their own PostgreSQL server, which they start, restart and stop.
 */
function opsStep(name: string, files: string[]) {
  return step(name, async () => {
    if (!postgresAvailable()) aptInstall(['postgresql-15'], 'these tests run on PostgreSQL 15')
    if (!postgresAvailable()) return cannotRun('PostgreSQL 15 binaries not found')
    const run = await sh(
      ['bun', 'test', '--timeout', '120000', ...files.map((file) => `./test/ops/${file}`)],
      `${root}api`,
    )
    const measured = [...run.output.matchAll(/^(PostgreSQL restart|SIGKILL on \w+): .*$|^\{"uploadMiB".*$/gm)].map(
      (m) => m[0],
    )
    return passedIf(run.ok, [bunCounts(run.output), ...measured].join('\n      '))
  })
}

/** The API suite's last line about the OpenAPI check (api/test/openapi-preload.ts, decision 0201). */
const openApiCheck = (output: string) =>
  output.match(/OpenAPI check: \d+ requests validated[^\n]*(\n- [^\n]*)*/g)?.at(-1) ??
  'OpenAPI check: no figures printed'

/**
 * The API's published OpenAPI document against Redocly's recommended rules (docs/api.md): errors
 * fail the step, warnings are listed. @redocly/cli is pinned in package.json and runs offline.
 */
async function lintOpenApi(): Promise<{ ok: boolean; note: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'club-openapi-lint-'))
  try {
    const file = join(dir, 'openapi.json')
    writeFileSync(file, await openApiDocument())
    const run = await sh([join(root, 'node_modules/.bin/redocly'), 'lint', '--extends', 'recommended', file], root, {
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    })
    const warnings = /(\d+) warnings?/.exec(run.output)?.[1] ?? '0'
    const errors = /with (\d+) errors?/.exec(run.output)?.[1] ?? (run.ok ? '0' : '?')
    return { ok: run.ok, note: `OpenAPI ${run.ok ? 'valid' : 'invalid'} (${errors} errors, ${warnings} warnings)` }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const steps: Record<string, () => Promise<void>> = {
  static: () =>
    step('static: biome, typescript, cycles, OpenAPI', async () => {
      const lint = await sh(['bun', 'x', 'biome', 'ci', '.'])
      const cycles = await importCycles()
      for (const cycle of cycles) console.log(`import cycle: ${cycle.join(' → ')} → ${cycle[0]}`)
      const workspaces = ['api', 'web', 'e2e', 'scripts']
      const types = await Promise.all(workspaces.map((ws) => sh(['bun', 'x', 'tsc', '-p', `${ws}/tsconfig.json`])))
      const untyped = workspaces.filter((_, i) => !types[i]?.ok)
      const openapi = await lintOpenApi()
      return passedIf(
        lint.ok && untyped.length === 0 && cycles.length === 0 && openapi.ok,
        [
          lint.ok ? 'biome clean' : 'biome found problems',
          untyped.length ? `tsc failed in ${untyped.join(', ')}` : 'tsc clean',
          `${cycles.length} import cycles`,
          openapi.note,
        ].join(', '),
      )
    }),
  api: () =>
    step('api on PGlite', async () => {
      const run = await sh(['bun', 'test', '--timeout', '60000'], `${root}api`)
      return passedIf(run.ok, [bunCounts(run.output), openApiCheck(run.output)].join('\n      '))
    }),
  'api-postgres': () =>
    step('api on PostgreSQL 15', async () => {
      if (!postgresAvailable()) aptInstall(['postgresql-15'], 'the API suite also runs on PostgreSQL 15')
      if (!postgresAvailable()) return cannotRun('PostgreSQL 15 binaries not found')
      const pg = await startPostgres()
      try {
        const run = await sh(['bun', 'test', '--timeout', '60000'], `${root}api`, { TEST_DATABASE_URL: pg.url })
        return passedIf(run.ok, [bunCounts(run.output), openApiCheck(run.output)].join('\n      '))
      } finally {
        await pg.stop()
      }
    }),
  replicas: () => opsStep('two API processes on one PostgreSQL', ['replicas.ops.ts', 'jam-results.ops.ts']),
  faults: () => opsStep('faults: PostgreSQL restart, SIGKILL', ['faults-postgres.ops.ts', 'faults-kill.ops.ts']),
  uploads: () => opsStep('a 150 MiB upload streams to disk', ['upload-memory.ops.ts']),
  web: () =>
    step('web unit tests', async () => {
      const run = await sh(['bun', 'test'], `${root}web`)
      return passedIf(run.ok, bunCounts(run.output))
    }),
  e2e: () =>
    step('end to end (Playwright, Chromium)', async () => {
      if (!ensureChromium()) return cannotRun('Chromium not available')
      const build = await sh(['bun', 'run', 'build'])
      if (!build.ok) return { status: 'failed', note: 'web build failed' }
      const run = await sh(['bun', 'x', 'playwright', 'test'], `${root}e2e`)
      const passed = /(\d+) passed/.exec(run.output)?.[1] ?? '0'
      const failed = /(\d+) failed/.exec(run.output)?.[1] ?? '0'
      return passedIf(run.ok, `${passed} passed, ${failed} failed`)
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

const MARK: Record<Status, string> = { passed: '✔', failed: '✘', skipped: '○' }
console.log('\n━━ summary ━━')
for (const r of results)
  console.log(`${MARK[r.status]} ${r.step.padEnd(36)} ${r.seconds.toFixed(1).padStart(6)} s  ${r.status}  ${r.note}`)
const total = results.reduce((sum, r) => sum + r.seconds, 0)
const skipped = results.filter((r) => r.status === 'skipped').map((r) => r.step)
console.log(
  `  total ${total.toFixed(1)} s${skipped.length ? `; skipped here (not passed): ${skipped.join(', ')}` : ''}`,
)
process.exit(results.some((r) => r.status === 'failed') ? 1 : 0)
