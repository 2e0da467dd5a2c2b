/**
 * A shared phone (docs/product.md#offline-and-installing): student A queues a registration while
 * the server cannot be reached, then A's session ends; student B signs in on the same phone. A's
 * queued registration must never be sent with B's token, nor stay on the device for later. Every
 * end of a session goes through one endSession (web/src/session/end-session.ts), which drops it.
 * Each test runs its own server to stop and restart (pwa-server.ts; setOffline would not stop the
 * service worker's fetches).
 */
import type { Page } from '@playwright/test'
import { type Account, expect, test } from './fixtures'
import { openMenuIfCollapsed } from './public-helpers'
import { persistedMutations, studentOnEventsPage } from './pwa-helpers'
import { ProductionServer } from './pwa-server'

// The service worker is what this file tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

test.describe.configure({ timeout: 150_000 })
// A phone's screen in both projects: Logout is in the navigation menu there, on every page.
test.use({ viewport: { width: 412, height: 915 } })

const QUEUED = 'Saved — will register when you are back online'
const NOT_ANSWERING = 'The server is not answering. Showing saved data.'

let server: ProductionServer
test.beforeEach(async () => {
  server = await ProductionServer.start()
})
test.afterEach(async () => {
  await server?.stop()
})

/** A signed in on /events with the server up, then the server stopped and Register Now queued. */
async function studentAQueues(page: Page) {
  const { account: a, event, card } = await studentOnEventsPage(page, server, { pointsAwarded: 30 })

  await server.halt()
  await page.reload()
  await expect(page.getByText(NOT_ANSWERING)).toBeVisible()
  await card.getByRole('button', { name: 'Register Now' }).click()
  await expect(card.getByText(QUEUED)).toBeVisible()
  await expect
    .poll(() => persistedMutations(page))
    .toEqual([{ eventId: event._id, key: expect.any(String), queued: true }])
  return { a, event }
}

/** Logout from the navigation menu of the page that is open. */
async function logOut(page: Page) {
  await openMenuIfCollapsed(page)
  await page.getByRole('button', { name: 'Logout', exact: true }).click()
  await expect(page).toHaveURL(`${server.url}/login`)
}

/** B logs in with the form on the page that is open (the server answers again by then). */
async function studentBLogsIn(page: Page, b: Account) {
  await page.getByLabel('Email', { exact: true }).fill(b.email)
  await page.getByLabel('Password', { exact: true }).fill(b.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: b.username })).toBeVisible()
}

/** B's events page: the event is open to B (not registered, nothing queued), and the server agrees. */
async function nothingSentAsB(page: Page, b: Account, event: { _id: string; name: string }) {
  await page.goto(`${server.url}/events`)
  const card = page.getByRole('article', { name: event.name })
  await expect(card.getByRole('button', { name: 'Register Now' })).toBeEnabled()
  await expect(card.getByText(QUEUED)).toHaveCount(0)
  await expect.poll(() => persistedMutations(page)).toEqual([])
  expect(await server.registrationsAndExp(b, event._id)).toEqual({ registrations: 0, exp: 0 })
}

test("A logs out: A's queued registration goes with A's session, and B signs in to a clean phone", async ({ page }) => {
  const { a, event } = await studentAQueues(page)

  // A logs out while the server is still down: the queue and everything saved for A go at once.
  await logOut(page)
  await expect.poll(() => persistedMutations(page)).toEqual([])

  await server.restart()
  const b = await server.createCompleteAccount()
  await studentBLogsIn(page, b)
  await nothingSentAsB(page, b, event)
  // Not sent as A later either: A logged out before it could go.
  expect(await server.registrationsAndExp(a, event._id)).toEqual({ registrations: 0, exp: 0 })
})

test("A signs out in another tab; B signs in on the page A left open: A's registration is never sent as B", async ({
  page,
  context,
}) => {
  const { event } = await studentAQueues(page)
  const registrationsSent: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/registrations/') && request.method() !== 'GET')
      registrationsSent.push(`${request.method()} ${request.url()}`)
  })

  // A's other tab: Logout there ends A's session in this page too, at once: the token and the
  // registration A queued here are gone while the server is still down.
  const other = await context.newPage()
  await other.goto(`${server.url}/events`)
  await logOut(other)
  await other.close()
  const card = page.getByRole('article', { name: event.name })
  await expect(card.getByText(QUEUED)).toHaveCount(0)
  await expect.poll(() => persistedMutations(page)).toEqual([])

  // The server is back, and the page sees it: nothing of A's is sent, with any token or none.
  await server.restart()
  await expect(page.getByText(NOT_ANSWERING)).toHaveCount(0, { timeout: 35_000 })
  expect(registrationsSent).toEqual([])

  // B uses the page A left open: its navigation bar now offers Login.
  const b = await server.createCompleteAccount()
  await openMenuIfCollapsed(page)
  await page.getByRole('link', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(`${server.url}/login`)
  await studentBLogsIn(page, b)
  await nothingSentAsB(page, b, event)
})
