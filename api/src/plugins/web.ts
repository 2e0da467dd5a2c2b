/**
 * Serves the built PWA (web/dist) at `/`: hashed assets cached forever, index.html and the
 * service worker never cached, client routes (deep links like /profile) answered with
 * index.html, and never anything under /api. Files are read once at start, with gzip and
 * brotli versions made ahead, so a request is a map lookup.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import { Elysia } from 'elysia'
import { notFound } from '../lib/errors'

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

export function loadStaticFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>()
  if (!existsSync(join(distDir, 'index.html'))) return files
  for (const full of walk(distDir)) {
    const path = `/${relative(distDir, full).split('\\').join('/')}`
    const body = new Uint8Array(readFileSync(full))
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

function respond(file: StaticFile, request: Request, headers: Record<string, string>): Response {
  const common = {
    ...headers,
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: file.etag,
    vary: 'Accept-Encoding',
  }
  if (request.headers.get('if-none-match') === file.etag) return new Response(null, { status: 304, headers: common })
  const accept = request.headers.get('accept-encoding') ?? ''
  if (file.brotli && /\bbr\b/.test(accept))
    return new Response(file.brotli, { headers: { ...common, 'content-encoding': 'br' } })
  if (file.gzip && /\bgzip\b/.test(accept))
    return new Response(file.gzip, { headers: { ...common, 'content-encoding': 'gzip' } })
  return new Response(file.body, { headers: common })
}

export const webPlugin = ({ webDistDir }: { webDistDir: string }) => {
  const files = loadStaticFiles(webDistDir)
  const index = files.get('/index.html')
  return new Elysia({ name: 'web' }).get(
    '/*',
    ({ request, path, set }) => {
      // Unknown API paths are JSON 404s, never the app's HTML.
      if (path === '/api' || path.startsWith('/api/')) throw notFound(`Not found: ${request.method} ${path}`)
      const headers = set.headers as Record<string, string>
      const file = files.get(path === '/' ? '/index.html' : path)
      if (file) return respond(file, request, headers)
      // A missing file (it has an extension) is a 404, not the app's HTML.
      if (!index || /\.[a-z0-9]{1,8}$/i.test(path))
        return new Response(index ? 'Not found' : 'The web app is not built yet: run `bun run build`.', {
          status: 404,
          headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
        })
      return respond(index, request, headers)
    },
    { detail: { hide: true } },
  )
}
