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
import { requestArrived } from '../../lib/idle-collect'
import type { BuildFile, ServedBuild, ServedBuilds } from './served-builds'
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

/** Where the path starts in an absolute URL ("http://host/b/…?q"), and the path without its query. */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  if (start < 0) return '/'
  const query = url.indexOf('?', start)
  return query < 0 ? url.slice(start) : url.slice(start, query)
}

const BUILD_PREFIX = '/b/'

export function gamesOriginHandler({
  builds,
  storage,
  publicUrl,
}: {
  /** What may be served (served-builds.ts): one per process, told of this process's writes. */
  builds: ServedBuilds
  storage: Storage
  publicUrl: string
}) {
  const appOrigin = new URL(publicUrl).origin
  const frameAncestors = `frame-ancestors ${appOrigin}`

  const answer = (request: Request, build: ServedBuild | null, path: string): Response => {
    if (!build) return notFound()
    const { files } = build
    const exact = files.get(path)
    const br = files.get(`${path}.br`)
    const gz = files.get(`${path}.gz`)
    const accept = request.headers.get('accept-encoding')
    let file: BuildFile | undefined
    let encoding: 'br' | 'gzip' | null = null
    let decode: 'br' | 'gzip' | null = null
    const suffix = path.endsWith('.br') ? 'br' : path.endsWith('.gz') ? 'gz' : null
    const servedName = suffix ? path.slice(0, -3) : path
    if (exact) {
      file = exact
      if (suffix) {
        const coding = ENCODINGS[suffix]
        if (accepts(accept, coding)) encoding = coding
        else decode = coding
      }
    } else if (br && accepts(accept, 'br')) [file, encoding] = [br, 'br']
    else if (gz && accepts(accept, 'gzip')) [file, encoding] = [gz, 'gzip']
    else if (gz) [file, decode] = [gz, 'gzip']
    else if (br) [file, decode] = [br, 'br']
    if (!file) return notFound()

    let served = file.served
    if (!served) {
      const blobPath = storage.blobPath(file.hash)
      served = { blobPath, blob: Bun.file(blobPath), answers: new Map() }
      file.served = served
    }
    const variants = (exact ? 1 : 0) + (br ? 1 : 0) + (gz ? 1 : 0)
    const vary = servedName !== path || variants > 1 || encoding !== null || decode !== null
    // The headers of the whole answer, made once per file and variant (a Headers object is copied
    // into a Response three times faster than a plain object's are read).
    const key = `${servedName}\n${vary}\n${encoding}\n${decode}`
    let whole = served.answers.get(key)
    if (!whole) {
      whole = wholeHeaders(servedName, file, build.sharedArrayBuffer, { vary, encoding, decode })
      served.answers.set(key, whole)
    }
    const head = request.method === 'HEAD'
    if (decode) {
      const body = createReadStream(served.blobPath).pipe(decode === 'br' ? createBrotliDecompress() : createGunzip())
      if (head) body.destroy()
      return new Response(head ? null : (Readable.toWeb(body) as unknown as ReadableStream), { headers: whole })
    }
    const range = parseRange(request.headers.get('range'), file.size)
    if (range === null) return new Response(head ? null : served.blob, { headers: whole })
    const headers = new Headers(whole)
    if (range === 'unsatisfiable') {
      headers.delete('content-length')
      headers.set('content-range', `bytes */${file.size}`)
      return new Response(null, { status: 416, headers })
    }
    const [start, end] = range
    headers.set('content-range', `bytes ${start}-${end}/${file.size}`)
    headers.set('content-length', String(end - start + 1))
    return new Response(head ? null : served.blob.slice(start, end + 1), { status: 206, headers })
  }

  /** The headers of a 200 answer with the file's `served` name (without .br/.gz). */
  const wholeHeaders = (
    servedName: string,
    file: BuildFile,
    sharedArrayBuffer: boolean,
    { vary, encoding, decode }: { vary: boolean; encoding: 'br' | 'gzip' | null; decode: 'br' | 'gzip' | null },
  ): Headers => {
    const type = typeOf(servedName)
    const headers: Record<string, string> = {
      'content-type': type,
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': frameAncestors,
      'referrer-policy': 'no-referrer',
      'accept-ranges': decode ? 'none' : 'bytes',
      // The app's pages are cross-origin isolated (COEP credentialless, plugins/http.ts) so that a
      // threaded build can be isolated in its frame; a frame there must carry CORP and its own COEP.
      'cross-origin-resource-policy': 'cross-origin',
    }
    if (vary) headers.vary = 'Accept-Encoding'
    if (encoding) headers['content-encoding'] = encoding
    // A build that asks for SharedArrayBuffer gets require-corp on every file (its workers too);
    // any other build's pages get credentialless, which still lets them load from CDNs.
    const html = type.startsWith('text/html')
    if (sharedArrayBuffer) {
      headers['cross-origin-embedder-policy'] = 'require-corp'
      if (html) headers['cross-origin-opener-policy'] = 'same-origin'
    } else if (html) headers['cross-origin-embedder-policy'] = 'credentialless'
    // A decoded file's length is not known before it is decoded.
    if (!decode) headers['content-length'] = String(file.size)
    return new Headers(headers)
  }

  return function serveGameFile(request: Request): Response | Promise<Response> {
    // A request, for the collection that waits for a quiet second (lib/idle-collect.ts): without
    // it, a crowd on the games port alone looked like silence and got a full collection every second.
    requestArrived()
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound()
    const pathname = pathOf(request.url)
    if (!pathname.startsWith(BUILD_PREFIX)) return notFound()
    const slash = pathname.indexOf('/', BUILD_PREFIX.length)
    if (slash < 0) return notFound()
    // Any id that is not a servable build's is 404: served-builds.ts holds their ids in lower case.
    const buildId = pathname.slice(BUILD_PREFIX.length, slash).toLowerCase()
    let path = pathname.slice(slash + 1)
    if (path.includes('%'))
      try {
        path = decodeURIComponent(path)
      } catch {
        return notFound()
      }
    if (path === '' || path.endsWith('/')) path += 'index.html'
    const known = builds.peek(buildId)
    if (known !== undefined) return answer(request, known, path)
    return builds.get(buildId).then((build) => answer(request, build, path))
  }
}
