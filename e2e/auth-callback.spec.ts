/**
 * /auth/callback (docs/product.md#accounts, docs/product.md#messages): the token leaves the address bar and history at once, is checked
 * with the server, stored, and the person goes on; every failure says why on the callback screen
 * and lands on /login with the reason, replacing the callback in history.
 */
import type { Page } from '@playwright/test'
import { storedToken, tamperedToken, trackApiCalls } from './auth-helpers'
import { createAccount, createCompleteAccount, expect, signInAs, test } from './fixtures'
import { openMenuIfCollapsed } from './public-helpers'

/** Asserts the callback screen's message, then the login page it moves on to. */
async function expectSentToLogin(page: Page, message: string, error: string, loginText: string) {
  await expect(page.getByRole('alert')).toHaveText(message)
  await expect(page.getByText('Taking you back to the login page…')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/login\\?error=${error}$`))
  await expect(page.getByRole('alert')).toHaveText(loginText)
  expect(await storedToken(page)).toBeNull()
}

test('a valid token: gone from the address bar before the profile is asked, stored, then /profile', async ({
  page,
}) => {
  const account = await createCompleteAccount()
  await page.goto('/')
  // Hold the profile answer until the screen and the address bar have been checked.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let addressWhenAsked = ''
  await page.route('**/api/user/profile', async (route) => {
    addressWhenAsked = page.url()
    await held
    await route.continue()
  })
  await page.goto(`/auth/callback?token=${account.token}`)
  await expect(page.getByRole('heading', { name: 'Signing you in…' })).toBeVisible()
  await expect.poll(() => addressWhenAsked).toMatch(/\/auth\/callback$/)
  expect(page.url()).not.toContain(account.token)
  release()

  await expect(page).toHaveURL(/\/profile$/)
  expect(await storedToken(page)).toBe(account.token)
  // No history entry keeps the token: the callback's entry was replaced, Back returns to /.
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => history.length)).toBe(3)
  await page.goForward()
  await expect(page).toHaveURL(/\/profile$/)
})

test('a new account (profile incomplete) goes to /complete-profile', async ({ page }) => {
  const account = await createAccount()
  await page.goto(`/auth/callback?token=${account.token}`)
  await expect(page).toHaveURL(/\/complete-profile$/)
  expect(await storedToken(page)).toBe(account.token)
})

test('no token and no error: "Unknown authentication issue", then /login?error=unknown_auth_issue', async ({
  page,
}) => {
  await page.goto('/auth/callback')
  await expectSentToLogin(
    page,
    'Unknown authentication issue. Please try again.',
    'unknown_auth_issue',
    'unknown auth issue',
  )
})

test('a malformed token is refused without asking the server', async ({ page }) => {
  const calls = trackApiCalls(page)
  await page.goto('/auth/callback?token=garbage')
  expect(page.url()).not.toContain('garbage')
  await expectSentToLogin(page, 'Invalid token received. Please try again.', 'invalid_token', 'invalid token')
  expect(calls).not.toContain('GET /api/user/profile')
})

test('a token the server refuses (401) is invalid_token, not session_expired', async ({ page }) => {
  const account = await createAccount()
  const calls = trackApiCalls(page)
  await page.goto(`/auth/callback?token=${tamperedToken(account.token)}`)
  await expectSentToLogin(page, 'Invalid token received. Please try again.', 'invalid_token', 'invalid token')
  expect(calls).toContain('GET /api/user/profile')
})

test('the error it receives: "Authentication failed: <reason>", then /login with that error', async ({ page }) => {
  await page.goto('/auth/callback?error=access_denied')
  await expectSentToLogin(page, 'Authentication failed: access denied', 'access_denied', 'access denied')
})

test('a profile that cannot be loaded: profile_load_failed', async ({ page }) => {
  const account = await createAccount()
  await page.route('**/api/user/profile', (route) => route.fulfill({ status: 503, body: '' }))
  await page.goto(`/auth/callback?token=${account.token}`)
  await expectSentToLogin(
    page,
    'Failed to load profile. Please try again.',
    'profile_load_failed',
    'profile load failed',
  )
})

test('"Back to login" goes at once, replacing the callback in history', async ({ page }) => {
  await page.goto('/')
  await page.goto('/auth/callback?error=provider_unreachable')
  await page.getByRole('link', { name: 'Back to login' }).click()
  await expect(page).toHaveURL(/\/login\?error=provider_unreachable$/)
  await expect(page.getByRole('alert')).toHaveText('provider unreachable')
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
})

test('a callback replaces the session the browser had', async ({ page }) => {
  const before = await createCompleteAccount()
  const after = await createCompleteAccount()
  await signInAs(page, before)
  await page.goto(`/auth/callback?token=${after.token}`)
  await expect(page).toHaveURL(/\/profile$/)
  expect(await storedToken(page)).toBe(after.token)
  // The navigation bar follows the new account (on a phone it sits behind the menu button).
  await openMenuIfCollapsed(page)
  await expect(page.getByRole('link', { name: 'Profile' })).toContainText(after.username)

  // A failed one ends it too, so /login can say why instead of bouncing to the old profile.
  await page.goto('/auth/callback?error=invalid_state')
  await expect(page).toHaveURL(/\/login\?error=invalid_state$/)
  await expect(page.getByRole('alert')).toHaveText('invalid state')
  expect(await storedToken(page)).toBeNull()
})
