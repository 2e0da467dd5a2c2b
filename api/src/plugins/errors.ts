/**
 * One error plugin: whatever goes wrong leaves as `{ message }` with the right status.
 * Validation names the field; unknown failures are logged with their stack and answered with
 * a generic 500 that carries no detail; an unreachable database is a 503.
 */
import { Elysia, type ValidationError } from 'elysia'
import { isDatabaseUnavailable, isUniqueViolation } from '../lib/db-errors'
import { HttpError } from '../lib/errors'
import { logError } from '../lib/log'
import { loggedPath } from './http'

const FIELD_LABEL: Record<string, string> = {
  body: 'Request body',
  query: 'Query string',
  params: 'Path parameter',
  headers: 'Header',
  cookie: 'Cookie',
}

/**
 * "email: must be a valid email address" — the first problem, with the field it concerns.
 * Elysia's summaries print the offending value; one too large to print (bodies are bounded in
 * depth, but not every input is a body) gives the generic message instead of a failure.
 */
export function validationMessage(error: Pick<ValidationError, 'all' | 'type'>): string {
  try {
    return describeFirst(error)
  } catch {
    return `${FIELD_LABEL[error.type] ?? 'Input'} is invalid`
  }
}

function describeFirst(error: Pick<ValidationError, 'all' | 'type'>): string {
  const first = error.all.find((e) => 'path' in e) as
    | { path: string; message: string; summary?: string; schema?: { error?: unknown } }
    | undefined
  if (!first) return `${FIELD_LABEL[error.type] ?? 'Input'} is invalid`
  const field = first.path.replace(/^\//, '').replaceAll('/', '.')
  const custom = first.schema?.error
  if (typeof custom === 'string') return custom
  if (!field) return `${FIELD_LABEL[error.type] ?? 'Input'} is invalid: ${first.summary ?? first.message}`.trim()
  // TypeBox says "Expected required property" / "Expected string length greater or equal to 3".
  const detail = (first.summary ?? first.message).replace(/^Property '[^']*' /, '').replace(/^Expected /, 'expected ')
  return `${field}: ${detail}`
}

const jsonError = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ message }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  })

export const errorPlugin = new Elysia({ name: 'errors' }).onError(
  { as: 'global' },
  ({ code, error, request, path, set }) => {
    // The request log (http.ts) reads the status from `set` once the answer has gone.
    const json = (status: number, message: string, headers: Record<string, string> = {}) => {
      set.status = status
      return jsonError(status, message, headers)
    }
    if (error instanceof HttpError) return json(error.status, error.message, error.headers)
    switch (code) {
      case 'VALIDATION':
        // A response that fails its own schema is our bug, not the client's.
        if (error.type === 'response') break
        return json(422, validationMessage(error))
      case 'PARSE':
        // plugins/body.ts refuses what it reads (too large, too deep, not an object) with its own answer.
        if (error.cause instanceof HttpError) return json(error.cause.status, error.cause.message, error.cause.headers)
        return json(400, 'The request body could not be read: send valid JSON with Content-Type: application/json')
      case 'NOT_FOUND':
        return json(404, `Not found: ${request.method} ${path}`)
      case 'INVALID_COOKIE_SIGNATURE':
        return json(400, 'A cookie was tampered with; sign in again')
      case 'INVALID_FILE_TYPE':
        return json(422, 'That file type is not accepted')
    }
    if (isDatabaseUnavailable(error))
      return json(503, 'The database is not answering right now. Please try again in a moment.', { 'retry-after': '5' })
    if (isUniqueViolation(error)) return json(409, 'That conflicts with something that already exists')
    const status = (error as { status?: unknown }).status
    if (typeof status === 'number' && status >= 400 && status < 500)
      return json(status, (error as Error).message || 'The request could not be handled')
    logError('unhandled error', error, { method: request.method, path: loggedPath(path) })
    return json(500, 'Something went wrong on our side. Please try again.')
  },
)
