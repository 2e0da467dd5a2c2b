/**
 * Serves the built PWA (web/dist) at `/`: hashed assets cached forever, index.html and the
 * service worker never cached, the app's pages (deep links like /profile) answered with
 * index.html, any other path with 404 and the same index.html (the app says "Level not found"),
 * and never anything under /api. Files are read once at start (index.html and sw.js with the
 * club's time zone, web-index.ts), with gzip and brotli versions made ahead, so a request is a
 * map lookup.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import { Elysia } from 'elysia'
import { notFound } from '../lib/errors'
import { logError, logLine } from '../lib/log'
import { type CardSettings, type ShareCard, siteCard } from '../modules/share-cards/cards'
import { isKnownPage } from '../shared/route-paths'
import { type RenderFirstView, routeStyleSheets, starterScript, withFirstView } from './first-view'
import {
  descriptionOf,
  loadPagePatterns,
  withClubTimeZone,
  withContactForm,
  withIndexRevision,
  withShareCard,
} from './web-index'

type Bytes = Uint8Array<ArrayBuffer>

interface StaticFile {
  body: Bytes
  gzip?: Bytes
  brotli?: Bytes
  type: string
  etag: string
  cacheControl: string
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/

function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (path === '/index.html' || path === '/sw.js' || path.startsWith('/workbox-') || path.endsWith('.webmanifest'))
    return 'no-cache'
  return 'public, max-age=3600'
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

/** A file's bytes as served: `path` is its URL path ("/index.html"). */
type Rewrite = (path: string, body: Bytes) => Bytes

export function loadStaticFiles(distDir: string, rewrite: Rewrite = (_, body) => body): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>()
  if (!existsSync(join(distDir, 'index.html'))) return files
  for (const full of walk(distDir)) {
    const path = `/${relative(distDir, full).split('\\').join('/')}`
    // The build's own records (.vite/manifest.json) are read by the server, never served.
    if (path.startsWith('/.')) continue
    const body = rewrite(path, new Uint8Array(readFileSync(full)))
    const type = TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream'
    const file: StaticFile = {
      body,
      type,
      etag: `"${new Bun.CryptoHasher('sha1').update(body).digest('hex').slice(0, 20)}"`,
      cacheControl: cacheControlFor(path),
    }
    if (COMPRESSIBLE.test(type) && body.length > 512) {
      file.gzip = new Uint8Array(gzipSync(body, { level: 9 }))
      file.brotli = new Uint8Array(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }))
    }
    files.set(path, file)
  }
  return files
}

/** The file, compressed as the client accepts; a 404 carries the page but no ETag or 304. */
function respond(file: StaticFile, request: Request, headers: Record<string, string>, status = 200): Response {
  const common: Record<string, string> = {
    ...headers,
    'content-type': file.type,
    'cache-control': file.cacheControl,
    vary: 'Accept-Encoding',
  }
  if (status === 200) {
    common.etag = file.etag
    if (request.headers.get('if-none-match') === file.etag) return new Response(null, { status: 304, headers: common })
  }
  const accept = request.headers.get('accept-encoding') ?? ''
  if (file.brotli && /\bbr\b/.test(accept))
    return new Response(file.brotli, { status, headers: { ...common, 'content-encoding': 'br' } })
  if (file.gzip && /\bgzip\b/.test(accept))
    return new Response(file.gzip, { status, headers: { ...common, 'content-encoding': 'gzip' } })
  return new Response(file.body, { status, headers: common })
}

/**
 * index.html as indexFor made it (zone, contact form, site card), and sw.js precaching exactly
 * that page (web-index.ts): the worker's revision depends on the rewritten page.
 */
function servedForThisServer(html: string | null): Rewrite {
  if (html === null) return (_, body) => body
  const index = new TextEncoder().encode(html)
  const revision = new Bun.CryptoHasher('md5').update(index).digest('hex')
  return (path, body) => {
    if (path === '/index.html') return index
    if (path !== '/sw.js') return body
    const worker = withIndexRevision(new TextDecoder().decode(body), revision)
    if (worker === null) {
      logLine({ level: 'warn', message: 'sw.js precaches no index.html: installed apps keep the page as built' })
      return body
    }
    return new TextEncoder().encode(worker)
  }
}

/** What this server tells the app in its index.html (web-index.ts). */
interface PageSettings {
  clubTimeZone: string
  contactFormUrl?: string | null
  publicUrl: string
  /** An item's share card for its page (modules/share-cards): undefined for other pages, null for an unknown item. */
  shareCard?: (path: string, settings: CardSettings) => Promise<ShareCard | null | undefined>
  /** The page as HTML from the server (first-view.ts); null when the app was built without it. */
  firstView?: RenderFirstView | null
}

/** index.html as this server serves it, with the site's share card; null when the app is not built. */
function indexFor(distDir: string, settings: PageSettings): { html: string; card: CardSettings } | null {
  const indexFile = join(distDir, 'index.html')
  if (!existsSync(indexFile)) return null
  const built = readFileSync(indexFile, 'utf8')
  const card = {
    publicUrl: settings.publicUrl,
    timeZone: settings.clubTimeZone,
    siteDescription: descriptionOf(built),
  }
  const html = withContactForm(withClubTimeZone(built, settings.clubTimeZone), settings.contactFormUrl ?? null)
  return { html: withShareCard(html, siteCard(card)), card }
}

/**
 * A page made for one request (an item's share card, the first view): compressed now, and checked
 * with the server each time. A jam's page is never stored at all: its first view holds the jam as
 * it was, and no copy may hold a theme, or miss one, around the start (docs/jams.md#theme).
 */
function respondHtml(html: string, request: Request, headers: Record<string, string>, status: number): Response {
  const common = {
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': new URL(request.url).pathname.startsWith('/jams') ? 'no-store' : 'no-cache',
    vary: 'Accept-Encoding',
  }
  if (/\bgzip\b/.test(request.headers.get('accept-encoding') ?? ''))
    return new Response(Bun.gzipSync(html), { status, headers: { ...common, 'content-encoding': 'gzip' } })
  return new Response(html, { status, headers: common })
}

export const webPlugin = ({ webDistDir, ...settings }: PageSettings & { webDistDir: string }) => {
  const page = indexFor(webDistDir, settings)
  const files = loadStaticFiles(webDistDir, servedForThisServer(page?.html ?? null))
  const index = files.get('/index.html')
  // null for a build older than routes.json: every such path is then the app, as before.
  const pages = index ? loadPagePatterns(webDistDir) : null
  const styleSheets = routeStyleSheets(webDistDir)
  const starter = starterScript(webDistDir)
  return new Elysia({ name: 'web' }).get(
    '/*',
    async ({ request, path, set }) => {
      // Unknown API paths are JSON 404s, never the app's HTML.
      if (path === '/api' || path.startsWith('/api/')) throw notFound(`Not found: ${request.method} ${path}`)
      const headers = set.headers as Record<string, string>
      const file = path === '/' && settings.firstView ? undefined : files.get(path === '/' ? '/index.html' : path)
      if (file) return respond(file, request, headers)
      // A missing file (it has an extension) is a 404, not the app's HTML.
      if (!index || /\.[a-z0-9]{1,8}$/i.test(path))
        return new Response(index ? 'Not found' : 'The web app is not built yet: run `bun run build`.', {
          status: 404,
          headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
        })
      // An event's or a game's page: its own card for link previews, or a 404 for an unknown one.
      const card =
        page && settings.shareCard
          ? await settings.shareCard(path, page.card).catch((error) => {
              // The database is out of reach: the page is still the app, with the site's card.
              logError('share card unavailable', error, { path })
              return undefined
            })
          : undefined
      const known = !pages || isKnownPage(path, pages)
      // One of the app's public pages: drawn by the server from the data it shows (first-view.ts).
      const view =
        page && known && card !== null && settings.firstView ? await settings.firstView(new URL(request.url)) : null
      if (page && (card !== undefined || view)) {
        const html = card === undefined ? page.html : withShareCard(page.html, card ?? siteCard(page.card, path))
        return respondHtml(
          view ? withFirstView(html, view, styleSheets(view.routes), starter) : html,
          request,
          headers,
          card === null ? 404 : 200,
        )
      }
      // Not one of the app's pages: 404, with the app's page, which says so ("Level not found").
      return respond(index, request, headers, known ? 200 : 404)
    },
    { detail: { hide: true } },
  )
}
