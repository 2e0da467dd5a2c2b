/**
 * The PWA's pages, as the server and the service worker both recognise them. The build writes
 * web/dist/routes.json from the TanStack route tree (web/vite-plugins/route-list.ts); the server
 * answers a path that matches none of them with 404 and the app's own "Level not found" page
 * (api/src/plugins/web.ts); the service worker serves only these from its copy of the app and
 * asks the network for anything else (docs/decisions/0122-unknown-paths-answer-404.md).
 */

/** Written into the built PWA's folder beside index.html. */
export const ROUTE_LIST_FILE = 'routes.json'

export interface RouteList {
  /** TanStack full paths: "/", "/events", "/events/$eventId", "/files/$", "/posts/{-$page}". */
  routes: string[]
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** One path segment of a route → the pattern of one URL segment, slash included. */
function segmentPattern(segment: string): string {
  if (segment === '$' || segment === '{$}') return '(?:/.*)?' // splat: the rest, possibly nothing
  if (/^\$[A-Za-z_][\w]*$/.test(segment)) return '/[^/]+' // $param
  if (/^\{-\$[A-Za-z_][\w]*\}$/.test(segment)) return '(?:/[^/]+)?' // {-$optional}
  // prefix{$param}suffix, and a literal segment as it is
  const braced = /^(.*)\{\$[A-Za-z_][\w]*\}(.*)$/.exec(segment)
  if (braced) return `/${literal(braced[1] ?? '')}[^/]+${literal(braced[2] ?? '')}`
  return `/${literal(segment)}`
}

/**
 * A route's full path → a RegExp over URL pathnames. Case-insensitive and with an optional
 * trailing slash, as TanStack Router matches by default.
 */
export function routePathPattern(routePath: string): RegExp {
  const segments = routePath.split('/').filter(Boolean)
  if (!segments.length) return /^\/$/
  return new RegExp(`^${segments.map(segmentPattern).join('')}/?$`, 'i')
}

/**
 * The same over a pathname with its query, as Workbox's NavigationRoute tests its allowlist
 * (`url.pathname + url.search`): `/leaderboard?period=all&page=2` or `/login?session_expired=true`
 * is still that page, served from the worker's copy when the server cannot be reached.
 */
export function routeUrlPattern(routePath: string): RegExp {
  const path = routePathPattern(routePath)
  return new RegExp(`${path.source.replace(/\$$/, '')}(?:\\?.*)?$`, path.flags)
}

/** Whether the pathname (no query, as the URL gives it) is one of the app's pages. */
export function isKnownPage(pathname: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((pattern) => pattern.test(pathname))
}
