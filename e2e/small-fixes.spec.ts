/**
 * Issue 12's smaller findings, each checked the way it was seen: a rank broken mid-word, the
 * squeezed file input, the error summary under the navbar, the Admin link's style, and one admin
 * message at a time (docs/product.md#profile, #navigation, #admin). The menu icon's cross, a phone
 * control, is checked in messages-and-small-screens.spec.ts, which runs on the phone only.
 */
import type { Locator, Page } from '@playwright/test'
import { answerDeleteDialog, openAdmin } from './admin-helpers'
import { api, bearer, createAccount, createCompleteAccount, createEvent, expect, signInAs, test } from './fixtures'
import { openMenuIfCollapsed } from './public-helpers'

/** How many lines the element's text is laid out on. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
  })

const navbarBottom = (page: Page) =>
  page.locator('header.navbar').evaluate((element) => element.getBoundingClientRect().bottom)

test('the rank "Apprentice" is never broken mid-word on /profile', async ({ page, admin }) => {
  const student = await createCompleteAccount()
  const adjusted = await api.admin
    .users({ id: student.user._id })
    ['exp-adjustments'].post({ amount: 300, note: 'Rank check' }, bearer(admin.token))
  expect(adjusted.error).toBeNull()
  await signInAs(page, student)
  await page.goto('/profile')
  const ranks = page.locator('.user-card').getByText('Apprentice', { exact: true })
  await expect(ranks.first()).toBeVisible()
  for (const rank of await ranks.all()) expect(await lineCount(rank)).toBe(1)
})

test('the Admin link looks like its neighbours', async ({ page, admin }) => {
  await signInAs(page, admin)
  await page.goto('/events')
  await openMenuIfCollapsed(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  const style = (name: string) =>
    nav.getByRole('link', { name, exact: true }).evaluate((element) => {
      const css = getComputedStyle(element)
      return [css.textTransform, css.fontSize, css.fontWeight, css.letterSpacing, css.fontFamily].join('|')
    })
  expect(await style('ADMIN')).toBe(await style('TEAMS'))
})

test('Edit Profile: the file input keeps a readable width on a phone', async ({ page }) => {
  const student = await createCompleteAccount()
  await signInAs(page, student)
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  const input = page.getByRole('dialog').locator('input[type="file"]')
  await expect(input).toBeAttached()
  const box = await input.boundingBox()
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(180)
})

test('/complete-profile: the error summary is below the sticky navbar, not under it', async ({ page }) => {
  const student = await createAccount()
  await signInAs(page, student)
  await page.goto('/complete-profile')
  await page.getByRole('button', { name: /complete|save|submit|continue/i }).click()
  const summary = page.locator('#completion-missing')
  await expect(summary).toBeVisible()
  const top = await summary.evaluate((element) => element.getBoundingClientRect().top)
  expect(top).toBeGreaterThanOrEqual(await navbarBottom(page))
})

test('/admin: a new message replaces the last one ("created", then "deleted")', async ({ page, admin }) => {
  const doomed = await createEvent(admin)
  await signInAs(page, admin)
  await openAdmin(page)
  const form = page.getByRole('form', { name: 'Create event' })
  const name = `Made ${Date.now().toString(36)}`
  await form.getByLabel('Event name').fill(name)
  await form.getByLabel('Description').fill('Made and then left alone.')
  await form.getByLabel(/^Date and time/).fill('2031-06-01T18:00')
  await form.getByLabel('Location').fill('Seminar Hall 2')
  await form.getByLabel('Points awarded (EXP)').fill('10')
  await form.getByRole('button', { name: 'Create event' }).click()
  await expect(page.getByText(`Event "${name}" created successfully!`)).toBeVisible()

  await page
    .getByRole('article', { name: doomed.name })
    .getByRole('button', { name: `Delete ${doomed.name}` })
    .click()
  await answerDeleteDialog(page, true)
  await expect(page.getByText('Event deleted successfully!')).toBeVisible()
  await expect(page.getByText(`Event "${name}" created successfully!`)).toHaveCount(0)
})
