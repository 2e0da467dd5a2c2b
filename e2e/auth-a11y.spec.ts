/**
 * Accessibility of the sign-in screens (axe-core: no serious or critical violation), in the states
 * that matter most: with their messages and errors showing.
 */
import type { Locator, Page } from '@playwright/test'
import { fillProfileDetails, loginButton } from './auth-helpers'
import { createAccount, createCompleteAccount, expect, signInAs, test } from './fixtures'
import { seriousAccessibilityViolations } from './public-helpers'

test('/login with every query-parameter message, field errors and a login failure', async ({ page }) => {
  await page.goto('/login?session_expired=true&unauthorized=true&error=access_denied')
  await loginButton(page).click()
  await expect(page.getByText('Please enter your password.')).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])

  await page.getByLabel('Email', { exact: true }).fill('nobody@students.test')
  await page.getByLabel('Password', { exact: true }).fill('wrong-password')
  await loginButton(page).click()
  await expect(page.getByText('Invalid email or password')).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})

test('/login?unauthorized=true while signed in', async ({ page }) => {
  await signInAs(page, await createCompleteAccount())
  await page.goto('/login?unauthorized=true')
  await expect(page.getByRole('button', { name: 'Logout', exact: true })).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})

test('/signup with field errors, then a server message', async ({ page }) => {
  const existing = await createAccount()
  await page.goto('/signup')
  await page.getByLabel('Password', { exact: true }).fill('abc')
  await page.getByRole('button', { name: 'Sign up', exact: true }).click()
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])

  await page.getByLabel('Username', { exact: true }).fill(existing.username)
  await page.getByLabel('Email', { exact: true }).fill(`x${existing.email}`)
  await page.getByLabel('Password', { exact: true }).fill('abc123')
  await page.getByLabel('Confirm password', { exact: true }).fill('abc123')
  await page.getByRole('button', { name: 'Sign up', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('That username is already taken')
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})

/**
 * A screen that moves on by itself after a delay, checked by axe while it stays: the page runs on
 * fake timers, stopped (stopClock) before the screen is reached, then advanced by hand, a few
 * milliseconds at a time, only until the screen shows and while axe (which needs timers of its
 * own) works. The screen's own delay is far from over when axe is done.
 */
async function stopClock(page: Page) {
  // The page's clock runs on until pauseAt reaches it: on a busy machine it can pass the time aimed
  // at first ("Cannot fast-forward to the past"), so aim again, a little further ahead each time.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt(await page.evaluate((ahead) => Date.now() + ahead, 100 * attempt))
      return
    } catch (error) {
      if (attempt >= 10 || !String(error).includes('fast-forward to the past')) throw error
    }
  }
}

async function violationsWhileHeld(page: Page, shown: Locator) {
  while (!(await shown.isVisible())) await page.clock.runFor(5)
  let checked = false
  const outcome = seriousAccessibilityViolations(page).then(
    (violations) => ({ violations }),
    (error: unknown) => ({ error }),
  )
  void outcome.then(() => {
    checked = true
  })
  // axe opens and closes a blank page of its own to finish; the clock belongs to the whole
  // context, so a tick that meets that page closing reports it closed: tick on.
  while (!checked) await page.clock.runFor(1).catch(() => {})
  const result = await outcome
  if ('error' in result) throw result.error
  await expect(shown).toBeVisible()
  await page.clock.resume()
  return result.violations
}

test.describe('screens that move on by themselves', () => {
  test('/auth/callback while signing in, and with its failure message', async ({ page }) => {
    const account = await createAccount()
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/user/profile', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`/auth/callback?token=${account.token}`)
    await expect(page.getByRole('heading', { name: 'Signing you in…' })).toBeVisible()
    expect(await seriousAccessibilityViolations(page)).toEqual([])
    release()
    await expect(page).toHaveURL(/\/complete-profile$/)

    // The failure screen moves on to /login by itself (see violationsWhileHeld).
    await page.clock.install()
    await stopClock(page)
    await page.goto('/auth/callback?error=access_denied')
    const failure = page.getByRole('alert').filter({ hasText: 'Authentication failed: access denied' })
    expect(await violationsWhileHeld(page, failure)).toEqual([])
    await expect(page).toHaveURL(/\/login\?error=access_denied$/)
  })

  test('/complete-profile with missing fields, a field error, and saved', async ({ page }) => {
    await signInAs(page, await createAccount())
    await page.clock.install()
    await page.goto('/complete-profile')
    await page.getByLabel(/graduation\s*year/i).fill('1800')
    await page.getByRole('button', { name: 'Complete profile' }).click()
    await expect(page.getByText(/^Please fill in all required fields: /)).toBeVisible()
    await expect(page.getByText('Graduation Year must be a year from 1900 to 2100')).toBeVisible()
    expect(await seriousAccessibilityViolations(page)).toEqual([])

    await fillProfileDetails(page)
    await stopClock(page)
    await page.getByRole('button', { name: 'Complete profile' }).click()
    const saved = page.getByText('Profile completed successfully! Redirecting...')
    expect(await violationsWhileHeld(page, saved)).toEqual([])
    await expect(page).toHaveURL(/\/profile$/)
  })
})
