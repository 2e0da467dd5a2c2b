/**
 * A page's weight as a visitor's browser loads it: every script and style sheet the page
 * requests, counted in the bytes the server sends for `Accept-Encoding: gzip`. Used by
 * performance-budget.spec.ts and by the bench (`bun run bench`, scripts/bench/web.ts).
 */
import { get } from 'node:http'
import { chromium, devices, type Page } from '@playwright/test'

export type AssetKind = 'script' | 'stylesheet'

/** Records the URL of every script and style sheet the page requests from now on. */
export function trackAssets(page: Page): Map<string, AssetKind> {
  const urls = new Map<string, AssetKind>()
  page.on('request', (request) => {
    const type = request.resourceType()
    if (type === 'script' || type === 'stylesheet') urls.set(request.url(), type)
  })
  return urls
}

/**
 * The size of the body the server sends when gzip is accepted (node:http does not decompress it;
 * files under 512 bytes are sent as they are).
 */
export function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      response.on('end', () => resolve(bytes))
    }).on('error', reject)
  })
}

/** Kilobytes (1000 bytes) of the tracked assets of one kind, gzip as the server sends them. */
export async function gzipKb(urls: Map<string, AssetKind>, kind: AssetKind): Promise<number> {
  let bytes = 0
  for (const [url, type] of urls) if (type === kind) bytes += await gzipBytes(url)
  return bytes / 1000
}

export interface FirstVisit {
  path: string
  js_gzip_kb: number
  /** With the app, which a page the server drew starts at the reader's first touch (web/src/start.ts). */
  touched_js_gzip_kb: number
  css_gzip_kb: number
  js_files: number
  css_files: number
}

/**
 * Each path opened in a fresh browser (no cache, no service worker yet) on a phone, as a first
 * visit: what the page loads until the network is quiet.
 */
export async function measureFirstVisits(baseUrl: string, paths: string[], executablePath: string) {
  const browser = await chromium.launch({
    executablePath,
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  })
  try {
    const visits: FirstVisit[] = []
    for (const path of paths) {
      const context = await browser.newContext({ ...devices['Pixel 7'] })
      const page = await context.newPage()
      const urls = trackAssets(page)
      await page.goto(new URL(path, baseUrl).toString())
      await page.waitForLoadState('networkidle')
      const count = (kind: AssetKind) => [...urls.values()].filter((type) => type === kind).length
      const visit = {
        path,
        js_gzip_kb: await gzipKb(urls, 'script'),
        css_gzip_kb: await gzipKb(urls, 'stylesheet'),
        js_files: count('script'),
        css_files: count('stylesheet'),
      }
      // The reader's first touch (here the pointer moving: a tap could follow a link), then the app
      // running and the network quiet.
      await page.mouse.move(2, 2)
      await page.mouse.move(1, 1)
      await page.locator('html[data-app="running"]').waitFor({ state: 'attached', timeout: 30_000 })
      await page.waitForLoadState('networkidle')
      visits.push({ ...visit, touched_js_gzip_kb: await gzipKb(urls, 'script') })
      await context.close()
    }
    return visits
  } finally {
    await browser.close()
  }
}
