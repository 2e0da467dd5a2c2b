/**
 * A unix socket in DATA_DIR (mode 0600) through which `bun run admin:grant|admin:revoke` reach the
 * running server (docs/decisions/0112): the embedded database belongs to one process, so on PGlite
 * the command cannot open it while the server runs. Only whoever may enter DATA_DIR can connect,
 * and it answers nothing but role changes. On PostgreSQL the command goes to the database directly.
 */
import { chmodSync, existsSync, mkdirSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'
import type { Db } from './db/client'
import { logError, logLine } from './lib/log'
import { changeStoredRole, type RoleChange } from './modules/users/roles'

export const ADMIN_SOCKET_NAME = 'admin.sock'
/** sockaddr_un holds about 108 bytes of path. */
const MAX_SOCKET_PATH = 100

export const adminSocketPath = (dataDir: string) => join(dataDir, ADMIN_SOCKET_NAME)

const reply = (status: number, body: unknown) => Response.json(body, { status })

async function handle(request: Request, db: Db, adminEmails: ReadonlySet<string>): Promise<Response> {
  if (request.method !== 'POST' || new URL(request.url).pathname !== '/role')
    return reply(404, { message: 'Only POST /role' })
  let body: { email?: unknown; change?: unknown }
  try {
    body = (await request.json()) as typeof body
  } catch {
    return reply(400, { message: 'Send { email, change }' })
  }
  const { email, change } = body
  if (typeof email !== 'string' || (change !== 'grant' && change !== 'revoke'))
    return reply(400, { message: 'Send { email, change: "grant" | "revoke" }' })
  const result = await changeStoredRole(db, email, change as RoleChange, adminEmails)
  if (!result) return reply(404, { message: `No account has the email ${email.trim().toLowerCase()}.` })
  logLine({
    message: `admin role ${change === 'grant' ? 'granted' : 'revoked'} from the command line`,
    email: result.email,
  })
  return reply(200, result)
}

/** Does a server answer on this socket? */
export async function socketAnswers(path: string): Promise<boolean> {
  try {
    await fetch('http://localhost/ping', { unix: path, signal: AbortSignal.timeout(2_000) })
    return true
  } catch {
    return false
  }
}

export async function startAdminSocket({
  dataDir,
  db,
  adminEmails,
}: {
  dataDir: string
  db: Db
  adminEmails: ReadonlySet<string>
}): Promise<{ stop(): void } | null> {
  const path = adminSocketPath(dataDir)
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    logLine({ level: 'warn', message: 'no admin socket: the DATA_DIR path is too long for one', path })
    return null
  }
  try {
    mkdirSync(dataDir, { recursive: true })
    if (existsSync(path)) {
      if (await socketAnswers(path)) {
        logLine({ level: 'warn', message: 'no admin socket: another server answers on it', path })
        return null
      }
      unlinkSync(path) // left behind by a server that did not stop cleanly
    }
    // Created owner-only from the start, not made so a moment later.
    const umask = process.umask(0o177)
    let server: ReturnType<typeof Bun.serve>
    try {
      server = Bun.serve({ unix: path, fetch: (request) => handle(request, db, adminEmails) })
    } finally {
      process.umask(umask)
    }
    chmodSync(path, 0o600)
    return {
      stop() {
        server.stop(true)
        try {
          unlinkSync(path)
        } catch {}
      },
    }
  } catch (error) {
    logError('no admin socket', error, { path })
    return null
  }
}
