/**
 * What every response gets: a request id, security headers (the Content-Security-Policy is in
 * csp.ts), a body-size limit enforced before the body is read, and one JSON log line (method,
 * path, status, latency, id).
 */
import { Elysia } from 'elysia'
import { logLine } from '../lib/log'
import { REQUEST_BODY_MAX_BYTES } from '../shared/constants'
import { APP_POLICY } from './csp'

export interface HttpOptions {
  logRequests: boolean
  publicUrl: string
}

const started = new WeakMap<Request, { id: string; at: number }>()

/** A personal calendar feed's address is its credential (docs/api.md#calendars): never in a log. */
export const loggedPath = (pathname: string) => pathname.replace(/^(\/api\/calendar\/feeds\/)[^/]+/i, '$1(secret).ics')

export function securityHeaders(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': APP_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // frame-ancestors 'none' says the same to browsers that read CSP; this, to those that do not.
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  }
  if (publicUrl.startsWith('https://')) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

export const httpPlugin = ({ logRequests, publicUrl }: HttpOptions) => {
  const baseHeaders = securityHeaders(publicUrl)
  return new Elysia({ name: 'http' })
    .onRequest(({ request, set }) => {
      const id = request.headers.get('x-request-id')?.slice(0, 64) || crypto.randomUUID()
      started.set(request, { id, at: performance.now() })
      Object.assign(set.headers, baseHeaders)
      set.headers['x-request-id'] = id
      const length = Number(request.headers.get('content-length') ?? 0)
      if (length > REQUEST_BODY_MAX_BYTES) {
        set.status = 413
        return Response.json(
          { message: `The request body is larger than ${REQUEST_BODY_MAX_BYTES / 1024 / 1024} MiB` },
          { status: 413, headers: { ...baseHeaders, 'x-request-id': id, connection: 'close' } },
        )
      }
    })
    .onAfterResponse({ as: 'global' }, ({ request, set, responseValue }) => {
      if (!logRequests) return
      const start = started.get(request)
      const status =
        responseValue instanceof Response ? responseValue.status : typeof set.status === 'number' ? set.status : 200
      logLine({
        id: start?.id,
        method: request.method,
        path: loggedPath(new URL(request.url).pathname),
        status,
        ms: start ? Math.round((performance.now() - start.at) * 100) / 100 : undefined,
      })
    })
}
