/**
 * The leaderboard is saved on the device like the events list (docs/offline.md): once seen with the
 * server up, it opens with the server hung, the student's own line included, and says the data is
 * saved. Its own server (pwa-server.ts), so the shared one is untouched.
 */
import { expect, signInAs, test } from './fixtures'
import { waitForServiceWorker, waitUntilSaved } from './pwa-helpers'
import { ProductionServer } from './pwa-server'

test.describe.configure({ timeout: 120_000 })

let server: ProductionServer
test.beforeEach(async () => {
  server = await ProductionServer.start()
})
test.afterEach(async () => {
  await server?.stop()
})

test('a leaderboard page seen once opens with the server hung, own line included', async ({ page }) => {
  const student = await server.createCompleteAccount()
  const event = await server.createEvent({ pointsAwarded: 120 })
  const registered = await server
    .api()
    .registrations({ eventId: event._id })
    .post(undefined, { headers: { authorization: `Bearer ${student.token}` } })
  expect(registered.error).toBeNull()
  await signInAs(page, student)

  await page.goto(`${server.url}/leaderboard?period=semester&page=1`)
  await expect(page.getByText('You: #1 · 120 EXP this semester')).toBeVisible()
  await waitForServiceWorker(page)
  await waitUntilSaved(page, [['leaderboard', 'semester', 1, 'me']])

  server.hang()
  await page.goto(`${server.url}/leaderboard?period=semester&page=1`)
  await expect(page.getByText('You: #1 · 120 EXP this semester')).toBeVisible({ timeout: 5_000 })
  await expect(page.getByRole('row', { name: new RegExp(`${student.username} \\(you\\)`) })).toBeVisible()
  await expect(page.getByText('The server is not answering. Showing saved data.')).toBeVisible({ timeout: 8_000 })
  server.resume()
})
