/**
 * After one visit with the server up, the app keeps working when the server hangs (SIGSTOP: the
 * kernel still accepts connections, nothing answers, like a campus network that swallows
 * packets) or is gone. Each test runs its own server (pwa-server.ts), so the shared one is
 * untouched. Playwright's setOffline would not stop the service worker's fetches.
 */
import { expect, signInAs, test } from './fixtures'
import { seriousViolationsIn, timeUntil, waitForServiceWorker, waitUntilSaved } from './pwa-helpers'
import { ProductionServer } from './pwa-server'

// The service worker is what this file tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

/** The promise: content (or at least the app around it) within 5 s. */
const CONTENT_WITHIN_MS = 5_000

// Starting a server (a fresh database) takes seconds, more on a busy machine: the budget covers it.
test.describe.configure({ timeout: 120_000 })

let server: ProductionServer
test.beforeEach(async () => {
  server = await ProductionServer.start()
})
test.afterEach(async () => {
  await server?.stop()
})

test('with the server hung, /, /events and /profile open from the device within 5 s', async ({ page }, testInfo) => {
  const account = await server.createCompleteAccount()
  const event = await server.createEvent()
  await signInAs(page, account)
  const main = page.getByRole('navigation', { name: 'Main' })

  // One visit with the server up: the worker installs, the data is saved.
  await page.goto(server.url)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await waitForServiceWorker(page)
  await page.goto(`${server.url}/events`)
  await expect(page.getByRole('article', { name: event.name })).toBeVisible()
  await waitUntilSaved(page, [['events']])
  await page.goto(`${server.url}/profile`)
  await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible()
  await waitUntilSaved(page, [['events'], ['profile'], ['registrations', 'my']])

  server.hang()
  const times: string[] = []
  const home = await timeUntil(async () => {
    await page.goto(server.url)
    await expect(page.getByRole('heading', { name: /press start/i, level: 1 })).toBeVisible({
      timeout: CONTENT_WITHIN_MS,
    })
  })
  times.push(`/ ${home} ms`)
  expect(home).toBeLessThan(CONTENT_WITHIN_MS)

  // The saved content itself, not a skeleton or "Loading…": the event's card, the student's own card.
  // A page with a query (a shared link, /leaderboard?period=all) is still that page to the worker.
  const content = {
    '/events': page.getByRole('article', { name: event.name }),
    '/events?from=home': page.getByRole('article', { name: event.name }),
    '/profile': page.getByRole('heading', { level: 1, name: account.username }),
  }
  for (const [path, saved] of Object.entries(content)) {
    const ms = await timeUntil(async () => {
      await page.goto(`${server.url}${path}`)
      await expect(main).toBeVisible({ timeout: CONTENT_WITHIN_MS })
      await expect(saved).toBeVisible({ timeout: CONTENT_WITHIN_MS })
    })
    times.push(`${path} ${ms} ms`)
    expect(ms).toBeLessThan(CONTENT_WITHIN_MS)
  }
  // The student is still signed in (decision 0050): the guard found the profile on the device, no redirect ...
  await expect(page).toHaveURL(`${server.url}/profile`)
  await expect(content['/profile']).toBeVisible()
  // ... and told why the data may be old: the profile refresh has no answer.
  const notice = page.getByText('The server is not answering. Showing saved data.')
  await expect(notice).toBeVisible({ timeout: 8_000 })
  const lastUpdated = page.getByText(/^Showing saved data from .+ — the server is not answering\.$/)
  await expect(lastUpdated).toBeVisible()
  expect(await seriousViolationsIn(page, '.notices')).toEqual([])

  const note = `time to content with the server hung: ${times.join(', ')}`
  testInfo.annotations.push({ type: 'hung server', description: note })
  console.log(note)

  server.resume()
  await expect(notice).toBeHidden({ timeout: 20_000 })
  await expect(lastUpdated).toBeHidden()
  await expect(content['/profile']).toBeVisible()
})

test('with the server gone, a page never opened before still opens, and /api is never answered by the app', async ({
  page,
}) => {
  await page.goto(server.url)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await waitForServiceWorker(page)
  await server.stop()

  // Navigation falls back to the precached app; the route's code is precached too.
  await page.goto(`${server.url}/team`)
  await expect(page.getByRole('heading', { name: 'Meet Our Team' })).toBeVisible()
  // The app refreshes what it saved on every start; the server is gone, and the page says so.
  await expect(page.getByText('The server is not answering. Showing saved data.')).toBeVisible()
  // /api is denied to the fallback: the browser's own error, not the app's HTML.
  await expect(page.goto(`${server.url}/api/health`)).rejects.toThrow(/ERR_CONNECTION_REFUSED|ERR_FAILED/)
})

test("with the worker installed, an unknown path is still the server's 404; with the server gone, the app says so", async ({
  page,
}) => {
  await page.goto(server.url)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await waitForServiceWorker(page)
  // The worker's copy of the page is the one the server served: it names the club's time zone.
  const cachedIndex = await page.evaluate(async () =>
    (await caches.match('/index.html', { ignoreSearch: true }))?.text(),
  )
  expect(cachedIndex).toContain('<meta name="club-time-zone" content="Asia/Kolkata" />')

  // Online: the worker lets the server answer a path that is none of the app's pages.
  const unknown = await page.goto(`${server.url}/no-such-level`)
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level not found')
  // The app's pages still come from the worker's copy.
  const known = await page.goto(`${server.url}/team`)
  expect(known?.status()).toBe(200)
  expect(known?.fromServiceWorker()).toBe(true)

  await server.stop()
  await page.goto(`${server.url}/no-such-level`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level not found')
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page.getByRole('heading', { name: /press start/i, level: 1 })).toBeVisible()
})

test('with the server gone, what needs it says so and fails in bounded time instead of hanging', async ({ page }) => {
  const account = await server.createCompleteAccount()
  await signInAs(page, account)
  await page.goto(`${server.url}/profile`)
  await expect(page.getByRole('heading', { level: 1, name: account.username })).toBeVisible()
  await waitForServiceWorker(page)
  await waitUntilSaved(page, [['profile']])

  await server.halt()
  await page.reload()
  await expect(page.getByText('The server is not answering. Showing saved data.')).toBeVisible()
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
  await expect(dialog.getByText('The server is not answering: saving your profile needs it.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Failed to update profile.', { timeout: 12_000 })
  await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeEnabled()
})
