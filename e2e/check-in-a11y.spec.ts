/** axe-core on the check-in screens: no serious or critical violation (docs/product.md#check-in-at-the-door). */
import { scanAnswer, shortCodeOf, startsSoon } from './check-in-helpers'
import { createCompleteAccount, createEvent, expect, registerFor, signInAs, test } from './fixtures'
import { seriousAccessibilityViolations } from './public-helpers'

test('the scanner with each kind of answer, the attendee list and the code display', async ({ admin, page }) => {
  const event = await createEvent(admin, { date: startsSoon(), expOn: 'attendance', capacity: 1, name: 'Axe jam' })
  const [seated, waiting] = await Promise.all([createCompleteAccount(), createCompleteAccount()])
  const { registration } = await registerFor(seated, event._id)
  await registerFor(waiting, event._id)

  await signInAs(page, admin)
  await page.goto(`/admin/events/${event._id}/check-in`)
  await expect(page.getByText(/list of 2 downloaded/)).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
  await page.getByLabel('Ticket code').fill(shortCodeOf(registration.ticket!))
  await page.getByRole('button', { name: 'Check ticket' }).click()
  await expect(scanAnswer(page)).toContainText('Checked in')
  expect(await seriousAccessibilityViolations(page)).toEqual([])
  await page.getByLabel('Ticket code').fill(shortCodeOf(registration.ticket!))
  await page.getByRole('button', { name: 'Check ticket' }).click()
  await expect(scanAnswer(page)).toContainText('Already checked in')
  await page.getByLabel('Name or email', { exact: true }).fill(waiting.username)
  await page.getByRole('button', { name: `Check in ${waiting.username}` }).click()
  await expect(scanAnswer(page)).toContainText('On the waitlist')
  expect(await seriousAccessibilityViolations(page)).toEqual([])

  await page.getByRole('link', { name: 'Attendee list' }).click()
  await expect(page.getByRole('tab', { name: 'Checked in (1)' })).toBeVisible()
  await page.getByRole('tab', { name: /^Waitlist/ }).click()
  await expect(page.getByRole('cell', { name: '#1' })).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])

  await page.goto(`/admin/events/${event._id}/code`)
  await expect(page.getByText(/^Code: /)).toBeAttached()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})

test("another event's ticket typed by its short code: Wrong event, named by the server; offline, Unknown with a hint", async ({
  admin,
  page,
}) => {
  const [door, other] = await Promise.all([
    createEvent(admin, { date: startsSoon(), name: 'Axe door night' }),
    createEvent(admin, { date: startsSoon(), name: 'Axe other night' }),
  ])
  const { registration } = await registerFor(await createCompleteAccount(), other._id)
  await signInAs(page, admin)
  await page.goto(`/admin/events/${door._id}/check-in`)
  await expect(page.getByText(/list of 0 downloaded/)).toBeVisible()
  const typeCode = async (code: string) => {
    await page.getByLabel('Ticket code').fill(code)
    await page.getByRole('button', { name: 'Check ticket' }).click()
  }
  // The code carries no event, and this event's list does not have it: the server is asked.
  await typeCode(shortCodeOf(registration.ticket!))
  await expect(scanAnswer(page)).toContainText('Wrong event: Axe other nightThis ticket is for Axe other night')
  expect(await seriousAccessibilityViolations(page)).toEqual([])
  await typeCode('ZZZZ-ZZZZ-ZZ')
  await expect(scanAnswer(page)).toContainText('Unknown ticketNo event has this ticket')
  // The browser says it is offline (what the scanner goes by before asking; setOffline would also
  // cut the first load of the notices' code, which a real scanner has saved): not asked.
  await page.evaluate(() => dispatchEvent(new Event('offline')))
  await expect(page.getByText(/^You are offline./)).toBeVisible()
  await typeCode(shortCodeOf(registration.ticket!))
  await expect(scanAnswer(page)).toContainText(
    'Unknown ticketNot on this event’s list. Other events could not be checked (no connection)',
  )
  await page.evaluate(() => dispatchEvent(new Event('online')))
})
