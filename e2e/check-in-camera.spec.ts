/**
 * The scanner's camera path (docs/product.md#check-in-at-the-door): Chromium plays a generated
 * video of a ticket's QR code as its camera (qr-video.ts); the page reads it with BarcodeDetector
 * or jsQR and checks the student in.
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { scanAnswer, startsSoon } from './check-in-helpers'
import { api, bearer, createCompleteAccount, createEvent, expect, registerFor, signInAs, test } from './fixtures'
import { writeQrVideo } from './qr-video'

const video = join(tmpdir(), `club-ticket-${process.pid}.y4m`)

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
})

test('a ticket held up to the camera checks the student in', async ({ admin, page }) => {
  const event = await createEvent(admin, { date: startsSoon(), expOn: 'attendance', pointsAwarded: 30 })
  const student = await createCompleteAccount()
  const { registration } = await registerFor(student, event._id)
  // The QR code the student's phone shows (web/src/lib/ticket-code.ts): the event, then the ticket.
  writeQrVideo(video, `${event._id}/${registration.ticket}`)

  await signInAs(page, admin)
  await page.goto(`/admin/events/${event._id}/check-in`)
  await expect(page.getByText(/list of 1 downloaded/)).toBeVisible()
  await page.getByRole('button', { name: 'Start camera' }).click()
  const reading = page.getByText(/^Reading QR codes with/)
  await expect(reading).toBeVisible()
  test.info().annotations.push({ type: 'decoder', description: (await reading.textContent()) ?? '' })
  await expect(scanAnswer(page)).toContainText(`Checked in${student.username}`, { timeout: 15_000 })
  await expect(page.getByText('Every check-in has reached the server.')).toBeVisible()
  const history = await api.user['exp-history'].get(bearer(student.token))
  expect(history.data?.map((entry) => [entry.reason, entry.amount])).toEqual([['attendance', 30]])
  await page.getByRole('button', { name: 'Stop camera' }).click()
})
