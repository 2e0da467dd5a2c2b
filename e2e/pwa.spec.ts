/**
 * The installable app: a valid manifest whose icons and screenshots are what it says, a service
 * worker that activates and controls the page, and a precache that covers the app shell.
 * (Offline behaviour: pwa-offline.spec.ts; updates: pwa-update.spec.ts.)
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { pngSize, precacheSize, waitForServiceWorker } from './pwa-helpers'

// The service worker is what this file tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const tokens = readFileSync(join(import.meta.dirname, '../web/src/styles/tokens.css'), 'utf8')
const BACKGROUND = tokens.match(/--bg:\s*(#[0-9a-f]{6})/i)?.[1]

interface ManifestImage {
  src: string
  sizes: string
  type: string
  purpose?: string
  form_factor?: string
}

test('the manifest is complete, and every icon and screenshot is the PNG of the size it claims', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/manifest+json')
  const manifest = await response.json()
  expect(manifest).toMatchObject({
    name: 'GameDev Club',
    short_name: 'GameDev Club',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BACKGROUND,
    background_color: BACKGROUND,
  })
  expect(manifest.description.length).toBeGreaterThan(20)

  const icons: ManifestImage[] = manifest.icons
  expect(icons.filter((i) => i.purpose !== 'maskable').map((i) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  )
  expect(icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true)
  const screenshots: ManifestImage[] = manifest.screenshots
  expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide'])
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/events', '/profile'])
  const shortcutIcons: ManifestImage[] = manifest.shortcuts.flatMap((s: { icons: ManifestImage[] }) => s.icons)

  for (const image of [...icons, ...screenshots, ...shortcutIcons]) {
    const file = await request.get(image.src)
    expect(file.status(), image.src).toBe(200)
    expect(file.headers()['content-type'], image.src).toBe(image.type)
    const { width, height } = pngSize(await file.body())
    expect(`${width}x${height}`, image.src).toBe(image.sizes)
  }
})

test('the page links the manifest and the iOS icon, and the worker script is never cached', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', BACKGROUND ?? '')
  await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', /\S/)
  const touchIcon = await request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '')
  expect(pngSize(await touchIcon.body())).toEqual({ width: 180, height: 180 })

  const worker = await request.get('/sw.js')
  expect(worker.headers()['content-type']).toContain('text/javascript')
  expect(worker.headers()['cache-control']).toBe('no-cache')
  // sw.js loads Workbox's runtime as "./workbox-<hash>" (.js added at load).
  const runtime = (await worker.text()).match(/workbox-[0-9a-f]{8}/)?.[0]
  expect(runtime).toBeTruthy()
  const runtimeScript = await request.get(`/${runtime}.js`)
  expect(runtimeScript.status()).toBe(200)
  expect(runtimeScript.headers()['cache-control']).toBe('no-cache')
})

test('the service worker activates, controls the page and precaches the app shell', async ({ page }, testInfo) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await waitForServiceWorker(page)
  const precache = await precacheSize(page)
  const note = `precache: ${precache.entries} files, ${(precache.bytes / 1024).toFixed(0)} KiB`
  testInfo.annotations.push({ type: 'precache', description: note })
  console.log(note)
  const cached = await page.evaluate(async () => {
    const names = await caches.keys()
    const urls: string[] = []
    for (const name of names) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname)
    return urls
  })
  expect(cached).toEqual(expect.arrayContaining(['/index.html', '/manifest.webmanifest', '/favicon.svg', '/icons.svg']))
  expect(cached.some((path) => /^\/assets\/index-.*\.js$/.test(path))).toBe(true)
  expect(cached.some((path) => path.endsWith('.woff2'))).toBe(true)
  // Lean: no screenshots or install icons (the browser fetches those itself), nothing from /api.
  expect(cached.filter((path) => path.startsWith('/screenshots/') || path.startsWith('/api/'))).toEqual([])
})
