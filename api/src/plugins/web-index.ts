/**
 * What the server changes in the built PWA as it loads it (web.ts):
 * - index.html gets `<meta name="club-time-zone" content="…">` with CLUB_TIME_ZONE, so the app
 *   shows times on the club's clock (docs/product.md#time-zone), and, when CONTACT_FORM_URL is
 *   set, `<meta name="club-contact-form" content="…">`, where the footer form then posts;
 * - sw.js gets that index.html's own revision in its precache list, so the service worker's copy
 *   is the served page with the meta, and a changed zone reaches installed apps as an update;
 * - every page gets a share card in its <head> (title, description, og:* and twitter:card): the
 *   site's, or an event's or a game's on its page (modules/share-cards);
 * - routes.json (the app's pages, written by the build) becomes the patterns of known paths.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ShareCard } from '../modules/share-cards/cards'
import { CLUB_NAME, CONTACT_FORM_META } from '../shared/constants'
import { ROUTE_LIST_FILE, type RouteList, routePathPattern } from '../shared/route-paths'
import { CLUB_TIME_ZONE_META } from '../shared/time-zone'

const attribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** html with `<meta name content>`: replaced if there is one, else added to <head>; null removes it. */
function withMeta(html: string, name: string, content: string | null): string {
  const existing = new RegExp(`(\\s*)<meta\\s+name="${name}"[^>]*>`, 'i')
  if (content === null) return html.replace(existing, '')
  const meta = `<meta name="${name}" content="${attribute(content)}" />`
  if (existing.test(html)) return html.replace(existing, (_, space: string) => `${space}${meta}`)
  const head = /<head[^>]*>/i.exec(html)
  if (!head) throw new Error(`index.html has no <head>: cannot give the app its ${name}`)
  const at = head.index + head[0].length
  return `${html.slice(0, at)}\n    ${meta}${html.slice(at)}`
}

/** index.html with the zone's meta tag: replaced if the build wrote one, else added to <head>. */
export const withClubTimeZone = (html: string, timeZone: string) => withMeta(html, CLUB_TIME_ZONE_META, timeZone)

/** index.html telling the footer form where to post: CONTACT_FORM_URL, or nothing (the API's inbox). */
export const withContactForm = (html: string, contactFormUrl: string | null) =>
  withMeta(html, CONTACT_FORM_META, contactFormUrl)

const text = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/i

/** The site's description as the build wrote it (index.html's meta description), unescaped. */
export function descriptionOf(html: string): string {
  const found = DESCRIPTION.exec(html)?.[1] ?? ''
  return found.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
}

/**
 * html with `card` as its title, description, Open Graph and Twitter tags (those already there are
 * replaced), for the crawlers of Discord, WhatsApp and the like, which run no script.
 */
export function withShareCard(html: string, card: ShareCard): string {
  const tags = [
    ['og:type', 'website'],
    ['og:site_name', CLUB_NAME],
    ['og:title', card.title],
    ['og:description', card.description],
    ['og:image', card.image],
    ['og:url', card.url],
  ]
    .map(([property, content]) => `<meta property="${property}" content="${attribute(content ?? '')}" />`)
    .concat(`<meta name="twitter:card" content="${card.largeImage ? 'summary_large_image' : 'summary'}" />`)
  const description = `<meta name="description" content="${attribute(card.description)}" />`
  const cleaned = html
    .replace(/\s*<meta\s+(property="og:[^"]*"|name="twitter:[^"]*")[^>]*>/gi, '')
    .replace(/<title>[^<]*<\/title>/i, `<title>${text(card.title)}</title>`)
  if (DESCRIPTION.test(cleaned)) return cleaned.replace(DESCRIPTION, [description, ...tags].join('\n    '))
  return withMeta(cleaned, 'description', card.description).replace(/(<meta name="description"[^>]*>)/i, (found) =>
    [found, ...tags].join('\n    '),
  )
}

/** The precache entry workbox writes for index.html: `{url:"index.html",revision:"…"}`, minified or not. */
const INDEX_ENTRY = /(\{\s*"?url"?\s*:\s*"index\.html"\s*,\s*"?revision"?\s*:\s*")([^"]*)(")/

/**
 * sw.js with index.html's revision replaced by `revision`. Null when the worker lists no
 * index.html (then the caller serves it as built and says so).
 */
export function withIndexRevision(serviceWorker: string, revision: string): string | null {
  if (!INDEX_ENTRY.test(serviceWorker)) return null
  return serviceWorker.replace(INDEX_ENTRY, `$1${revision}$3`)
}

/**
 * The patterns of the app's pages from `routes.json`; null when the build has none (built
 * before this file existed): then every path without an extension is the app, as before.
 */
export function loadPagePatterns(distDir: string): RegExp[] | null {
  const file = join(distDir, ROUTE_LIST_FILE)
  if (!existsSync(file)) return null
  const list = JSON.parse(readFileSync(file, 'utf8')) as RouteList
  if (!Array.isArray(list.routes) || !list.routes.every((route) => typeof route === 'string'))
    throw new Error(`${file} is not a list of routes`)
  return list.routes.map(routePathPattern)
}
