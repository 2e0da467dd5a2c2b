/**
 * /complete-profile (docs/product.md#accounts, docs/product.md#messages) and the 401 rule: who may see it, what it prefills, the
 * missing-fields message, the server's messages, and the way on to /profile after 1.2 s.
 */
import type { Page } from '@playwright/test'
import {
  expectFieldError,
  fillProfileDetails,
  loginButton,
  storedToken,
  tamperedToken,
  trackApiCalls,
} from './auth-helpers'
import { api, bearer, createAccount, createCompleteAccount, expect, signInAs, test, uniqueUser } from './fixtures'

const submit = (page: Page) => page.getByRole('button', { name: /complete|save|submit|continue/i })

test('signed out → /login; a complete profile → /profile', async ({ page }) => {
  await page.goto('/complete-profile')
  await expect(page).toHaveURL(/\/login$/)
  await expect(loginButton(page)).toBeVisible()
  await signInAs(page, await createCompleteAccount())
  await page.goto('/complete-profile')
  await expect(page).toHaveURL(/\/profile$/)
})

test('prefills what the account has, and names every missing field', async ({ page }) => {
  const account = await createAccount()
  await api.user.profile.put({ college: 'IIIT Delhi', graduationYear: 2026 }, bearer(account.token))
  await signInAs(page, account)
  await page.goto('/complete-profile')
  await expect(page.getByLabel(/username/i)).toHaveValue(account.username)
  await expect(page.getByLabel(/college/i)).toHaveValue('IIIT Delhi')
  await expect(page.getByLabel(/graduation\s*year/i)).toHaveValue('2026')

  await page.getByLabel(/username/i).fill('')
  await submit(page).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Please fill in all required fields: Username, Course, Enrollment Number, Phone Number, Branch',
  )
  await expect(page.getByLabel(/username/i)).toBeFocused()
  await expect(page.getByLabel(/branch/i)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel(/college/i)).not.toHaveAttribute('aria-invalid', 'true')

  // Typing into a missing field takes it off the list.
  await page.getByLabel(/username/i).fill(account.username)
  await expect(page.getByRole('alert')).toHaveText(
    'Please fill in all required fields: Course, Enrollment Number, Phone Number, Branch',
  )
})

test('phone-friendly inputs: the right keyboards, autofill and Enter keys', async ({ page }) => {
  await signInAs(page, await createAccount())
  await page.goto('/complete-profile')
  const phone = page.getByLabel(/phone/i)
  await expect(phone).toHaveAttribute('type', 'tel')
  await expect(phone).toHaveAttribute('inputmode', 'tel')
  await expect(phone).toHaveAttribute('autocomplete', 'tel')
  await expect(page.getByLabel(/graduation\s*year/i)).toHaveAttribute('inputmode', 'numeric')
  await expect(page.getByLabel(/college/i)).toHaveAttribute('enterkeyhint', 'next')
  await expect(page.getByLabel(/branch/i)).toHaveAttribute('enterkeyhint', 'done')
})

test('the graduation year is a year from 1900 to 2100', async ({ page }) => {
  await signInAs(page, await createAccount())
  await page.goto('/complete-profile')
  for (const year of ['1899', '2101', '20x7']) {
    await fillProfileDetails(page, { year })
    await submit(page).click()
    await expectFieldError(page, /graduation\s*year/i, 'Graduation Year must be a year from 1900 to 2100')
  }
  await expect(page).toHaveURL(/\/complete-profile$/)
})

test("the server's message when it refuses: a taken username, near the button", async ({ page }) => {
  const other = await createAccount()
  await signInAs(page, await createAccount())
  await page.goto('/complete-profile')
  await page.getByLabel(/username/i).fill(other.username)
  await fillProfileDetails(page)
  await submit(page).click()
  await expect(page.getByRole('alert')).toHaveText('That username is already taken')
  // Beside the button that was pressed, not at the top of a long form.
  const gap = await page.getByRole('alert').evaluate((alert) => {
    const button = document.querySelector('button[type="submit"]')!.getBoundingClientRect()
    return button.top - alert.getBoundingClientRect().bottom
  })
  expect(gap).toBeGreaterThanOrEqual(0)
  expect(gap).toBeLessThan(60)
})

test("a malformed phone number: the API's rule, said beside the field in its label, which takes the focus", async ({
  page,
}) => {
  await signInAs(page, await createAccount())
  await page.goto('/complete-profile')
  const sent = trackApiCalls(page)
  await page.getByLabel(/username/i).fill(uniqueUser('phone').username)
  await fillProfileDetails(page, { phone: 'call me maybe' })
  await submit(page).click()
  const message = 'Phone Number must be a phone number of 6 to 20 digits, optionally starting with +'
  await expectFieldError(page, /phone/i, message)
  await expect(page.getByLabel(/phone/i)).toBeFocused()
  await expect(page.getByText('phoneNumber')).toHaveCount(0)
  expect(sent.filter((call) => call.startsWith('PUT'))).toEqual([])
  // The server says the same in the same words, should a client skip the check.
  const account = await createAccount()
  const refused = await api.user.profile.put({ phoneNumber: 'call me maybe' }, bearer(account.token))
  expect(refused.error?.value).toEqual({ message })
})

test('without words from the server: "Failed to complete profile. Please try again."', async ({ page }) => {
  await signInAs(page, await createAccount())
  await page.goto('/complete-profile')
  await page.route('**/api/user/profile', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
  )
  await fillProfileDetails(page)
  await submit(page).click()
  await expect(page.getByRole('alert')).toHaveText('Failed to complete profile. Please try again.')
})

test('saved: the success message, then /profile after 1.2 s', async ({ page }) => {
  const account = await createAccount()
  await signInAs(page, account)
  await page.goto('/complete-profile')
  await page.getByLabel(/username/i).fill(`${account.username.slice(0, 25)}_new`)
  await fillProfileDetails(page)
  // Timed in the page, by the page's clock: when the message appears and when /profile replaces
  // it (a loaded test runner sees both late, and by a different delay).
  await page.evaluate(() => {
    const times = window as unknown as { shownAt?: number; leftAt?: number }
    new MutationObserver(() => {
      if (times.shownAt === undefined && document.body.textContent?.includes('Profile completed successfully!'))
        times.shownAt = performance.now()
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
    // The address changes without a mutation of its own: looked at every 10 ms.
    const watch = setInterval(() => {
      if (times.shownAt === undefined || location.pathname !== '/profile') return
      times.leftAt = performance.now()
      clearInterval(watch)
    }, 10)
  })
  await submit(page).click()
  const success = page.getByText('Profile completed successfully! Redirecting...', { exact: true })
  await expect(success).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)
  const shownFor = await page.evaluate(() => {
    const times = window as unknown as { shownAt?: number; leftAt?: number }
    return (times.leftAt ?? Number.NaN) - (times.shownAt ?? Number.NaN)
  })
  expect(shownFor).toBeGreaterThan(1000)
  const { data } = await api.user.profile.get(bearer(account.token))
  expect(data).toMatchObject({ isProfileComplete: true, username: `${account.username.slice(0, 25)}_new` })
})

test('"Log out" is a way out of the form', async ({ page }) => {
  await signInAs(page, await createAccount())
  await page.goto('/complete-profile')
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await storedToken(page)).toBeNull()
})

test.describe('the 401 rule (docs/product.md#messages)', () => {
  test('a token replaced in another tab by one the server refuses: this tab checks it and ends the session → /login?session_expired=true', async ({
    page,
    context,
  }) => {
    const account = await createAccount()
    await signInAs(page, account)
    await page.goto('/complete-profile')
    await fillProfileDetails(page)
    // Another tab of the same browser replaces the token with one the server refuses. (A file of
    // the same origin without the app: an app in that tab would meet the 401 first and sign out.)
    const other = await context.newPage()
    await other.goto('/favicon.svg')
    await other.evaluate((token) => localStorage.setItem('token', token), tamperedToken(account.token))
    await other.close()
    // Tabs run in separate processes: the change reaches this one a moment later. This tab then
    // forgets what it held for the old token (session/end-session.ts) and reads the profile with
    // the new one: the server refuses it, and the 401 rule ends the session.
    await expect(page).toHaveURL(/\/login\?session_expired=true$/)
    await expect(page.getByText('Your session has expired. Please log in again.', { exact: true })).toBeVisible()
    expect(await storedToken(page)).toBeNull()
  })

  test('a stored token the server refuses, on opening the page → /login?session_expired=true', async ({ page }) => {
    const account = await createAccount()
    await signInAs(page, { ...account, token: tamperedToken(account.token) })
    await page.goto('/complete-profile')
    await expect(page).toHaveURL(/\/login\?session_expired=true$/)
    await expect(page.getByText('Your session has expired. Please log in again.', { exact: true })).toBeVisible()
    expect(await storedToken(page)).toBeNull()
  })
})
