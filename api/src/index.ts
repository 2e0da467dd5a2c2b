/**
 * The server: reads the configuration, opens and migrates the database, listens, and on SIGTERM
 * stops taking requests, lets those in flight finish, closes the database and exits 0.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createApp } from './app'
import { logError, logLine } from './lib/log'
import { openDatabaseOrExit, readConfigOrExit } from './lib/startup'
import { pruneLoginAttempts } from './modules/auth/service'
import { REQUEST_BODY_MAX_BYTES } from './shared/constants'

const DRAIN_TIMEOUT_MS = 8_000

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

const app = createApp({ database, config: { ...config, jwtSecret } }).listen({
  port: config.port,
  hostname: config.host,
  maxRequestBodySize: REQUEST_BODY_MAX_BYTES + 64 * 1024,
  // Never Bun's development error page (it shows the stack), whatever NODE_ENV says.
  development: false,
})

logLine({
  message: 'listening',
  url: `http://${config.host}:${config.port}`,
  publicUrl: config.publicUrl,
  database: database.kind,
  pid: process.pid,
})

const pruneTimer = setInterval(() => pruneLoginAttempts(database.db).catch(() => {}), 10 * 60_000)
pruneTimer.unref()

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  logLine({ message: 'shutting down', signal })
  clearInterval(pruneTimer)
  const force = setTimeout(() => app.server?.stop(true), DRAIN_TIMEOUT_MS)
  try {
    await app.server?.stop(false) // stop accepting; wait for requests in flight
  } finally {
    clearTimeout(force)
  }
  await database.close()
  logLine({ message: 'stopped', signal })
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
