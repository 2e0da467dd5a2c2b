/**
 * The door with bad Wi-Fi (issue 15; docs/product.md#check-in-at-the-door): the admin's scanner
 * answers from the list it downloaded while the server is hung (SIGSTOP), keeps the check-ins
 * through a reload, and sends them when the server resumes: each student checked in once, with one
 * attendance award. Its own server (pwa-server.ts), to hang and resume.
 */

import { scanAnswer, shortCodeOf, startsSoon, withToken } from './check-in-helpers'
import { expect, signInAs, test } from './fixtures'
import { seriousAccessibilityViolations } from './public-helpers'
import { persistedMutations, waitForServiceWorker, waitUntilSaved } from './pwa-helpers'
import { ProductionServer } from './pwa-server'

// The service worker is what this file tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

test.describe.configure({ timeout: 180_000 })

/** The probe that finds the server again backs off up to 30 s (web/src/pwa/connectivity.ts). */
const BACK_WITHIN_MS = 60_000

let server: ProductionServer
test.beforeEach(async () => {
  server = await ProductionServer.start()
})
test.afterEach(async () => {
  await server?.stop()
})

test('a student registers, and with the server hung their ticket still opens full screen from /profile', async ({
  page,
}) => {
  await server.createEvent({ date: startsSoon(), expOn: 'attendance', name: 'Ticket night' })
  const student = await server.createCompleteAccount()
  await signInAs(page, student)
  await page.goto(`${server.url}/events`)
  const card = page.getByRole('article', { name: 'Ticket night' })
  await card.getByRole('button', { name: 'Register Now' }).click()
  await expect(card.getByText(/registered/i)).toBeVisible()

  await page.goto(`${server.url}/profile`)
  const show = page.getByRole('button', { name: 'Show ticket for Ticket night' })
  await expect(show).toBeVisible()
  await waitForServiceWorker(page)
  await waitUntilSaved(page, [['registrations', 'my'], ['profile']])
  const mine = await server.api().registrations.my.get({ headers: { authorization: `Bearer ${student.token}` } })

  server.hang()
  await page.reload()
  await show.click()
  const ticket = page.getByRole('dialog', { name: 'Your ticket' })
  await expect(ticket.getByRole('img', { name: `QR code of ${student.username}'s ticket` })).toBeVisible()
  await expect(ticket.getByText(student.username, { exact: true })).toBeVisible()
  await expect(ticket.getByText('Ticket night')).toBeVisible()
  server.resume()
  await expect(ticket.getByText(shortCodeOf(mine.data![0]!.ticket!))).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
  // The QR code fills most of the screen's shorter side (a phone's width, a desktop's height): bright and large.
  const box = await ticket.getByRole('img').boundingBox()
  const viewport = page.viewportSize()!
  expect(box!.width).toBeGreaterThan(Math.min(viewport.width, viewport.height) * 0.6)
})

test('with the server hung, two typed tickets and a name search are checked in, kept through a reload, and sent once', async ({
  page,
}) => {
  const event = await server.createEvent({
    date: startsSoon(),
    expOn: 'attendance',
    pointsAwarded: 60,
    name: 'Door jam',
  })
  const students = await Promise.all([1, 2, 3].map(() => server.createCompleteAccount()))
  const tickets: string[] = []
  for (const student of students) {
    const answer = await server
      .api()
      .registrations({ eventId: event._id })
      .post(undefined, {
        headers: { authorization: `Bearer ${student.token}` },
      })
    tickets.push(answer.data!.registration.ticket!)
  }
  const [first, second, third] = students as [(typeof students)[0], (typeof students)[0], (typeof students)[0]]

  await signInAs(page, withToken(await server.adminToken()))
  await page.goto(`${server.url}/admin/events/${event._id}/check-in`)
  await expect(page.getByRole('heading', { level: 1, name: 'Door jam' })).toBeVisible()
  await expect(page.getByText(/0 of 3 checked in · list of 3 downloaded/)).toBeVisible()
  await waitForServiceWorker(page)
  await waitUntilSaved(page, [
    ['admin', 'attendees', event._id],
    ['events', event._id],
  ])

  server.hang()
  const ticketCode = page.getByLabel('Ticket code')
  for (const [i, student] of [first, second].entries()) {
    await ticketCode.fill(shortCodeOf(tickets[i]!).toLowerCase())
    await page.getByRole('button', { name: 'Check ticket' }).click()
    await expect(scanAnswer(page)).toContainText('Checked in')
    await expect(scanAnswer(page)).toContainText(student.username)
  }
  await page.getByLabel('Name or email', { exact: true }).fill(third.username)
  await page.getByRole('button', { name: `Check in ${third.username}` }).click()
  await expect(scanAnswer(page)).toContainText(`Checked in${third.username}`)
  // Scanned again on this phone: already checked in, and nothing more to send.
  await ticketCode.fill(shortCodeOf(tickets[0]!))
  await page.getByRole('button', { name: 'Check ticket' }).click()
  await expect(scanAnswer(page)).toContainText('Already checked in')
  await expect(page.getByText(/3 check-ins saved on this phone/)).toBeVisible()
  await expect.poll(async () => (await persistedMutations(page)).length, { timeout: 10_000 }).toBe(3)

  // A reload with the server still hung: the page and the three check-ins come back from the device.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Door jam' })).toBeVisible({ timeout: 10_000 })
  await expect(page.getByText(/3 check-ins saved on this phone/)).toBeVisible()
  await expect(page.getByText(/3 of 3 checked in/)).toBeVisible()

  server.resume()
  await expect(page.getByText('Every check-in has reached the server.')).toBeVisible({ timeout: BACK_WITHIN_MS })
  await expect.poll(async () => (await persistedMutations(page)).length).toBe(0)

  // The server's side: each student once, with one attendance award of 60 EXP.
  for (const student of students) {
    const auth = { headers: { authorization: `Bearer ${student.token}` } }
    const history = await server.api().user['exp-history'].get(auth)
    expect(history.data?.filter((entry) => entry.reason === 'attendance')).toEqual([
      expect.objectContaining({ amount: 60, event: { _id: event._id, name: 'Door jam' } }),
    ])
    expect((await server.api().user.profile.get(auth)).data?.exp).toBe(60)
  }
  const attendees = await server
    .api()
    .events({ id: event._id })
    .attendees.get({
      headers: { authorization: `Bearer ${await server.adminToken()}` },
    })
  expect(attendees.data?.every((attendee) => attendee.checkedInAt !== null)).toBe(true)
  await expect(page.getByRole('list', { name: 'What the server said' })).toHaveCount(0)
})
