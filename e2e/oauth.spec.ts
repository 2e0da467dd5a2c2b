/**
 * Social sign-in in Chromium, end to end: the login screen's buttons, the loopback Google and
 * Discord (oauth-server.ts, which approves a fresh person every time), /auth/callback,
 * /complete-profile and /profile (docs/product.md#accounts, docs/product.md#messages).
 */
import type { Locator, Page } from '@playwright/test'
import { api, bearer, expect, test, uniqueUser } from './fixtures'

/** docs/product.md#accounts: "two buttons" — a link or a button, whichever the screen uses. */
const socialButton = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true }))

/** The user the browser is signed in as, read through the API with the stored token. */
async function signedInUser(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  expect(token, 'the callback stores the token').toBeTruthy()
  const { data, error } = await api.user.profile.get(bearer(token ?? ''))
  if (error) throw new Error(`profile: ${error.status}`)
  return data
}

/** Types into an input, or picks from a select, whichever the form uses for that field. */
async function fillField(field: Locator, value: string) {
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value)
  else await field.fill(value)
}

for (const provider of ['google', 'discord'] as const) {
  test(`${provider}: the browser's round trip through the provider returns to /auth/callback with a token`, async ({
    page,
  }) => {
    // The last response after the server-side redirects, before the web app does anything with it.
    const landing = await page.goto(`/api/auth/${provider}`)
    const url = new URL(landing?.url() ?? '')
    expect(url.pathname).toBe('/auth/callback')
    const hops: string[] = []
    for (let request = landing?.request().redirectedFrom(); request; request = request.redirectedFrom())
      hops.unshift(new URL(request.url()).pathname)
    expect(hops).toEqual([`/api/auth/${provider}`, '/authorize', `/api/auth/${provider}/callback`])
    const { data } = await api.user.profile.get(bearer(url.searchParams.get('token') ?? ''))
    expect(data?.[provider === 'google' ? 'googleId' : 'discordId']).toBeTruthy()
  })
}

for (const provider of ['Google', 'Discord'] as const) {
  test(`a new student signs in with ${provider}, completes the profile and reaches /profile`, async ({ page }) => {
    await page.goto('/login')
    await socialButton(page, `Login with ${provider}`).click()
    await expect(page).toHaveURL(/\/complete-profile(\?|$)/)

    const user = await signedInUser(page)
    expect(user[provider === 'Google' ? 'googleId' : 'discordId']).toBeTruthy()
    expect(user.profilePicture, "the provider's picture, copied to our own address").toMatch(/^\/api\/media\//)
    expect(user.isProfileComplete).toBe(false)

    const username = page.getByLabel(/username/i)
    if (provider === 'Google') {
      // Google has no username: the student chooses one.
      expect(user.needsUsernameSetup).toBe(true)
      await username.fill(uniqueUser('g').username)
    } else {
      // docs/product.md#accounts: a social user who already has a username (Discord's, valid and free) cannot change it here.
      expect(user.needsUsernameSetup).toBe(false)
      await expect(username).toHaveValue(user.username)
      await expect(username).not.toBeEditable()
    }
    await fillField(page.getByLabel(/college/i), 'Delhi Technological University')
    await fillField(page.getByLabel(/graduation\s*year/i), '2027')
    await fillField(page.getByLabel(/course/i), 'B.Tech')
    await fillField(page.getByLabel(/enrollment/i), `2K23/CO/${Math.floor(Math.random() * 900 + 100)}`)
    await fillField(page.getByLabel(/phone/i), '+91 98100 00000')
    await fillField(page.getByLabel(/branch/i), 'Computer Engineering')
    await page.getByRole('button', { name: /complete|save|submit|continue/i }).click()

    await expect(page.getByText('Profile completed successfully! Redirecting...')).toBeVisible()
    await expect(page).toHaveURL(/\/profile$/)
    const completed = await signedInUser(page)
    expect(completed).toMatchObject({ _id: user._id, isProfileComplete: true, needsUsernameSetup: false })
  })
}

test('a social sign-in that fails returns to /login and says why', async ({ page }) => {
  // A callback whose state this browser never started: the API refuses it as a forgery would be.
  await page.goto('/api/auth/google/callback?code=forged&state=forged')
  await expect(page).toHaveURL(/\/login\?(.*&)?error=invalid_state/)
  await expect(page.getByText(/invalid state/i).first()).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})
