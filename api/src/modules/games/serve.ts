/**
 * The games origin (docs/games.md, decision 0225): only `/b/<build id>/<path>`, the files of builds
 * of published games, from the content-addressed store. Like a CDN: Bun.file (sendfile), Range,
 * a MIME map, immutable caching, `.br`/`.gz` negotiated with Accept-Encoding (and decoded here for
 * a browser that does not offer them), and, for builds that ask, the headers of cross-origin
 * isolation. Never a cookie, never the API, never the PWA: anything else is 404.
 */
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { createBrotliDecompress, createGunzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { gameBuildFiles, gameBuilds, games } from '../../db/schema'
import { rowsOf } from '../../db/sql-helpers'
import { isUuid } from '../../lib/ids'
import type { Storage } from './storage'

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  wasm: 'application/wasm',
  pck: 'application/octet-stream',
  data: 'application/octet-stream',
  unityweb: 'application/octet-stream',
  bin: 'application/octet-stream',
  mem: 'application/octet-stream',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  webmanifest: 'application/manifest+json',
}

export const typeOf = (path: string) => {
  const dot = path.lastIndexOf('.')
  return (dot >= 0 && TYPES[path.slice(dot + 1).toLowerCase()]) || 'application/octet-stream'
}

const ENCODINGS = { br: 'br', gz: 'gzip' } as const

type Found = { path: string; hash: string; size: number; sharedArrayBuffer: boolean }

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    },
  })

/** "gzip, deflate, br;q=0" → whether `coding` is acceptable. */
export function accepts(header: string | null, coding: 'br' | 'gzip'): boolean {
  if (!header) return false
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (name !== coding && name !== '*') continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return q ? Number(q.slice(2)) > 0 : true
  }
  return false
}

/** One byte range of `size` bytes: [start, end] inclusive, 'unsatisfiable', or null (ignore the header). */
export function parseRange(header: string | null, size: number): [number, number] | 'unsatisfiable' | null {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0) return 'unsatisfiable'
    return [Math.max(0, size - suffix), size - 1]
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return [start, end]
}

export function gamesOriginHandler({ db, storage, publicUrl }: { db: Db; storage: Storage; publicUrl: string }) {
  const appOrigin = new URL(publicUrl).origin
  const lookup = async (buildId: string, path: string): Promise<Found[]> =>
    rowsOf<Found>(
      await db.execute(sql`select f.${sql.identifier(gameBuildFiles.path.name)} as "path", f.${sql.identifier(gameBuildFiles.hash.name)} as "hash",
        f.${sql.identifier(gameBuildFiles.size.name)}::float8 as "size", b.${sql.identifier(gameBuilds.sharedArrayBuffer.name)} as "sharedArrayBuffer"
        from ${gameBuildFiles} f
        join ${gameBuilds} b on b.id = f.build_id
        join ${games} g on g.id = b.game_id
        where f.build_id = ${buildId} and f.path in (${path}, ${`${path}.br`}, ${`${path}.gz`})
          and g.status = 'published' and g.deleted_at is null`),
    )

  return async function serveGameFile(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound()
    const match = /^\/b\/([^/]+)\/(.*)$/.exec(new URL(request.url).pathname)
    if (!match?.[1] || !isUuid(match[1])) return notFound()
    let path: string
    try {
      path = (match[2] ?? '')
        .split('/')
        .map((part) => decodeURIComponent(part))
        .join('/')
    } catch {
      return notFound()
    }
    if (path === '' || path.endsWith('/')) path += 'index.html'
    const rows = await lookup(match[1].toLowerCase(), path)
    const exact = rows.find((row) => row.path === path)
    const accept = request.headers.get('accept-encoding')
    let file: Found | undefined
    let encoding: 'br' | 'gzip' | null = null
    let decode: 'br' | 'gzip' | null = null
    const servedName = path.replace(/\.(br|gz)$/, '')
    if (exact) {
      file = exact
      const suffix = /\.(br|gz)$/.exec(path)?.[1] as 'br' | 'gz' | undefined
      if (suffix) {
        const coding = ENCODINGS[suffix]
        if (accepts(accept, coding)) encoding = coding
        else decode = coding
      }
    } else {
      const br = rows.find((row) => row.path === `${path}.br`)
      const gz = rows.find((row) => row.path === `${path}.gz`)
      if (br && accepts(accept, 'br')) [file, encoding] = [br, 'br']
      else if (gz && accepts(accept, 'gzip')) [file, encoding] = [gz, 'gzip']
      else if (gz) [file, decode] = [gz, 'gzip']
      else if (br) [file, decode] = [br, 'br']
    }
    if (!file) return notFound()

    const headers: Record<string, string> = {
      'content-type': typeOf(servedName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': `frame-ancestors ${appOrigin}`,
      'referrer-policy': 'no-referrer',
      'accept-ranges': decode ? 'none' : 'bytes',
    }
    if (servedName !== path || rows.length > 1 || encoding || decode) headers.vary = 'Accept-Encoding'
    if (encoding) headers['content-encoding'] = encoding
    // The app's pages are cross-origin isolated (COEP credentialless, plugins/http.ts) so that a
    // threaded build can be isolated in its frame; a frame there must carry CORP and its own COEP.
    // A build that asks for SharedArrayBuffer gets require-corp on every file (its workers too);
    // any other build's pages get credentialless, which still lets them load from CDNs.
    headers['cross-origin-resource-policy'] = 'cross-origin'
    const html = headers['content-type']?.startsWith('text/html') ?? false
    if (file.sharedArrayBuffer) {
      headers['cross-origin-embedder-policy'] = 'require-corp'
      if (html) headers['cross-origin-opener-policy'] = 'same-origin'
    } else if (html) headers['cross-origin-embedder-policy'] = 'credentialless'
    const blob = storage.blobPath(file.hash)
    if (decode) {
      const body = createReadStream(blob).pipe(decode === 'br' ? createBrotliDecompress() : createGunzip())
      if (request.method === 'HEAD') body.destroy()
      return new Response(request.method === 'HEAD' ? null : (Readable.toWeb(body) as unknown as ReadableStream), {
        headers,
      })
    }
    const range = parseRange(request.headers.get('range'), file.size)
    if (range === 'unsatisfiable')
      return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${file.size}` } })
    const whole = Bun.file(blob)
    if (range) {
      const [start, end] = range
      return new Response(request.method === 'HEAD' ? null : whole.slice(start, end + 1), {
        status: 206,
        headers: {
          ...headers,
          'content-range': `bytes ${start}-${end}/${file.size}`,
          'content-length': String(end - start + 1),
        },
      })
    }
    return new Response(request.method === 'HEAD' ? null : whole, {
      headers: { ...headers, 'content-length': String(file.size) },
    })
  }
}
