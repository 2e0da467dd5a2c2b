/**
 * The server: reads the configuration, opens and migrates the database, listens, and on SIGTERM
 * stops taking requests, lets those in flight finish, closes the database and exits 0.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import { startAdminSocket } from './admin-socket'
import { createApp } from './app'
import { createBackground } from './lib/background'
import { writesTo } from './lib/checked-copy'
import { collectWhenIdle } from './lib/idle-collect'
import { logError, logLine } from './lib/log'
import { createMailer } from './lib/mail'
import { pruneRateLimits } from './lib/rate-limit'
import { openDatabaseOrExit, readConfigOrExit } from './lib/startup'
import { pruneAccountTokens } from './modules/auth/account-tokens'
import { sweepUnusedBuilds } from './modules/games/build-sweep'
import { gamesOriginHandler } from './modules/games/serve'
import { servedBuilds } from './modules/games/served-builds'
import { gameFilesFor } from './modules/games/setup'
import { sweepUnusedMedia } from './modules/media/cleanup'
import { vapidKeysIn } from './modules/notifications/vapid-keys'
import { createNotifier, CONCURRENCY as NOTIFY_SMTP_CONNECTIONS } from './modules/notifications/worker'
import { BUILD_GRACE_MINUTES, MEDIA_GRACE_MINUTES } from './shared/constants'

const DRAIN_TIMEOUT_MS = 8_000
/**
 * Bun answers by itself, with an empty body and no log line, when headers or a body pass its own
 * limits. Ours (plugins/http.ts, plugins/body.ts) answer `{ message }` and are logged, so Bun's sit
 * far above them: headers up to 64 KiB reach the app (it refuses above 16 KiB), and bodies of any
 * declared size (refused before being read; a streamed one is cut off at the limit). Measured in
 * docs/decisions/0115.
 */
const BUN_HEADER_LIMIT_BYTES = 64 * 1024
const BUN_BODY_LIMIT_BYTES = Number.MAX_SAFE_INTEGER
const SWEEP_EVERY_MS = 10 * 60_000

/** Development only: a random secret made once and kept in DATA_DIR, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

const config = readConfigOrExit()
// First, so that a second process on the same embedded DATA_DIR is refused before it writes anything.
const database = openDatabaseOrExit(config)
const jwtSecret = config.jwtSecret ?? developmentSecret(config.dataDir)
try {
  await database.migrate()
} catch (error) {
  logError('could not open or migrate the database', error, { database: database.kind })
  process.stderr.write(
    `Database error: ${(error as Error).message}. Check ${config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR (${config.dataDir})`}.\n`,
  )
  process.exit(1)
}

const mailer = createMailer(config.mail)
if (!mailer.canSend)
  logLine({
    level: 'warn',
    message:
      'SMTP_URL is not set: this server cannot send email (no verification or password-reset links, no notification emails); the screens say so',
  })
const background = createBackground()
// Keys from the environment, or a pair made once and kept in DATA_DIR (browsers' subscriptions are
// bound to the public key, so it must survive restarts; with several servers, set them in the environment).
const vapid = config.notifications.vapid ?? vapidKeysIn(config.dataDir, config.notifications.vapidSubject)
const appConfig = { ...config, jwtSecret, notifications: { ...config.notifications, vapid } }

// Read by Bun.serve when it starts: the largest request head it passes on to the app.
Object.assign(http, { maxHeaderSize: BUN_HEADER_LIMIT_BYTES })
// What the games origin serves, on both ports: the app's writes to games reach it at once (decision 0295).
const builds = servedBuilds(database.db)
const app = createApp({ database, config: appConfig, mailer, background, servedBuilds: builds }).listen({
  port: config.port,
  hostname: config.host,
  maxRequestBodySize: BUN_BODY_LIMIT_BYTES,
  // Never Bun's development error page (it shows the stack), whatever NODE_ENV says.
  development: false,
})
// The games origin (docs/games.md): the same process, another port, only game files.
const gameFiles = gameFilesFor(config.storageDir)
const gamesServer = Bun.serve({
  port: config.gamesPort,
  hostname: config.host,
  development: false,
  fetch: gamesOriginHandler({ builds, storage: gameFiles.storage, publicUrl: config.publicUrl }),
  error: (error) => {
    logError('games origin failed', error)
    return new Response('Something went wrong', { status: 500, headers: { 'content-type': 'text/plain' } })
  },
})
collectWhenIdle()
const adminSocket = await startAdminSocket({
  dataDir: config.dataDir,
  db: database.db,
  adminEmails: config.adminEmails,
})

// Sends what fell due while the server was down at once, then looks every few seconds (decision 0250).
const notifierMailer = createMailer(config.mail, { pool: NOTIFY_SMTP_CONNECTIONS })
const notifier = createNotifier({ db: database.db, config: appConfig, mailer: notifierMailer })
notifier.start()

logLine({
  message: 'listening',
  url: `http://${config.host}:${config.port}`,
  publicUrl: config.publicUrl,
  gamesUrl: `http://${config.host}:${config.gamesPort}`,
  gamesOrigin: config.gamesOrigin,
  database: database.kind,
  pid: process.pid,
})

async function housekeeping() {
  await pruneRateLimits(database.db)
  await pruneAccountTokens(database.db)
  await sweepUnusedMedia(database.db, { graceMinutes: MEDIA_GRACE_MINUTES })
  await gameFiles.uploads.sweep()
  await writesTo(builds)(sweepUnusedBuilds(database.db, gameFiles.storage, { graceMinutes: BUILD_GRACE_MINUTES }))
}
const housekeepingTimer = setInterval(
  () => housekeeping().catch((error) => logError('housekeeping failed', error)),
  SWEEP_EVERY_MS,
)
housekeepingTimer.unref()

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  logLine({ message: 'shutting down', signal })
  clearInterval(housekeepingTimer)
  adminSocket?.stop()
  const force = setTimeout(() => {
    app.server?.stop(true)
    gamesServer.stop(true)
  }, DRAIN_TIMEOUT_MS)
  try {
    // Stop accepting; wait for requests in flight.
    await Promise.all([app.server?.stop(false), gamesServer.stop(false)])
  } finally {
    clearTimeout(force)
  }
  await notifier.stop() // the notifications being sent
  notifierMailer.close()
  await background.drain(DRAIN_TIMEOUT_MS) // mail being sent
  mailer.close()
  await database.close()
  logLine({ message: 'stopped', signal })
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
