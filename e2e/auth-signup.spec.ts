/**
 * /signup (docs/product.md#accounts, docs/product.md#messages): the form's checks with the product's texts, the server's messages for a
 * taken email or username and a refused field, the fallback, and where a new account goes.
 */
import type { Page } from '@playwright/test'
import { expectFieldError, storedToken, trackApiCalls } from './auth-helpers'
import { api, createAccount, expect, test, uniqueUser } from './fixtures'

async function fillSignup(page: Page, values: { username: string; email: string; password: string; confirm?: string }) {
  await page.getByLabel('Username', { exact: true }).fill(values.username)
  await page.getByLabel('Email', { exact: true }).fill(values.email)
  await page.getByLabel('Password', { exact: true }).fill(values.password)
  await page.getByLabel('Confirm password', { exact: true }).fill(values.confirm ?? values.password)
}

const signUpButton = (page: Page) => page.getByRole('button', { name: 'Sign up', exact: true })

test('every field is required, and nothing is sent until the form is right', async ({ page }) => {
  const calls = trackApiCalls(page)
  await page.goto('/signup')
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email')
  await signUpButton(page).click()
  await expectFieldError(page, 'Username', 'Please choose a username.')
  await expectFieldError(page, 'Email', 'Please enter your email.')
  await expectFieldError(page, 'Password', 'Please choose a password.')
  await expectFieldError(page, 'Confirm password', 'Please type your password again.')
  await expect(page.getByLabel('Username', { exact: true })).toBeFocused()
  expect(calls.filter((call) => call.includes('/api/auth/signup'))).toEqual([])
})

test("the product's password texts and the username rule, shown as a hint and checked", async ({ page }) => {
  const calls = trackApiCalls(page)
  await page.goto('/signup')
  const username = page.getByLabel('Username', { exact: true })
  // The rule, then the limit said as the person types (docs/decisions/0210).
  await expect(username).toHaveAccessibleDescription(
    '3–30 characters: letters, digits, _ . - (at least one letter or digit) At most 30 characters.',
  )

  await fillSignup(page, { username: 'no spaces allowed', email: 'asha@students.test', password: 'abc12' })
  await signUpButton(page).click()
  await expectFieldError(page, 'Username', 'Username must be 3 to 30 characters of letters, digits, _ . or -')
  await expectFieldError(page, 'Password', 'Password must be at least 6 characters long')

  await fillSignup(page, {
    username: 'pixel.knight',
    email: 'asha@students',
    password: 'abc123',
    confirm: 'abc124',
  })
  await signUpButton(page).click()
  await expectFieldError(page, 'Confirm password', 'Passwords do not match')
  await expectFieldError(page, 'Email', 'Please enter a valid email address, like name@example.com.')
  await expect(page.getByLabel('Username', { exact: true })).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Password', { exact: true })).not.toHaveAttribute('aria-invalid', 'true')

  // The API refuses a username of punctuation alone: the form says why before sending it.
  await fillSignup(page, { username: '---', email: 'asha@students.test', password: 'abc123' })
  await signUpButton(page).click()
  await expectFieldError(page, 'Username', 'Username must have at least one letter or digit')
  expect(calls.filter((call) => call.includes('/api/auth/signup'))).toEqual([])
})

test("a taken email or username shows the server's message at that field", async ({ page }) => {
  const existing = await createAccount()
  const fresh = uniqueUser()
  await page.goto('/signup')

  await fillSignup(page, { ...fresh, email: existing.email.toUpperCase() })
  await signUpButton(page).click()
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists')
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused()
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')

  await fillSignup(page, { ...fresh, username: existing.username.toUpperCase() })
  await signUpButton(page).click()
  await expect(page.getByRole('alert')).toHaveText('That username is already taken')
  await expect(page.getByLabel('Username', { exact: true })).toBeFocused()
  expect(await storedToken(page)).toBeNull()
})

test("a field the server refuses (422) shows the server's words", async ({ page }) => {
  await page.goto('/signup')
  // Looks like an email to the form; the server's email format allows no "_" in the domain.
  await fillSignup(page, { ...uniqueUser(), email: 'asha@students_club.test' })
  await signUpButton(page).click()
  await expect(page.getByRole('alert')).toHaveText('email must be a valid email address')
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
})

test('without words from the server: "Registration failed. Please try again."', async ({ page }) => {
  await page.route('**/api/auth/signup', (route) => route.fulfill({ status: 500, body: '' }))
  await page.goto('/signup')
  await fillSignup(page, uniqueUser())
  await signUpButton(page).click()
  await expect(page.getByRole('alert')).toHaveText('Registration failed. Please try again.')
})

test('a new account is signed in and goes to /complete-profile', async ({ page }) => {
  const person = uniqueUser('new')
  await page.goto('/signup')
  await fillSignup(page, person)
  await page.getByLabel('Confirm password', { exact: true }).press('Enter')
  await expect(page).toHaveURL(/\/complete-profile$/)
  // An email-and-password member may still change the username here.
  await expect(page.getByLabel(/username/i)).toHaveValue(person.username)
  await expect(page.getByLabel(/username/i)).toBeEditable()
  const token = await storedToken(page)
  const { data } = await api.user.profile.get({ headers: { authorization: `Bearer ${token}` } })
  expect(data).toMatchObject({ username: person.username, email: person.email, isProfileComplete: false })
})
