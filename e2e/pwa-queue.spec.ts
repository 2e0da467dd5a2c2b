/**
 * The registration queue (issue 5, "Honesty"; docs/offline.md, decision 0094): a registration made
 * while the server cannot be reached waits on the device, survives a reload, and reaches the
 * server once it is back: one registration, one EXP award. A token the server no longer accepts
 * drops it and applies the 401 rule (docs/api.md#conventions). Each test runs its own server (pwa-server.ts) to hang,
 * stop and restart; Playwright's setOffline would not stop the service worker's fetches.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { persistedData, persistedMutations, seriousViolationsIn, studentOnEventsPage } from './pwa-helpers'
import { ProductionServer } from './pwa-server'

// The service worker is what this file tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

// Starting a server takes seconds; a hung server costs 10 s per unanswered request.
test.describe.configure({ timeout: 150_000 })

const QUEUED = 'Saved — will register when you are back online'
const NOT_ANSWERING = 'The server is not answering. Showing saved data.'
/** The server's words, shown as they come (docs/api.md#registrations). */
const SUCCESS = 'Successfully registered for the event! EXP awarded.'
const ALREADY = 'You are already registered for this event'
/** The probe that finds the server again backs off up to 30 s (web/src/pwa/connectivity.ts). */
const BACK_WITHIN_MS = 45_000

let server: ProductionServer
test.beforeEach(async () => {
  server = await ProductionServer.start()
})
test.afterEach(async () => {
  await server?.stop()
})

/** The server stopped, the page reloaded from the device: Register Now is queued and saved. */
async function registerWithServerStopped(page: Page, event: { _id: string; name: string }) {
  const card = page.getByRole('article', { name: event.name })
  await server.halt()
  await page.reload()
  await expect(page.getByText(NOT_ANSWERING)).toBeVisible()
  await card.getByRole('button', { name: 'Register Now' }).click()
  await expect(card.getByText(QUEUED)).toBeVisible()
  await expect
    .poll(() => persistedMutations(page))
    .toEqual([{ eventId: event._id, key: expect.any(String), queued: true }])
}

test('with the server hung, Register Now is queued, survives a reload and is sent once when it is back', async ({
  page,
}) => {
  const { account, event, card } = await studentOnEventsPage(page, server, { pointsAwarded: 40 })

  // The server hangs. The student reopens the page: saved data, and the app soon says the server is silent.
  server.hang()
  await page.reload()
  await expect(card).toBeVisible()
  await expect(page.getByText(NOT_ANSWERING)).toBeVisible({ timeout: 10_000 })

  await card.getByRole('button', { name: 'Register Now' }).click()
  await expect(card.getByText(QUEUED)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'your registration is saved on this device' })).toBeVisible()
  await expect
    .poll(() => persistedMutations(page))
    .toEqual([{ eventId: event._id, key: expect.any(String), queued: true }])

  // Still down: a reload keeps it, from the device (the app tries it again, gets no answer, waits).
  await page.reload()
  await expect(card.getByText(QUEUED)).toBeVisible()
  await expect(card.getByRole('button')).toHaveCount(0)
  await expect
    .poll(() => persistedMutations(page))
    .toEqual([{ eventId: event._id, key: expect.any(String), queued: true }])

  server.resume()
  await expect(card.getByText("You're registered")).toBeVisible({ timeout: BACK_WITHIN_MS })
  await expect(page.getByText(NOT_ANSWERING)).toBeHidden({ timeout: 20_000 })
  await expect.poll(() => persistedMutations(page)).toEqual([])
  // Exactly once, however many attempts it took (a timed-out attempt may have reached the server).
  expect(await server.registrationsAndExp(account, event._id)).toEqual({ registrations: 1, exp: 40 })

  // Nothing is sent again later: another visit finds it registered and the count unchanged.
  await page.reload()
  await expect(card.getByText("You're registered")).toBeVisible()
  expect(await server.registrationsAndExp(account, event._id)).toEqual({ registrations: 1, exp: 40 })
})

test('the server hangs after the page loaded: no answer is said as such, and the list settles it when it is back', async ({
  page,
}) => {
  const { account, event, card } = await studentOnEventsPage(page, server, { pointsAwarded: 30 })

  // The app still thinks the server is there: the request goes now, and hangs (docs/offline.md).
  server.hang()
  await card.getByRole('button', { name: 'Register Now' }).click()
  const noAnswer = page.getByRole('status').filter({ hasText: "No answer yet: we'll check when the server is back." })
  await expect(noAnswer).toBeVisible({ timeout: 20_000 })
  // Neither a failure nor a success that did not happen; the card says it is waiting to know.
  await expect(page.getByText(/Failed to register|Successfully registered/)).toHaveCount(0)
  await expect(card.getByText('No answer yet — checking with the server…')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Register Now' })).toHaveCount(0)
  // The message is readable where it really is (over the page, beside the offline notice).
  expect(await seriousViolationsIn(page, '.notices')).toEqual([])

  // Resumed: the stuck request is processed (201, EXP awarded); the list says so, once.
  server.resume()
  await expect(
    page.getByRole('status').filter({ hasText: `Checked with the server: you are registered for ${event.name}.` }),
  ).toBeVisible({ timeout: BACK_WITHIN_MS })
  await expect(card.getByText("You're registered")).toBeVisible()
  await expect(noAnswer).toHaveCount(0)
  await expect(page.getByText(/Failed to register/)).toHaveCount(0)
  expect(await server.registrationsAndExp(account, event._id)).toEqual({ registrations: 1, exp: 30 })
})

test('with the server stopped, Cancel registration is queued, survives a reload and is sent once: the seat and its EXP go only then', async ({
  page,
}) => {
  const { account, event, card } = await studentOnEventsPage(page, server, { pointsAwarded: 20 })
  await card.getByRole('button', { name: 'Register Now' }).click()
  await expect(card.getByText("You're registered")).toBeVisible()
  // The seat is in the registrations saved on the device (saves are throttled to one a second).
  await expect
    .poll(async () => JSON.stringify(await persistedData(page, ['registrations', 'my'])), { timeout: 10_000 })
    .toContain(event._id)

  await server.halt()
  await page.reload()
  await expect(page.getByText(NOT_ANSWERING)).toBeVisible()
  await card.getByRole('button', { name: 'Cancel registration' }).click()
  await page
    .getByRole('dialog', { name: 'Cancel your registration?' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click()
  await expect(card.getByText('Saved — will cancel when you are back online')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'your cancellation is saved on this device' })).toBeVisible()
  await expect.poll(() => persistedMutations(page)).toEqual([{ eventId: event._id, queued: true }])
  await page.reload()
  await expect(card.getByText('Saved — will cancel when you are back online')).toBeVisible()

  await server.restart()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your registration is cancelled and its 20 EXP taken back.' }),
  ).toBeVisible({ timeout: BACK_WITHIN_MS })
  await expect(card.getByRole('button', { name: 'Register Now' })).toBeVisible()
  await expect.poll(() => persistedMutations(page)).toEqual([])
  expect(await server.registrationsAndExp(account, event._id)).toEqual({ registrations: 0, exp: 0 })
})

test('with the server stopped, a queued registration that meets "already registered" when sent counts as registered', async ({
  page,
}) => {
  const { account, event, card } = await studentOnEventsPage(page, server, { pointsAwarded: 25 })

  await registerWithServerStopped(page, event)

  // The server is back, and the student registers from another device before this one notices
  // (its probe backs off for seconds). Should this device get there first, the other one gets 409.
  await server.restart()
  const elsewhere = await server
    .api()
    .registrations({ eventId: event._id })
    .post(undefined, { headers: { authorization: `Bearer ${account.token}` } })
  expect([201, 409]).toContain(elsewhere.response.status)

  await expect(card.getByText("You're registered")).toBeVisible({ timeout: BACK_WITHIN_MS })
  // Whoever got there first registered; this device shows what the server told it.
  const answer = elsewhere.response.status === 201 ? ALREADY : SUCCESS
  await expect(page.getByRole('status').filter({ hasText: answer })).toBeVisible()
  await expect(page.getByText(/Registration error|Failed to register/)).toHaveCount(0)
  await expect.poll(() => persistedMutations(page)).toEqual([])
  expect(await server.registrationsAndExp(account, event._id)).toEqual({ registrations: 1, exp: 25 })
  // The profile shows the EXP from the server.
  await page.goto(`${server.url}/profile`)
  await expect(page.locator('.user-stats > div').filter({ hasText: 'Total EXP' }).locator('dd')).toHaveText('25')
})

test('a queued registration whose token is refused when sent is dropped, and the 401 rule applies', async ({
  page,
}) => {
  const { account, event } = await studentOnEventsPage(page, server)
  await registerWithServerStopped(page, event)

  // Back with a new signing key: every token issued before is refused (401), as an expired one is.
  await server.restart(undefined, { JWT_SECRET: `rotated-${'k'.repeat(40)}` })
  await expect(page).toHaveURL(`${server.url}/login?session_expired=true`, { timeout: BACK_WITHIN_MS })
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  await expect.poll(() => persistedMutations(page)).toEqual([])

  // Nothing was registered: the student signs in again (a new token) and finds no registration, no EXP.
  const login = await server.api().auth.login.post({ email: account.email, password: account.password })
  if (!login.data) throw new Error(`login failed: ${login.error?.status}`)
  expect(await server.registrationsAndExp({ ...account, token: login.data.token }, event._id)).toEqual({
    registrations: 0,
    exp: 0,
  })
})
