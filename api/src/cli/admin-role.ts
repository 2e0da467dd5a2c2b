/**
 * `bun run admin:grant <email>` and `bun run admin:revoke <email>` (docs/decisions/0112): store or
 * remove the admin role of an account, while the server runs or not, on either database. With the
 * embedded database the running server is asked through its socket in DATA_DIR (no second process
 * may open the database); with PostgreSQL, or when no server answers, the database is changed
 * directly. Reads the same environment as the server (DATABASE_URL, DATA_DIR, ADMIN_EMAILS).
 */
import { adminSocketPath, socketAnswers } from '../admin-socket'
import { ConfigError, loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { changeStoredRole, type RoleChange, type RoleResult } from '../modules/users/roles'

const USAGE = 'Usage: bun run admin:grant <email>   or   bun run admin:revoke <email>'

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`)
  process.exit(code)
}

async function viaServer(dataDir: string, email: string, change: RoleChange) {
  const path = adminSocketPath(dataDir)
  if (!(await socketAnswers(path))) return undefined
  const res = await fetch('http://localhost/role', {
    unix: path,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, change }),
    signal: AbortSignal.timeout(10_000),
  })
  if (res.status === 404) return null
  if (!res.ok) fail(`The server refused: ${((await res.json()) as { message?: string }).message ?? res.status}`, 1)
  return (await res.json()) as RoleResult
}

async function directly(config: ReturnType<typeof loadConfig>, email: string, change: RoleChange) {
  const database = openDatabase(config)
  try {
    await database.migrate()
    return await changeStoredRole(database.db, email, change, config.adminEmails)
  } finally {
    await database.close()
  }
}

const [change, rawEmail, ...extra] = process.argv.slice(2)
if ((change !== 'grant' && change !== 'revoke') || !rawEmail || extra.length > 0) fail(USAGE, 2)
const email = rawEmail.trim().toLowerCase()

let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig()
} catch (error) {
  if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`, 1)
  throw error
}

let result: RoleResult | null | undefined
let via = 'in the database'
if (!config.databaseUrl) {
  result = await viaServer(config.dataDir, email, change)
  if (result !== undefined) via = 'through the running server'
}
if (result === undefined) result = await directly(config, email, change)
if (!result) fail(`No account has the email ${email}.`, 1)

if (change === 'grant') {
  console.log(`${result.email} is now an admin (${via}).`)
  if (!result.emailVerified)
    console.log('Note: its email is not verified. Make sure this account really belongs to that person.')
} else if (result.effectiveRole === 'admin') {
  console.log(
    `${result.email} no longer has the stored admin role (${via}), but ADMIN_EMAILS still makes it an admin: remove it there and restart the server.`,
  )
} else console.log(`${result.email} is no longer an admin (${via}).`)
