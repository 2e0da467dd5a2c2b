/**
 * /admin's Insights (docs/product.md#admin): a committee member opens the tab and reads this
 * semester's events (seats, check-ins, no-shows), members and EXP per month, as charts with their
 * tables, and takes a CSV.
 */
import { api, bearer, createCompleteAccount, createEvent, expect, registerFor, signInAs, test } from './fixtures'
import { seriousAccessibilityViolations } from './public-helpers'

test('Insights: the semester’s events with their no-shows, members and EXP per month, each a chart, a table and a CSV', async ({
  page,
  admin,
}) => {
  const student = await createCompleteAccount()
  const event = await createEvent(admin, {
    name: `Insights Night ${Date.now()}`,
    date: new Date(Date.now() + 20 * 60_000).toISOString(),
  })
  await registerFor(student, event._id)
  // It started five minutes ago and the student never came to the door.
  const moved = await api
    .events({ id: event._id })
    .put({ date: new Date(Date.now() - 5 * 60_000).toISOString() }, bearer(admin.token))
  expect(moved.error).toBeNull()

  await signInAs(page, admin)
  await page.goto('/admin')
  await page.getByRole('tab', { name: 'Insights' }).click()
  await expect(page).toHaveURL(/\?tab=insights$/)
  await expect(page.getByRole('heading', { name: /^Events of (January–June|July–December) \d{4}$/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'New members per month' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'EXP earned per month' })).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(`^${event.name} .* 1 0 1$`) })).toBeVisible()
  await expect(
    page.getByText(/^No-shows in (January–June|July–December) \d{4}: \d+% of \d+ seats? taken\.$/),
  ).toBeVisible()
  // Each chart says what it is, and the table holds its figures: this month has at least this student.
  await expect(page.getByRole('img', { name: /^New members per month from \w+ \d{4} to \w+ \d{4}/ })).toBeVisible()
  const members = page.getByRole('region', { name: 'New members per month' }).getByRole('row')
  await expect(members).toHaveCount(13)

  const download = page.waitForEvent('download')
  await page
    .getByRole('region', { name: 'New members per month' })
    .getByRole('button', { name: 'Download CSV' })
    .click()
  expect((await download).suggestedFilename()).toBe('new-members-per-month.csv')
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})
