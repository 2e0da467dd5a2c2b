/**
 * The first view from the server (docs/first-view.md): a public page's HTML made by the app's own
 * components (web/src/first-view/render.tsx, built into web/dist-server by `bun run build`), with
 * the data it was made from, so a phone paints events, standings or games from the first response
 * and the browser takes the HTML over without asking the API for the same data again.
 *
 * The renderer asks this process's own API (`app.handle`), signed out: the first view is what
 * anyone may see, and a jam's theme is absent before its start as in every API answer. A page it
 * does not render, a render that fails or takes too long, is served as the bare app, as before.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { logError } from '../lib/log'

export interface FirstView {
  /** The app's markup for `<div id="root">`. */
  html: string
  /** The queries it was made from (TanStack Query's dehydrated state). */
  state: unknown
  /** The routes drawn, by id ('/jams_/$slug'). */
  routes: string[]
}

export type RenderFirstView = (url: URL) => Promise<FirstView | null>

interface RendererModule {
  firstViewRenderer(options: {
    api: (request: Request) => Promise<Response>
    timeZone: string
    publicUrl: string
  }): RenderFirstView
}

/**
 * Longer than this and the page goes out bare: a slow database must not hold the page back. A
 * drawing takes 20–50 ms; seconds mean a machine so loaded that the bare app would take longer still.
 */
const RENDER_LIMIT_MS = 4000

/** The built renderer beside web/dist, or null when the app was built without it. */
export function firstViewRenderer(options: {
  webDistDir: string
  api: (request: Request) => Promise<Response>
  clubTimeZone: string
  publicUrl: string
}): RenderFirstView | null {
  const file = join(options.webDistDir, '..', 'dist-server', 'first-view.js')
  if (!existsSync(file)) return null
  // Loaded with the first page asked for: a server that only answers the API never holds it.
  let loading: Promise<RenderFirstView> | undefined
  return async (url) => {
    loading ??= (import(file) as Promise<RendererModule>).then((module) =>
      module.firstViewRenderer({ api: options.api, timeZone: options.clubTimeZone, publicUrl: options.publicUrl }),
    )
    let timer: Timer | undefined
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_LIMIT_MS)
    })
    try {
      // Loading the renderer (once per process, about a second) is waited for; the drawing is not.
      const render = await loading
      return await Promise.race([render(url), late])
    } catch (error) {
      logError('first view failed: the page goes out bare', error, { path: url.pathname })
      return null
    } finally {
      clearTimeout(timer)
    }
  }
}

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}

/** The build's manifest (web/dist/.vite/manifest.json), or null for a build without one. */
function readManifest(webDistDir: string): Record<string, ManifestChunk> | null {
  const file = join(webDistDir, '.vite', 'manifest.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : null
}

/**
 * The starter's address (web/src/start.ts, its own entry in the build), or null for a build
 * without it: a page the server drew gets it in place of the app's script, and the app then starts
 * at the reader's first touch (docs/first-view.md#starting, decision 0315).
 */
export function starterScript(webDistDir: string): string | null {
  const file = readManifest(webDistDir)?.['src/start.ts']?.file
  return file ? `/${file}` : null
}

/**
 * The style sheets of the routes a page draws, from the build's manifest: a route's own sheets
 * come with its lazily loaded chunk, which the browser asks for only once the script runs; the
 * server's HTML links them, so the page is styled as drawn and nothing moves when the script
 * takes over. A route's file is its id in the flat file names of web/src/routes ('/jams_/$slug' is
 * jams_.$slug.tsx, '/' index.tsx).
 */
export function routeStyleSheets(webDistDir: string): (routes: string[]) => string[] {
  const manifest = readManifest(webDistDir)
  if (!manifest) return () => []
  const linked = new Set(manifest['index.html']?.css ?? [])
  const sheetsOf = (key: string, seen: Set<string>): string[] => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return []
    seen.add(key)
    return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((next) => sheetsOf(next, seen))]
  }
  const byRoute = new Map<string, string[]>()
  return (routes) => {
    const sheets = routes.flatMap((id) => {
      const cached = byRoute.get(id)
      if (cached) return cached
      const source = `src/routes/${id === '/' ? 'index' : id.replace(/^\//, '').replaceAll('/', '.')}.tsx`
      const seen = new Set<string>()
      const found = Object.keys(manifest)
        .filter((key) => key === source || key.startsWith(`${source}?`))
        .flatMap((key) => sheetsOf(key, seen))
      byRoute.set(id, found)
      return found
    })
    return [...new Set(sheets)].filter((sheet) => !linked.has(sheet)).map((sheet) => `/${sheet}`)
  }
}

/** JSON inside a <script> element: nothing in it can close the element or start a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')

/** The id main.tsx reads the data from. */
export const FIRST_VIEW_DATA_ID = 'first-view'

/**
 * index.html with the view inside #root, the data it was made from before the app's script, and
 * the style sheets of its routes in <head>.
 */
export function withFirstView(
  html: string,
  view: FirstView,
  styleSheets: string[] = [],
  starter: string | null = null,
): string {
  const root = '<div id="root"></div>'
  if (!html.includes(root)) throw new Error('index.html has no empty <div id="root">')
  const links = styleSheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('\n    ')
  const started = starter ? startedAtFirstTouch(html, starter) : html
  return (links ? started.replace('</head>', `  ${links}\n  </head>`) : started).replace(
    root,
    `<div id="root">${view.html}</div>\n    <script type="application/json" id="${FIRST_VIEW_DATA_ID}">${scriptJson(view.state)}</script>`,
  )
}

const APP_SCRIPT = /<script type="module"( crossorigin)? src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g

/**
 * index.html with the starter in place of the app's script: the app's script goes into the
 * starter's `data-app` and its module preloads (which would fetch the app at once) into
 * `data-preload`, for the starter to use when the app starts. An index.html without the app's
 * script is returned as it is.
 */
function startedAtFirstTouch(html: string, starter: string): string {
  const app = APP_SCRIPT.exec(html)
  if (!app) return html
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      APP_SCRIPT,
      `<script type="module"${app[1] ?? ''} src="${starter}" data-app="${app[2]}" data-preload="${preloads.join(' ')}"></script>`,
    )
}
