/** One JSON line per log record, on stdout (requests) or stderr (errors). */
export function logLine(record: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...record })}\n`)
}

export function logError(message: string, error: unknown, context: Record<string, unknown> = {}): void {
  const err = error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) }
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'error', message, ...context, ...err })}\n`,
  )
}
