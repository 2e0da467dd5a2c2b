/** One JSON line per log record, on stdout (requests) or stderr (errors). */
export function logLine(record: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...record })}\n`)
}

export function logError(message: string, error: unknown, context: Record<string, unknown> = {}): void {
  const err = error instanceof Error ? describe(error) : { error: String(error) }
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'error', message, ...context, ...err })}\n`,
  )
}

/** The error and what caused it: drizzle wraps the driver's error (its SQLSTATE and text) in `cause`. */
function describe(error: Error): Record<string, unknown> {
  const cause = error.cause as { message?: unknown; code?: unknown } | undefined
  return {
    error: error.message,
    ...(cause && typeof cause === 'object' ? { cause: String(cause.message ?? cause), code: cause.code } : {}),
    stack: error.stack,
  }
}
