/**
 * PostgreSQL errors look different from postgres-js, PGlite and drizzle's wrapper; these read
 * the SQLSTATE and constraint name from any of them.
 */
interface PgErrorInfo {
  code?: string
  constraint?: string
  message?: string
}

export function pgErrorOf(error: unknown): PgErrorInfo | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown }
    if (typeof e.code === 'string') {
      const constraint =
        typeof e.constraint_name === 'string'
          ? e.constraint_name
          : typeof e.constraint === 'string'
            ? e.constraint
            : undefined
      return { code: e.code, constraint, message: (current as Error).message }
    }
    current = e.cause
  }
  return undefined
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const info = pgErrorOf(error)
  return info?.code === '23505' && (constraint === undefined || info.constraint === constraint)
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
  '57014', // query_canceled: the statement_timeout of db/client.ts cut off a stuck statement
])

/** PGlite's errors once it is closed (shutting down, or its files went away) carry no code. */
const PGLITE_GONE = /^PGlite is closed/

/** True when the database is unreachable or restarting: the right answer is 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const info = pgErrorOf(error)
  if (info?.code !== undefined) return UNAVAILABLE_CODES.has(info.code)
  let current: unknown = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (PGLITE_GONE.test(current.message)) return true
    current = current.cause
  }
  return false
}
