/**
 * Renders the installable app's PNG icons from the brand art (public/favicon.svg) in Debian's
 * Chromium: the manifest's 192 and 512 px icons, a maskable 512 px icon whose controller sits
 * inside the central safe zone (a circle of 40 % radius: launchers crop to circles, squircles,
 * teardrops), the 180 px Apple touch icon (iOS wants it square and opaque) and the 96 px icons of
 * the Events and Profile shortcuts, and favicon.ico (16, 32 and 48 px PNGs in one ICO file, for
 * whatever asks for /favicon.ico rather than reading the page's SVG icon). Deterministic: a re-run
 * gives the same pictures.
 *
 *   bun web/scripts/make-app-icons.ts        (CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { packIco } from './ico'

const publicDir = join(import.meta.dirname, '../public')
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8')
const BACKGROUND = '#0b0c10' // --bg in src/styles/tokens.css
const ACCENT = '#c6ff3d' // --accent

/** The controller of favicon.svg without its rounded background square (64 × 64 grid). */
const glyph = favicon.replace(/^.*?<rect[^>]*\/>/s, '').replace(/<\/svg>\s*$/, '')
if (glyph === favicon || !glyph.includes('<path')) throw new Error('favicon.svg no longer has the expected shape')

const square = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BACKGROUND}"/>${inner}</svg>`

/**
 * The controller spans x 10–54 and y 24–45 (centre 32, 34.5): centred and scaled by 0.85 its
 * corners are 20.7 units from the middle, inside the 25.6-unit safe circle with room to spare.
 */
const maskable = square(`<g transform="translate(32 32) scale(0.85) translate(-32 -34.5)">${glyph}</g>`)
const appleTouch = square(`<g transform="translate(32 32) scale(0.95) translate(-32 -34.5)">${glyph}</g>`)

/** A shortcut icon: a 24-grid line drawing in the accent colour on the brand's rounded square. */
const shortcut = (drawing: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="${BACKGROUND}"/><g transform="translate(4 4) scale(0.6667)" fill="none" stroke="${ACCENT}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${drawing}</g></svg>`
const TICKET =
  '<path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2.5a2.5 2.5 0 0 0 0 5V17a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2.5a2.5 2.5 0 0 0 0-5z"/><path d="M14 5v2M14 11v2M14 17v2"/>'
const PERSON = '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>'

const ICONS: { file: string; svg: string; size: number }[] = [
  { file: 'icons/pwa-192.png', svg: favicon, size: 192 },
  { file: 'icons/pwa-512.png', svg: favicon, size: 512 },
  { file: 'icons/maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: appleTouch, size: 180 },
  { file: 'icons/shortcut-events-96.png', svg: shortcut(TICKET), size: 96 },
  { file: 'icons/shortcut-profile-96.png', svg: shortcut(PERSON), size: 96 },
]

/** favicon.ico's sizes: browser tabs (16, 32) and Windows shortcuts (48). */
const FAVICON_SIZES = [16, 32, 48]

mkdirSync(join(publicDir, 'icons'), { recursive: true })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
try {
  const page = await browser.newPage()
  const render = async (svg: string, size: number) => {
    await page.setViewportSize({ width: size, height: size })
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `)
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`)
    // Transparent outside the rounded square for the "any" icons; the others are opaque anyway.
    return new Uint8Array(await page.screenshot({ omitBackground: true }))
  }
  for (const icon of ICONS) {
    writeFileSync(join(publicDir, icon.file), await render(icon.svg, icon.size))
    console.log(`${icon.file} (${icon.size}×${icon.size})`)
  }
  const pngs = []
  for (const size of FAVICON_SIZES) pngs.push(await render(favicon, size))
  writeFileSync(join(publicDir, 'favicon.ico'), packIco(pngs))
  console.log(`favicon.ico (${FAVICON_SIZES.join(', ')} px)`)
} finally {
  await browser.close()
}
