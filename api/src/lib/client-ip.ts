import type { Server } from 'bun'

/**
 * The client's address. Behind a reverse proxy (TRUST_PROXY=true) it is the first address of
 * X-Forwarded-For; otherwise the socket's. In-process requests (tests) have no socket.
 */
export function clientIp(request: Request, server: Server<unknown> | null, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded && forwarded.length <= 64) return forwarded
  }
  return server?.requestIP(request)?.address ?? 'local'
}
