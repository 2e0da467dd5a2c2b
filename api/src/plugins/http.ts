/**
 * What every response gets: a request id, security headers (the Content-Security-Policy is in
 * csp.ts), `Cache-Control: no-store` on the API (images and the API docs set their own), limits
 * on the headers and on a declared body size enforced before the body is read (Bun's own limits
 * sit far above them: index.ts), and one JSON log line (method, path, status, latency, id).
 */
import { Elysia } from 'elysia'
import { requestArrived } from '../lib/idle-collect'
import { logLine } from '../lib/log'
import { isUploadPath, REQUEST_HEADERS_MAX_BYTES } from '../shared/constants'
import { bodyLimit, bodyTooLarge } from './body'
import { appPolicy } from './csp'

export const HEADERS_TOO_LARGE = `The request headers are larger than ${REQUEST_HEADERS_MAX_BYTES / 1024} KiB`

/**
 * Answers that belong to nobody in particular and may be cached (and calendar files, which say
 * for themselves how: docs/api.md#calendars); every other API answer may not.
 */
const CACHEABLE_API = /^\/api\/(media\/|docs(\/|$)|calendar\/|events\/[^/]+\/calendar\.ics$)/

function headerBytes(headers: Headers): number {
  let total = 0
  for (const [name, value] of headers) total += name.length + value.length + 4
  return total
}

export interface HttpOptions {
  logRequests: boolean
  publicUrl: string
  gamesOrigin?: string
  contactFormUrl?: string | null
}

const started = new WeakMap<Request, { id: string; at: number }>()

/** A personal calendar feed's address is its credential (docs/api.md#calendars): never in a log. */
export const loggedPath = (pathname: string) => pathname.replace(/^(\/api\/calendar\/feeds\/)[^/]+/i, '$1(secret).ics')

export function securityHeaders(
  publicUrl: string,
  policy: { gamesOrigin?: string; contactFormUrl?: string | null } = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': appPolicy(policy),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // frame-ancestors 'none' says the same to browsers that read CSP; this, to those that do not.
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    // With COOP, makes the app's pages cross-origin isolated, so a threaded game (SharedArrayBuffer)
    // works in its frame; credentialless keeps cross-origin images (provider avatars) loading.
    'cross-origin-embedder-policy': 'credentialless',
    // The camera for the app's own pages only: the check-in scanner reads tickets with it.
    'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
  }
  if (publicUrl.startsWith('https://')) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

export const httpPlugin = ({ logRequests, publicUrl, gamesOrigin, contactFormUrl }: HttpOptions) => {
  const baseHeaders = securityHeaders(publicUrl, { gamesOrigin, contactFormUrl })
  const log = (request: Request, status: number) => {
    if (!logRequests) return
    const start = started.get(request)
    logLine({
      id: start?.id,
      method: request.method,
      path: loggedPath(new URL(request.url).pathname),
      status,
      ms: start ? Math.round((performance.now() - start.at) * 100) / 100 : undefined,
    })
  }
  return new Elysia({ name: 'http' })
    .onRequest(({ request, set }) => {
      requestArrived()
      const id = request.headers.get('x-request-id')?.slice(0, 64) || crypto.randomUUID()
      started.set(request, { id, at: performance.now() })
      Object.assign(set.headers, baseHeaders)
      set.headers['x-request-id'] = id
      const path = new URL(request.url).pathname
      if (path.startsWith('/api/') && !CACHEABLE_API.test(path)) set.headers['cache-control'] = 'no-store'
      // Answered here, before any route: no later hook runs, so the line is written now.
      const refuse = (status: number, message: string) => {
        set.status = status
        log(request, status)
        return Response.json(
          { message },
          { status, headers: { ...baseHeaders, 'x-request-id': id, 'cache-control': 'no-store', connection: 'close' } },
        )
      }
      if (headerBytes(request.headers) > REQUEST_HEADERS_MAX_BYTES) return refuse(431, HEADERS_TOO_LARGE)
      const limit = bodyLimit(request.method, path, request.headers)
      if (Number(request.headers.get('content-length') ?? 0) > limit && !isUploadPath(path))
        return refuse(413, bodyTooLarge(limit))
    })
    .onAfterResponse({ as: 'global' }, ({ request, set, responseValue }) => {
      const status =
        responseValue instanceof Response ? responseValue.status : typeof set.status === 'number' ? set.status : 200
      log(request, status)
    })
}
