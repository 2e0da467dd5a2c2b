/**
 * /leaderboard (docs/product.md#leaderboard): a student finds their own row, hides themselves from
 * /profile and is gone, for everyone and on every page. Other tests award EXP on the same server
 * at the same time, so this one finds its student by name and by the own line, never by position.
 */
import { LEADERBOARD_LIMIT_MAX } from '@club/api/shared/constants'
import type { Page } from '@playwright/test'
import { type Account, api, createCompleteAccount, createEvent, expect, registerFor, signInAs, test } from './fixtures'
import { openMenuIfCollapsed } from './public-helpers'

/** Every username an anonymous visitor sees listed in the period, across all its pages. */
async function listedUsernames(period: 'all' | 'semester'): Promise<string[]> {
  const names: string[] = []
  for (let offset = 0; ; offset += LEADERBOARD_LIMIT_MAX) {
    const { data, error } = await api.leaderboard.get({ query: { period, limit: LEADERBOARD_LIMIT_MAX, offset } })
    if (error) throw new Error(`leaderboard failed: ${error.status}`)
    names.push(...data.entries.map((entry) => entry.username))
    if (offset + LEADERBOARD_LIMIT_MAX >= data.total) return names
  }
}

/** The student's row on the page shown (following "Go to my row" when it is on another page). */
async function ownRow(page: Page, student: Account) {
  const goThere = page.getByRole('link', { name: 'Go to my row' })
  if (await goThere.isVisible()) await goThere.click()
  return page.getByRole('row', { name: new RegExp(`${student.username} \\(you\\)`) })
}

test('a student finds their own row, hides themselves from /profile and is gone', async ({ page, admin }) => {
  const student = await createCompleteAccount()
  const event = await createEvent(admin, { pointsAwarded: 750 })
  await registerFor(student, event._id)
  await signInAs(page, student)

  await page.goto('/')
  await openMenuIfCollapsed(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'LEADERBOARD' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'This semester' })).toHaveAttribute('aria-current', 'page')

  // This semester: the own line says where they stand, and their row is marked.
  await expect(page.getByText(/^You: #\d+ · 750 EXP this semester$/)).toBeVisible()
  const row = await ownRow(page, student)
  await expect(row).toHaveAttribute('aria-current', 'true')
  await expect(row.getByRole('cell', { name: '750', exact: true })).toBeVisible()
  const position = Number((await page.getByText(/^You: #\d+/).textContent())?.match(/#(\d+)/)?.[1])
  await expect(row.getByRole('cell', { name: String(position), exact: true })).toBeVisible()

  // All time too.
  await page.getByRole('link', { name: 'All time' }).click()
  await expect(page.getByText(/^You: #\d+ · 750 EXP$/)).toBeVisible()
  await expect(await ownRow(page, student)).toBeVisible()
  expect(await listedUsernames('all')).toContain(student.username)

  // Hidden from /profile: saved at once.
  await page.goto('/profile')
  const setting = page.getByRole('checkbox', { name: 'Show me on the leaderboard' })
  await expect(setting).toBeChecked()
  // click, not uncheck: uncheck reads the box back in the same instant, and once (1 run in 258
  // under a loaded CI runner) it found it still checked. A tap can also land while the sections
  // above are still filling in and move the box (once on a clean-clone run, 27 Nov): then the box
  // is still on, not busy, and nothing was sent, and a person taps again. A tap that went through
  // leaves the box off or busy, so it is never tapped twice.
  const saved = page.getByRole('status').filter({ hasText: 'Saved: you are hidden from the leaderboard.' })
  await expect(async () => {
    if ((await setting.isChecked()) && (await setting.isEnabled())) await setting.click()
    await expect(saved).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  await expect(setting).not.toBeChecked()

  // Gone from every period and page, for everyone; the student still sees their own EXP.
  await page.goto('/leaderboard?period=semester&page=1')
  await expect(
    page.getByText(
      'You are hidden from the leaderboard (750 EXP this semester). You can show yourself again on your profile.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(student.username) })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Go to my row' })).toHaveCount(0)
  for (const period of ['semester', 'all'] as const)
    expect(await listedUsernames(period)).not.toContain(student.username)

  // Shown again: back on the board.
  await page.goto('/profile')
  await page.getByRole('checkbox', { name: 'Show me on the leaderboard' }).check()
  await expect(page.getByRole('status').filter({ hasText: 'Saved: you are on the leaderboard.' })).toBeVisible()
  expect(await listedUsernames('semester')).toContain(student.username)
})
