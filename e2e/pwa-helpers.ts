/** Helpers for the PWA specs: the service worker, what the app saved on the device, PNG sizes. */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { signInAs } from './fixtures'
import type { ProductionServer } from './pwa-server'

/** The service worker is installed (precache complete), activated and controls the page. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.waitForFunction(
    async () =>
      (await navigator.serviceWorker.ready).active?.state === 'activated' && navigator.serviceWorker.controller,
  )
}

/** What the app has saved in IndexedDB (idb-keyval's store, web/src/pwa/query-persistence.ts). */
function savedCache(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{
        queries: { queryKey: unknown[]; state: { data: unknown } }[]
        mutations: { state: { variables: unknown } }[]
      }>((resolve, reject) => {
        const empty = { queries: [], mutations: [] }
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('keyval')) return resolve(empty)
          const read = db.transaction('keyval').objectStore('keyval').get('club-query-cache')
          read.onsuccess = () => resolve(read.result ? JSON.parse(read.result).clientState : empty)
          read.onerror = () => reject(read.error)
        }
      }),
  )
}

/** The query keys the app has saved on the device. */
export async function persistedQueryKeys(page: Page): Promise<string[]> {
  return (await savedCache(page)).queries.map((query) => JSON.stringify(query.queryKey))
}

/** The data the app has saved on the device for one query key (undefined when none is saved). */
export async function persistedData(page: Page, key: unknown[]): Promise<unknown> {
  const saved = (await savedCache(page)).queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))
  return saved?.state.data
}

/** The variables of the mutations saved on the device (queued registrations: `{ eventId, queued }`). */
export async function persistedMutations(page: Page): Promise<unknown[]> {
  return (await savedCache(page)).mutations.map((mutation) => mutation.state.variables)
}

/** Until the app has saved these queries (saves are throttled to one a second). */
export async function waitUntilSaved(page: Page, keys: unknown[][]) {
  await expect
    .poll(() => persistedQueryKeys(page), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(keys.map((key) => JSON.stringify(key))))
}

/** Entries and bytes in the service worker's precache. */
export function precacheSize(page: Page): Promise<{ entries: number; bytes: number }> {
  return page.evaluate(async () => {
    let entries = 0
    let bytes = 0
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        entries++
        bytes += (await response?.arrayBuffer())?.byteLength ?? 0
      }
    }
    return { entries, bytes }
  })
}

/** Width and height from a PNG's IHDR chunk; throws if the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = '89504e470d0a1a0a'
  if (bytes.subarray(0, 8).toString('hex') !== signature || bytes.subarray(12, 16).toString() !== 'IHDR')
    throw new Error('not a PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** Milliseconds from `start` until `check` passes. */
export async function timeUntil(check: () => Promise<void>): Promise<number> {
  const start = performance.now()
  await check()
  return Math.round(performance.now() - start)
}

/** Serious and critical axe-core findings inside one part of the page (the PWA's own UI). */
export async function seriousViolationsIn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, where: violation.nodes.map((node) => node.target.join(' ')) }))
}

/**
 * A student signed in and an event, /events seen once with the server up: the worker controls the
 * page and the data is saved. The event's card is where each test registers.
 */
export async function studentOnEventsPage(
  page: Page,
  server: ProductionServer,
  eventOverrides: Record<string, unknown> = {},
) {
  const account = await server.createCompleteAccount()
  const event = await server.createEvent(eventOverrides)
  const card = page.getByRole('article', { name: event.name })
  await signInAs(page, account)
  await page.goto(`${server.url}/events`)
  await expect(card.getByRole('button', { name: 'Register Now' })).toBeEnabled()
  await waitForServiceWorker(page)
  await waitUntilSaved(page, [['events'], ['registrations', 'my'], ['profile']])
  return { account, event, card }
}
