/**
 * Back where the student was (docs/decisions/0116): a page that sends a signed-out student to log in
 * names itself in `?redirect=`, and signing in (or signing up, then completing the profile) ends
 * there instead of on /profile. Only a path of this site is followed.
 */
import type { Page } from '@playwright/test'
import { completeProfileWithTheForm, loginButton, signUpWithTheForm, storedToken } from './auth-helpers'
import { createCompleteAccount, createEvent, expect, test, uniqueUser } from './fixtures'
import { openMenuIfCollapsed } from './public-helpers'

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await loginButton(page).click()
}

test('Register Now while signed out → /login → signing in → back on /events, registered without a second tap', async ({
  page,
  admin,
}) => {
  const student = await createCompleteAccount()
  const event = await createEvent(admin)
  await page.goto('/events')
  const card = page.getByRole('article', { name: event.name })
  await card.getByRole('button', { name: 'Register Now' }).click()
  // Said on /events first, then repeated above the login form.
  await expect(page.getByRole('status').filter({ hasText: 'Please log in to register for an event.' })).toBeVisible()
  await expect(page).toHaveURL(
    new RegExp(
      `/login\\?error=Please_log_in_to_register_for_an_event\\.&redirect=%2Fevents%3Fregister%3D${event._id}$`,
    ),
  )
  await expect(page.getByRole('alert')).toHaveText('Please log in to register for an event.')
  await logIn(page, student)
  // The registration asked for is finished on arrival, and the address forgets it (a reload asks nothing).
  await expect(card).toContainText("You're registered", { timeout: 20_000 })
  await expect(page).toHaveURL(/\/events$/)
  // The login page was replaced in history: Back goes to the page before it, not to the form.
  await page.goBack()
  await expect(page).not.toHaveURL(/\/login/)
})

test('no account yet: from the login page to sign-up and profile completion, then back on /events, registered', async ({
  page,
  admin,
}) => {
  const event = await createEvent(admin)
  const person = uniqueUser('return')
  await page.goto('/events')
  await page.getByRole('article', { name: event.name }).getByRole('button', { name: 'Register Now' }).click()
  const back = `redirect=%2Fevents%3Fregister%3D${event._id}$`
  await expect(page).toHaveURL(new RegExp(back))
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(new RegExp(`/signup\\?${back}`))
  await signUpWithTheForm(page, person)
  await expect(page).toHaveURL(new RegExp(`/complete-profile\\?${back}`))
  await completeProfileWithTheForm(page)
  await expect(page.getByText('Profile completed successfully! Redirecting...')).toBeVisible()
  // Back on /events, the Register Now that started it all is done: no second tap.
  await expect(page.getByRole('article', { name: event.name })).toContainText("You're registered", {
    timeout: 20_000,
  })
  await expect(page).toHaveURL(/\/events$/)
})

test('a return path that leaves the site, or loops to a sign-in screen, is ignored: /profile as usual', async ({
  page,
}) => {
  const student = await createCompleteAccount()
  for (const redirect of [
    'https://evil.example/events',
    '//evil.example/events',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    '/login',
    '/signup?redirect=/events',
  ]) {
    await page.goto(`/login?${new URLSearchParams({ redirect })}`)
    await logIn(page, student)
    await expect(page, redirect).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/profile$/)
    await page.evaluate(() => localStorage.removeItem('token'))
  }
  // A path of the site, with its query, is followed.
  await page.goto(`/login?${new URLSearchParams({ redirect: '/gallery?from=login' })}`)
  await logIn(page, student)
  await expect(page).toHaveURL(/\/gallery\?from=login$/)
  expect(await storedToken(page)).not.toBeNull()
})

test("the navigation bar's Admin link reads and looks like its neighbours", async ({ page, admin }) => {
  await page.goto('/login')
  await logIn(page, admin)
  await expect(page).toHaveURL(/\/profile$/)
  await openMenuIfCollapsed(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  const adminLink = nav.getByRole('link', { name: 'ADMIN', exact: true })
  const eventsLink = nav.getByRole('link', { name: 'EVENTS', exact: true })
  await expect(adminLink).toBeVisible()
  const look = (link: typeof adminLink) =>
    link.evaluate((element) => {
      const style = getComputedStyle(element)
      return [style.fontFamily, style.fontSize, style.fontWeight, style.letterSpacing, style.color, style.textTransform]
    })
  expect(await look(adminLink)).toEqual(await look(eventsLink))
})
