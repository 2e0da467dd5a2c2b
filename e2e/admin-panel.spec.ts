import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import {
  type Account,
  api,
  bearer,
  createCompleteAccount,
  createEvent,
  expect,
  signInAs,
  test,
  uniqueUser,
} from './fixtures'
import { seriousAccessibilityViolations } from './public-helpers'

async function openPanel(page: Page, admin: Account) {
  await signInAs(page, admin)
  await page.goto('/profile')
  const panel = page.getByRole('region', { name: 'Admin panel' })
  await expect(panel.getByRole('tablist', { name: 'Admin panel' })).toBeVisible()
  return panel
}

test('a student sees no admin panel on /profile', async ({ page }) => {
  await signInAs(page, await createCompleteAccount())
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('tab')).toHaveCount(0)
})

test('tabs work from the keyboard: arrows, Home, End, one tab stop', async ({ page, admin }) => {
  const panel = await openPanel(page, admin)
  const calendar = panel.getByRole('tab', { name: 'Event Calendar' })
  const users = panel.getByRole('tab', { name: 'User Details' })
  const participation = panel.getByRole('tab', { name: 'Participation Details' })
  await expect(calendar).toHaveAttribute('aria-selected', 'true')
  await expect(panel.getByRole('tabpanel', { name: 'Event Calendar' })).toBeVisible()

  await calendar.focus()
  await page.keyboard.press('ArrowRight')
  await expect(users).toBeFocused()
  await expect(users).toHaveAttribute('aria-selected', 'true')
  await expect(panel.getByRole('tabpanel', { name: 'User Details' })).toBeVisible()
  await expect(panel.getByRole('tabpanel', { name: 'Event Calendar' })).toBeHidden()
  await page.keyboard.press('End')
  await expect(participation).toBeFocused()
  await expect(participation).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await expect(calendar).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(participation).toBeFocused()
  await page.keyboard.press('Home')
  await expect(calendar).toBeFocused()
  await expect(calendar).toHaveAttribute('tabindex', '0')
  await expect(users).toHaveAttribute('tabindex', '-1')
  // Tab leaves the tab list for the open panel.
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('tabpanel', { name: 'Event Calendar' })).toBeFocused()
})

test('Event Calendar starts at this month and shows an event in its month', async ({ page, admin }) => {
  const now = new Date()
  // The 15th, two months on: always a later month than this one, whatever today is.
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 15, 12, 30))
  const event = await createEvent(admin, { date: day.toISOString(), location: 'Calendar Hall' })
  const panel = await openPanel(page, admin)
  const month = (date: Date) => date.toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const title = panel.getByRole('heading', { level: 3 })
  await expect(title).toHaveText(month(now))
  await expect(panel.getByText(event.name)).toHaveCount(0)

  await panel.getByRole('button', { name: 'Next month' }).click()
  await panel.getByRole('button', { name: 'Next month' }).click()
  await expect(title).toHaveText(month(day))
  const shown = panel.getByText(event.name).filter({ visible: true })
  await expect(shown).toHaveCount(1)
  await expect(shown.locator('..')).toContainText('6:00 pm IST · Calendar Hall')

  await panel.getByRole('button', { name: 'Previous month' }).click()
  await expect(panel.getByText(event.name).filter({ visible: true })).toHaveCount(0)
  await panel.getByRole('button', { name: 'This month' }).click()
  await expect(title).toHaveText(month(now))
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})

test('User Details finds a new member by username and by email', async ({ page, admin }) => {
  const member = await createCompleteAccount()
  const panel = await openPanel(page, admin)
  await panel.getByRole('tab', { name: 'User Details' }).click()
  const tab = panel.getByRole('tabpanel', { name: 'User Details' })
  await expect(tab.getByRole('table')).toBeVisible()
  await expect(tab.getByRole('navigation', { name: 'Pages of users' })).toContainText(/of \d+ users/)

  const search = tab.getByLabel('Search users')
  await search.fill(member.username)
  const row = tab.getByRole('row', { name: new RegExp(member.username) })
  await expect(row).toBeVisible()
  await expect(tab.getByRole('table').getByRole('row')).toHaveCount(2) // header and the member
  for (const text of [
    member.email,
    'Delhi Technological University',
    'Computer Engineering',
    '2027',
    'Rookie',
    'Member',
  ])
    await expect(row).toContainText(text)

  await search.fill(member.email.toUpperCase())
  await expect(row).toBeVisible()
  await search.fill(`${member.username}-nobody`)
  await expect(tab.getByText(`No users match “${member.username}-nobody”.`)).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
  await tab.getByRole('button', { name: 'Clear search' }).click()
  await expect(search).toHaveValue('')
  await expect(tab.getByRole('table')).toBeVisible()
})

test('Participation Details: a registration appears, the type filter keeps or drops it, and the CSV has it', async ({
  page,
  admin,
}) => {
  const student = await createCompleteAccount()
  const event = await createEvent(admin, { type: 'Designathon', pointsAwarded: 120 })
  const registered = await api.registrations({ eventId: event._id }).post(undefined, bearer(student.token))
  expect(registered.status).toBe(201)

  const panel = await openPanel(page, admin)
  await panel.getByRole('tab', { name: 'Participation Details' }).click()
  const tab = panel.getByRole('tabpanel', { name: 'Participation Details' })
  const row = tab.getByRole('row', { name: new RegExp(student.username) })
  await expect(row).toBeVisible()
  for (const text of [student.user.enrollmentNumber ?? '', 'Computer Engineering', event.name, 'Designathon', '120'])
    await expect(row).toContainText(text)

  const filter = tab.getByLabel('Event type')
  await expect(filter.getByRole('option')).toHaveText([
    'All',
    'Hackathon',
    'Designathon',
    'Gameathon',
    'Game Tournament',
    'Speaker Session',
  ])
  await filter.selectOption('Hackathon')
  await expect(
    tab.getByRole('table', { name: /Hackathon/ }).or(tab.getByText(/No registrations for Hackathon/)),
  ).toBeVisible()
  await expect(row).toHaveCount(0)
  await filter.selectOption('Designathon')
  await expect(row).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])

  const downloading = page.waitForEvent('download')
  await tab.getByRole('button', { name: 'Download CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^participation-designathon-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync(await download.path(), 'utf8')
  expect(csv.startsWith('\uFEFFUsername,Email,Enrollment number,')).toBe(true)
  const line = csv.split('\r\n').find((text) => text.startsWith(`${student.username},`))
  expect(line).toContain(student.email)
  // The event's time on the club's clock, labelled, as everywhere (docs/product.md#time-zone).
  expect(line).toMatch(
    new RegExp(`${event.name},Designathon,"\\d{1,2}(st|nd|rd|th) \\w+ \\d{4}, \\d{1,2}:\\d{2} [ap]m IST"`),
  )
  expect(csv).not.toMatch(/,Hackathon,/)
  await expect(tab.getByText('CSV downloaded.')).toBeVisible()
})

// Admin screens run on the desktop only (decision 0260); on a phone the table scrolls, with its hint.
test('User Details shows every column at 1366 × 768 without scrolling sideways, long names and emails too', async ({
  page,
  admin,
}, testInfo) => {
  // The longest username there may be (30), a long college email, and a college and branch typed as
  // one word of 100 letters (the longest there may be): the newest, so on page 1.
  const tag = uniqueUser('w').username
  const member = await createCompleteAccount({
    username: `${tag}${'x'.repeat(30)}`.slice(0, 30),
    email: `firstname.middlename.lastname.${tag}@students.university-of-example.edu`,
  })
  const long = await api.user.profile.put({ college: 'C'.repeat(100), branch: 'B'.repeat(100) }, bearer(member.token))
  expect(long.error).toBeNull()
  await page.setViewportSize({ width: 1366, height: 768 })
  const panel = await openPanel(page, admin)
  await panel.getByRole('tab', { name: 'User Details' }).click()
  const tab = panel.getByRole('tabpanel', { name: 'User Details' })
  const table = tab.getByRole('table')
  await expect(table.getByRole('row', { name: new RegExp(tag) })).toBeVisible()

  const scroll = await table.evaluate((node) => {
    const box = node.parentElement!
    return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth }
  })
  const role = await table.getByRole('columnheader', { name: 'Role' }).boundingBox()
  testInfo.annotations.push({
    type: 'measured',
    description: `scrollWidth ${scroll.scrollWidth}, clientWidth ${scroll.clientWidth}, Role ends at ${role!.x + role!.width} of 1366`,
  })
  expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth)
  expect(role!.x + role!.width).toBeLessThanOrEqual(1366)
  for (const name of ['Username', 'Email', 'Rank', 'EXP', 'Role'])
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeInViewport({ ratio: 1 })
})
