/**
 * Capacity, the waitlist and the EXP ledger as students and an admin see them (docs/product.md#events,
 * docs/product.md#profile, docs/product.md#admin): a full event's waitlist, promotion when a seat
 * is given back, the EXP history on /profile, and Adjust EXP in User Details. Also one event's time,
 * the same on /admin, /events and /profile (docs/product.md#time-zone).
 */
import type { Browser, Page } from '@playwright/test'
import { openAdmin } from './admin-helpers'
import {
  type Account,
  api,
  bearer,
  createCompleteAccount,
  createEvent,
  expect,
  registerFor,
  signInAs,
  test,
} from './fixtures'
import { seriousAccessibilityViolations } from './public-helpers'

const card = (page: Page, name: string) => page.getByRole('article', { name })

/** A page of its own for another student (a second phone). */
async function pageOf(browser: Browser, account: Account, viewport: Page) {
  const context = await browser.newContext({ viewport: viewport.viewportSize() ?? undefined })
  const page = await context.newPage()
  await signInAs(page, account)
  return { page, close: () => context.close() }
}

test("a full event's waitlist: join, see the position, be promoted when a seat is given back, and see the EXP", async ({
  page,
  browser,
  admin,
}) => {
  // Three signed-in browsers in turn: 20-28 s on a quiet CI machine, against the default 30 s.
  test.slow()
  const first = await createCompleteAccount()
  const second = await createCompleteAccount()
  const event = await createEvent(admin, { capacity: 1, pointsAwarded: 70 })

  // The first student takes the only seat on their phone.
  const other = await pageOf(browser, first, page)
  await other.page.goto('/events')
  await expect(card(other.page, event.name).getByText('1 spot left')).toBeVisible()
  await card(other.page, event.name).getByRole('button', { name: 'Register Now' }).click()
  await expect(card(other.page, event.name).getByText("You're registered")).toBeVisible()

  // The second finds it full and joins the waitlist.
  await signInAs(page, second)
  await page.goto('/events')
  await expect(card(page, event.name).getByText('Full: join the waitlist')).toBeVisible()
  await card(page, event.name).getByRole('button', { name: 'Join waitlist' }).click()
  await expect(card(page, event.name).getByText("You're #1 on the waitlist")).toBeVisible()
  await expect(card(page, event.name).getByRole('button', { name: 'Leave waitlist' })).toBeVisible()
  // No EXP for a place in the queue, on the profile either.
  await page.goto('/profile')
  const participated = page.getByRole('region', { name: 'Participated Events' })
  await expect(participated.getByRole('listitem').filter({ hasText: event.name })).toContainText('Waitlist #1')
  const history = page.getByRole('region', { name: 'EXP history' })
  await expect(history).toContainText('No EXP yet')

  // The first student gives the seat back, after a confirm that says what they lose.
  await card(other.page, event.name).getByRole('button', { name: 'Cancel registration' }).click()
  const confirm = other.page.getByRole('dialog', { name: 'Cancel your registration?' })
  await expect(confirm).toContainText('and the 70 EXP it earned')
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(
    other.page.getByRole('status').filter({ hasText: 'Your registration is cancelled and its 70 EXP taken back.' }),
  ).toBeVisible()
  // The seat went to the first in the queue at once: the event is full again.
  await expect(card(other.page, event.name).getByRole('button', { name: 'Join waitlist' })).toBeVisible()
  await other.close()

  // Promoted in the same step: the second student has the seat and its EXP, in the history too.
  await page.reload()
  await expect(participated.getByRole('listitem').filter({ hasText: event.name })).toContainText('+70 EXP')
  const entry = history.getByRole('listitem').filter({ hasText: event.name })
  await expect(entry).toContainText('+70 EXP')
  await expect(entry).toContainText('Registered')
  await expect(entry.locator('time')).toHaveText(/IST$/)
  await expect(history).toContainText('Total: 70 EXP')
  await page.goto('/events')
  await expect(card(page, event.name).getByText("You're registered")).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])

  const { data } = await api.user.profile.get(bearer(second.token))
  expect(data?.exp).toBe(70)
})

test('an admin adjusts a member’s EXP with a note; a missing note or a zero is refused first', async ({
  page,
  admin,
}) => {
  const member = await createCompleteAccount()
  await signInAs(page, admin)
  await page.goto('/profile')
  const panel = page.getByRole('region', { name: 'Admin panel' })
  await panel.getByRole('tab', { name: 'User Details' }).click()
  const tab = panel.getByRole('tabpanel', { name: 'User Details' })
  await tab.getByLabel('Search users').fill(member.username)
  await tab.getByRole('button', { name: `EXP of ${member.username}` }).click()

  const dialog = page.getByRole('dialog', { name: `EXP of ${member.username}` })
  const form = dialog.getByRole('form', { name: 'Adjust EXP' })
  await form.getByLabel('Amount (EXP)').fill('0')
  await form.getByRole('button', { name: 'Save adjustment' }).click()
  await expect(form).toContainText('Please enter a whole number of EXP from 1 to')
  await expect(form).toContainText('Please write a note saying why')
  await expect(dialog.getByText('No EXP yet.')).toBeVisible()

  await form.getByLabel('Amount (EXP)').fill('40')
  await form.getByLabel('Note (why)').fill('Helped run the jam')
  await form.getByRole('button', { name: 'Save adjustment' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `EXP of ${member.username} adjusted by +40: now 40 EXP.` }),
  ).toBeVisible()
  await expect(dialog.locator('.exp-note')).toHaveText(`“Helped run the jam” — ${admin.username}`)

  // The member sees it in their own history, with the note and who made it.
  const { data } = await api.user['exp-history'].get(bearer(member.token))
  expect(data?.map((entry) => [entry.reason, entry.amount, entry.note])).toEqual([
    ['adjustment', 40, 'Helped run the jam'],
  ])
})

test("one event's time reads the same on /admin, /events and /profile, on the club's clock", async ({
  page,
  admin,
}) => {
  // 12:30 UTC is 6:00 pm in Delhi.
  const event = await createEvent(admin, { date: '2031-12-24T12:30:00.000Z' })
  const when = '24th December 2031, 6:00 pm IST'
  await registerFor(admin, event._id)
  await signInAs(page, admin)

  await openAdmin(page)
  await expect(page.getByRole('article', { name: event.name }).locator('time').first()).toHaveText(when)
  await page.goto('/events')
  await expect(card(page, event.name).locator('time')).toHaveText(when)
  await page.goto('/profile')
  const row = page
    .getByRole('region', { name: 'Participated Events' })
    .getByRole('listitem')
    .filter({ hasText: event.name })
  await expect(row.locator('time')).toHaveText(when)
})
