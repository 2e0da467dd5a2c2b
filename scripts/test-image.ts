/**
 * `bun run test:image`: builds the project's Dockerfile with podman on a Bun base image made on
 * this machine (scripts/lib/podman.ts), checks what the image declares, runs it with a temp
 * DATA_DIR on a free port and checks health, the PWA, a sign-up and registrations; then SIGTERM
 * in the middle of a load of registrations: it must exit 0 within 10 s, and a second container
 * on the same volume must have every registration the first acknowledged. Last, the same image
 * on a throwaway PostgreSQL through DATABASE_URL, which is restarted under it. Prints the image
 * size and every duration.
 */
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ClubClient, type Session, waitForHealth } from './lib/club-client'
import { ensureBaseImage, ensureTools, podman, podmanAsync } from './lib/podman'
import { freePort } from './lib/ports'
import { postgresAvailable, startPostgres } from './lib/postgres'
import { aptInstall } from './lib/system'

const root = join(import.meta.dir, '..')
const image = `localhost/gamedev-club:test-${process.pid}`
const secret = 'image-test-secret-0123456789-abcdefghijklmnop'
const STOP_WITHIN_MS = 10_000
const containers: string[] = []
const cleanups: (() => unknown)[] = []
const timings: [string, number][] = []

async function timed<T>(label: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now()
  const result = await work()
  const seconds = (performance.now() - started) / 1000
  timings.push([label, seconds])
  console.log(`✔ ${label} (${seconds.toFixed(1)} s)`)
  return result
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}

/** Starts a container of the image; `publish` maps a free loopback port to the image's 3000. */
async function runContainer(name: string, options: { dataDir?: string; env?: Record<string, string> }) {
  const port = await freePort()
  const env = { JWT_SECRET: secret, ADMIN_EMAILS: 'admin@image.test', PUBLIC_URL: `http://127.0.0.1:${port}` }
  const hostNetwork = Boolean(options.env?.DATABASE_URL) // reaches the loopback PostgreSQL
  const args = ['run', '-d', '--name', name]
  // On the host's network the games port (PORT + 1 by default) must be free too.
  if (hostNetwork)
    args.push('--network', 'host', '-e', `PORT=${port}`, '-e', `GAMES_PORT=${await freePort()}`, '-e', 'HOST=127.0.0.1')
  else args.push('-p', `127.0.0.1:${port}:3000`)
  if (options.dataDir) args.push('-v', `${options.dataDir}:/data`)
  for (const [key, value] of Object.entries({ ...env, ...options.env })) args.push('-e', `${key}=${value}`)
  podman([...args, image])
  containers.push(name)
  const url = `http://127.0.0.1:${port}`
  const running = () => podman(['inspect', name, '--format', '{{.State.Running}}'], { quiet: true }).stdout.trim()
  await waitForHealth(url, 90_000, () => running() === 'true').catch((error) => {
    console.error(logsOf(name))
    throw error
  })
  return { name, url, client: new ClubClient(url) }
}

/** `bun run admin:grant` as an operator runs it in the container (`docker exec club …`). */
function grantInContainer(name: string, email: string) {
  const result = podman(['exec', name, 'bun', 'api/src/cli/admin-role.ts', 'grant', email], { check: false })
  check(
    result.ok && result.stdout.includes('is now an admin'),
    `admin:grant in the container: ${result.stdout}${result.stderr}`,
  )
}

/** SIGTERM (the image's STOPSIGNAL) and the wait for the exit: its code and how long it took. */
async function stopContainer(name: string) {
  const started = performance.now()
  await podmanAsync(['kill', '--signal', 'SIGTERM', name])
  const code = Number((await podmanAsync(['wait', name])).stdout.trim())
  return { code, ms: performance.now() - started }
}

/** The container's own output (the server logs to stdout, errors to stderr). */
function logsOf(name: string) {
  const logs = podman(['logs', '--tail', '40', name], { check: false, quiet: true })
  return `${logs.stdout}${logs.stderr}`
}

function inspectImage() {
  const [info] = JSON.parse(podman(['image', 'inspect', image], { quiet: true }).stdout) as {
    Size: number
    Config: Record<string, unknown> & { Env: string[] }
    Healthcheck?: { Test: string[] }
  }[]
  check(info, 'image not found after the build')
  const config = info.Config
  check(config.User === '1000:1000', `runs as ${String(config.User)}, not the unprivileged bun user`)
  check(config.ExposedPorts && '3000/tcp' in (config.ExposedPorts as object), 'does not EXPOSE 3000')
  check(config.Volumes && '/data' in (config.Volumes as object), '/data is not a VOLUME')
  check(config.StopSignal === 'SIGTERM', `STOPSIGNAL is ${String(config.StopSignal)}`)
  check(config.Env.includes('DATA_DIR=/data') && config.Env.includes('NODE_ENV=production'), 'DATA_DIR/NODE_ENV')
  check(info.Healthcheck?.Test.join(' ').includes('healthcheck.ts'), 'no HEALTHCHECK')
  return info.Size
}

/** The PWA and its headers, as a browser gets them. */
async function checkPwa(url: string) {
  const index = await fetch(`${url}/profile`, { headers: { 'accept-encoding': 'br' } })
  const html = await index.text()
  check(index.status === 200 && html.includes('<div id="root">'), 'a deep link is not the app')
  check(index.headers.get('cache-control') === 'no-cache', 'index.html must never be cached')
  check(index.headers.get('content-security-policy')?.includes("frame-ancestors 'none'"), 'no CSP')
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  check(script, 'index.html names no hashed script')
  const asset = await fetch(`${url}${script}`, { headers: { 'accept-encoding': 'br, gzip' } })
  check(asset.headers.get('cache-control')?.includes('immutable'), 'hashed assets must be immutable')
  check(asset.headers.get('content-encoding') === 'br', 'text assets must be compressed')
  const docs = await fetch(`${url}/api/docs`)
  check(docs.status === 200, '/api/docs does not answer')
  const unknown = await fetch(`${url}/api/unknown`)
  const body = (await unknown.json()) as { message?: string }
  check(unknown.status === 404 && body.message, '/api must never be the app')
}

/** Registrations fired eight at a time; SIGTERM once ten are acknowledged. */
async function registerUnderShutdown(client: ClubClient, member: Session, eventIds: string[], name: string) {
  const acknowledged: string[] = []
  let stop: Promise<{ code: number; ms: number }> | undefined
  const queue = [...eventIds]
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const status = await client.register(member, id)
      if (status === 201) acknowledged.push(id)
      if (acknowledged.length >= 10) stop ??= stopContainer(name)
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return { acknowledged, stop: await (stop ?? stopContainer(name)) }
}

async function embeddedDatabase() {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-image-data-'))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  chownSync(dataDir, 1000, 1000) // the image's user owns its volume
  const first = await timed('start on an empty volume, healthy', () =>
    runContainer(`club-image-a-${process.pid}`, { dataDir }),
  )
  check(podman(['healthcheck', 'run', first.name], { check: false }).ok, 'the HEALTHCHECK command fails')
  await timed('PWA, headers, docs', () => checkPwa(first.url))
  const { client } = first
  // No mail server here: the first admin is made as the README says for a server without SMTP.
  const admin = await client.signUp('image_admin', 'admin@image.test')
  await timed('admin:grant inside the running container (PGlite: through its socket)', () =>
    grantInContainer(first.name, 'admin@image.test'),
  )
  const member = await client.signUp('image_member')
  const events = await Promise.all(Array.from({ length: 40 }, (_, i) => client.createEvent(admin, `Jam ${i}`, 10)))
  const { acknowledged, stop } = await registerUnderShutdown(
    client,
    member,
    events.map((event) => event._id),
    first.name,
  )
  console.log(
    `  SIGTERM during ${acknowledged.length} acknowledged registrations: exit ${stop.code} in ${stop.ms.toFixed(0)} ms`,
  )
  check(stop.code === 0, `exit code ${stop.code} after SIGTERM`)
  check(stop.ms < STOP_WITHIN_MS, `took ${stop.ms} ms to stop`)
  timings.push(['SIGTERM to exit', stop.ms / 1000])

  const second = await timed('restart on the same volume', () =>
    runContainer(`club-image-b-${process.pid}`, { dataDir }),
  )
  const mine = new Set((await second.client.myRegistrations(member)).map((r) => r.event._id))
  const lost = acknowledged.filter((id) => !mine.has(id))
  check(lost.length === 0, `${lost.length} acknowledged registrations were lost`)
  const { exp } = await second.client.profile(member)
  check(exp === mine.size * 10, `EXP ${exp} for ${mine.size} registrations: awarded twice or lost`)
  console.log(`  after the restart: ${mine.size} registrations (${acknowledged.length} acknowledged), EXP ${exp}`)
  check((await second.client.logIn('admin@image.test')).user.role === 'admin', 'the granted admin role was lost')
  check((await stopContainer(second.name)).code === 0, 'second container did not stop cleanly')
}

async function withPostgres() {
  if (!postgresAvailable()) aptInstall(['postgresql-15'], 'the image also runs on PostgreSQL')
  const pg = await startPostgres()
  cleanups.push(() => pg.stop())
  const server = await timed('start with DATABASE_URL, healthy', () =>
    runContainer(`club-image-pg-${process.pid}`, { env: { DATABASE_URL: pg.url } }),
  )
  const health = await server.client.expect<{ database: string }>(200, 'GET', '/api/health')
  check(health.database === 'postgres', `health says ${health.database}`)
  const admin = await server.client.signUp('image_pg_admin', 'admin@image.test')
  grantInContainer(server.name, 'admin@image.test')
  const member = await server.client.signUp('image_pg_member')
  const event = await server.client.createEvent(admin, 'On PostgreSQL', 25)
  check((await server.client.register(member, event._id)) === 201, 'registration on PostgreSQL failed')
  // PostgreSQL restarts under the running container: a quick 503 meanwhile, service after.
  await pg.halt('immediate')
  const down = await server.client.call<{ status: string }>('GET', '/api/health')
  check(down.status === 503, `health says ${down.status} while PostgreSQL is down`)
  await pg.start()
  const upAt = performance.now()
  await waitForHealth(server.url, 5_000)
  console.log(`  PostgreSQL restarted: the container served again in ${(performance.now() - upAt).toFixed(0)} ms`)
  const later = await server.client.createEvent(admin, 'After the restart', 25)
  check((await server.client.register(member, later._id)) === 201, 'no registration after PostgreSQL restarted')
  check((await stopContainer(server.name)).code === 0, 'did not stop cleanly on PostgreSQL')
}

let failed = false
try {
  check(ensureTools(), 'podman, runc and debootstrap are needed (apt-get install podman runc debootstrap)')
  const base = await timed('base image', () => ensureBaseImage())
  await timed('docker build', () =>
    podman([
      'build',
      '--layers=false', // no cache: on vfs every layer is a full copy
      '--isolation',
      'chroot',
      '--network',
      'host',
      '--format',
      'docker', // keeps HEALTHCHECK, which the OCI format has no field for
      '--build-arg',
      `BASE=${base}`,
      '-t',
      image,
      root,
    ]),
  )
  const size = inspectImage()
  const baseSize = JSON.parse(podman(['image', 'inspect', base], { quiet: true }).stdout)[0].Size as number
  console.log(
    `  image ${(size / 1e6).toFixed(0)} MB (base ${(baseSize / 1e6).toFixed(0)} MB + app ${((size - baseSize) / 1e6).toFixed(0)} MB)`,
  )
  await embeddedDatabase()
  await withPostgres()
} catch (error) {
  failed = true
  console.error(`✘ ${(error as Error).message}`)
  for (const name of containers) console.error(`── ${name}\n${logsOf(name)}`)
} finally {
  for (const name of containers) podman(['rm', '-f', '-t', '0', name], { check: false, quiet: true })
  podman(['rmi', '-f', image], { check: false, quiet: true })
  for (const cleanup of cleanups.reverse()) await cleanup()
}
console.log('\n━━ image test ━━')
for (const [label, seconds] of timings) console.log(`  ${label.padEnd(36)} ${seconds.toFixed(1).padStart(6)} s`)
console.log(failed ? '✘ image test failed' : '✔ image test passed')
process.exit(failed ? 1 : 0)
