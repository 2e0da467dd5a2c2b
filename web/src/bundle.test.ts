/**
 * The PWA imports the API's `App` type and its shared modules (levels, constants): a slip from
 * `import type` to `import`, or a shared module that reaches into the server, would ship server
 * code to every phone. This builds the PWA as production does and looks for fingerprints of the
 * server in it. The fingerprints are checked against a build of the server first, so a stale one
 * fails here instead of passing for nothing.
 */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Strings that survive minification: password hashing, drizzle's tables, PGlite, server config. */
const SERVER_FINGERPRINTS = ['argon2id', 'Bun.password', 'PgDialect', 'PgTable', 'pglite', 'JWT_SECRET', 'DATABASE_URL']

const webRoot = join(import.meta.dir, '..')
const outDir = mkdtempSync(join(tmpdir(), 'club-bundle-test-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))
/** One production build for both tests. */
let builtOnce: Promise<string> | undefined
const build = () => {
  builtOnce ??= webBundle()
  return builtOnce
}

async function serverBundle(): Promise<string> {
  const build = await Bun.build({ entrypoints: [join(webRoot, '../api/src/index.ts')], target: 'bun', minify: true })
  if (!build.success) throw new AggregateError(build.logs, 'the server did not build')
  return (await Promise.all(build.outputs.map((output) => output.text()))).join('\n')
}

async function webBundle(): Promise<string> {
  const vite = Bun.spawn(['bun', 'x', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: webRoot,
    env: { ...process.env, BUILD_ID: 'bundle-test' },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  if ((await vite.exited) !== 0) throw new Error(`vite build failed: ${await new Response(vite.stderr).text()}`)
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
  expect(files.length).toBeGreaterThan(5)
  return files.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n')
}

/**
 * first-view.ts: the landing page loads its entry, the app-core chunk and the bundler's runtime,
 * nothing else. A module that the first view shares with a route chunk and that is not listed
 * there shows up here as one more script.
 */
test('the first view is the entry, app-core and the runtime, one request each', async () => {
  await build()
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)\.js"/g)].map((m) =>
    m[1]?.replace(/-[\w-]{8}$/, ''),
  )
  expect(scripts.sort()).toEqual(['app-core', 'index', 'rolldown-runtime'])
}, 120_000)

test('the built PWA carries no server code', async () => {
  const [server, web] = await Promise.all([serverBundle(), build()])
  for (const fingerprint of SERVER_FINGERPRINTS) {
    expect({ fingerprint, inServerBuild: server.includes(fingerprint) }).toEqual({ fingerprint, inServerBuild: true })
    expect({ fingerprint, inWebBuild: web.includes(fingerprint) }).toEqual({ fingerprint, inWebBuild: false })
  }
}, 120_000)
