/**
 * What a student and the admin at the door are told (docs/product.md#check-in-at-the-door,
 * #registrations-and-waitlists): a self check-in confirmed with its EXP, a promotion seen on a
 * page left open, another event's ticket named, and no Check in offered twice.
 */
import { scanAnswer, startsSoon } from './check-in-helpers'
import { api, bearer, createCompleteAccount, createEvent, expect, registerFor, signInAs, test } from './fixtures'

test('self check-in with the right code says Checked in ✓ and the EXP', async ({ admin, page }) => {
  const event = await createEvent(admin, { date: startsSoon(), expOn: 'attendance', pointsAwarded: 150 })
  const student = await createCompleteAccount()
  await registerFor(student, event._id)
  const { data: code } = await api.events({ id: event._id })['check-in-code'].get(bearer(admin.token))

  await signInAs(page, student)
  await page.goto(`/events/${event._id}`)
  await page.getByLabel('The code on the screen at the venue').fill(code!.code)
  await page.getByRole('button', { name: 'Check in', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Checked in ✓' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'You are checked in. 150 EXP added.' })).toBeVisible()
  await expect(page.getByLabel('The code on the screen at the venue')).toHaveCount(0)
})

test('a waitlisted student’s open page learns of the seat without a reload', async ({ admin, page }) => {
  const event = await createEvent(admin, { capacity: 1, name: `Promotion night ${Date.now()}` })
  const [seated, waiting] = await Promise.all([createCompleteAccount(), createCompleteAccount()])
  await registerFor(seated, event._id)
  await registerFor(waiting, event._id)

  await signInAs(page, waiting)
  await page.goto(`/events/${event._id}`)
  await expect(page.getByText("You're #1 on the waitlist")).toBeVisible()
  await api.registrations({ eventId: event._id }).delete(undefined, bearer(seated.token))
  // The student comes back to the tab (from another app, or another tab).
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
  await expect(page.getByText("You're registered")).toBeVisible()
})

test('the scanner names another event’s ticket, and offers no Check in to a student already in', async ({
  admin,
  page,
}) => {
  const other = await createEvent(admin, { date: startsSoon(), name: `Pixel Art Night ${Date.now()}` })
  const event = await createEvent(admin, { date: startsSoon() })
  const [elsewhere, arrived] = await Promise.all([createCompleteAccount(), createCompleteAccount()])
  const { registration } = await registerFor(elsewhere, other._id)
  await registerFor(arrived, event._id)
  const { data: code } = await api.events({ id: event._id })['check-in-code'].get(bearer(admin.token))
  await api.registrations({ eventId: event._id })['check-in'].post({ code: code!.code }, bearer(arrived.token))

  await signInAs(page, admin)
  await page.goto(`/admin/events/${event._id}/check-in`)
  await expect(page.getByText(/list of 1 downloaded/)).toBeVisible()
  // What the camera reads from the other event's QR code: its event and ticket.
  await page.getByLabel('Ticket code').fill(`${other._id}/${registration.ticket}`)
  await page.getByRole('button', { name: 'Check ticket' }).click()
  await expect(scanAnswer(page)).toContainText(`Wrong event: ${other.name}`)

  await page.getByLabel('Name or email', { exact: true }).fill(arrived.username)
  await expect(page.getByText(/^Checked in \d/)).toBeVisible()
  await expect(page.getByRole('button', { name: `Check in ${arrived.username}` })).toHaveCount(0)
})
