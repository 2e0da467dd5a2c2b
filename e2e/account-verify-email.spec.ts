/**
 * Verify email (docs/product.md#accounts, #profile, #messages): the notice after sign-up, the link
 * from the sign-up mail (read from the loopback SMTP server), the profile's "Email verified" or
 * "Email not verified · Resend link" with the server's answers, and links that no longer work.
 */
import type { Page } from '@playwright/test'
import { signUpWithTheForm, storedToken } from './auth-helpers'
import {
  type Account,
  api,
  bearer,
  createAccount,
  createCompleteAccount,
  expect,
  signInAs,
  test,
  uniqueUser,
} from './fixtures'
import { linkIn, messagesTo, remoteMailbox } from './mail'
import { seriousAccessibilityViolations } from './public-helpers'

const VERIFY_SUBJECT = /^Verify your email for GameDev Club$/
const INVALID_LINK = 'This link is invalid, has expired or has already been used. Ask for a new one.'
const CONFIRM =
  'To confirm this address, log in to the account it belongs to, or enter its password here. If you did not make this account, reset its password: that proves the address is yours, replaces the password and signs whoever made the account out everywhere.'

/** The newest verification link mailed to the address after message `since`, as a path. */
async function verifyLinkFor(email: string, since = 0) {
  const mail = await remoteMailbox.waitFor(email, { since, subject: VERIFY_SUBJECT })
  const link = linkIn(mail, '/verify-email')
  return `${link.pathname}${link.search}`
}

const userCard = (page: Page, account: Pick<Account, 'username'>) =>
  page.getByRole('region', { name: account.username })

test('a new student signs up, is told a link was mailed, follows it from the mail and is verified', async ({
  page,
}) => {
  const person = uniqueUser('verify')
  await page.goto('/signup')
  await signUpWithTheForm(page, person)
  await expect(page).toHaveURL(/\/complete-profile$/)
  await expect(page.getByRole('status').filter({ hasText: 'We have sent a link to' })).toHaveText(
    `Welcome! We have sent a link to ${person.email}: open it to verify your email address.`,
  )

  const link = await verifyLinkFor(person.email)
  expect(link).toMatch(/^\/verify-email\?token=[A-Za-z0-9_-]{43}$/)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Verify your email', level: 1 })).toBeVisible()
  await expect(page.getByText('Your email address is verified.')).toBeVisible()
  await expect(page.getByText(`You are signed in as ${person.username}.`)).toBeVisible()
  const { data: me } = await api.user.profile.get(bearer((await storedToken(page)) ?? ''))
  expect(me?.emailVerified).toBe(true)

  // The profile still needs completing: that is where the page leads.
  await page.getByRole('link', { name: 'Complete your profile' }).click()
  await expect(page).toHaveURL(/\/complete-profile$/)

  // The same link a second time: used. Signed in and verified, the page says so.
  await page.goto(link)
  await expect(page.getByRole('alert')).toHaveText(INVALID_LINK)
  await expect(page.getByText('Email verified', { exact: true })).toBeVisible()
})

test('the profile says "Email not verified · Resend link": at once after sign-up the server says to wait, a minute later a new link comes', async ({
  page,
}) => {
  // Sign-up mailed a link: one a minute per account, so the first Resend is refused until a minute has passed.
  test.setTimeout(120_000)
  const student = await createCompleteAccount()
  const signedUpAt = Date.now()
  await signInAs(page, student)
  await page.goto('/profile')
  const card = userCard(page, student)
  await expect(card.getByText('Email not verified')).toBeVisible()

  await card.getByRole('button', { name: 'Resend link' }).click()
  await expect(card.getByRole('alert')).toHaveText(/^Please wait \d+ seconds? before asking for another link\.$/)

  await page.waitForTimeout(Math.max(0, signedUpAt + 61_000 - Date.now()))
  const since = (await messagesTo(student.email)).length
  await card.getByRole('button', { name: 'Resend link' }).click()
  await expect(card.getByRole('status').filter({ hasText: 'Check your inbox.' })).toHaveText(
    `Check your inbox. We have sent a new link to ${student.email}. It works for 24 hours.`,
  )
  await expect(card.getByRole('alert')).toHaveCount(0)
  const link = await verifyLinkFor(student.email, since)

  await page.goto(link)
  await expect(page.getByText('Your email address is verified.')).toBeVisible()
  await page.getByRole('link', { name: 'Go to your profile' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(card.getByText('Email verified', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Resend link' })).toHaveCount(0)
})

test('a profile read already on its way when the link verifies the email does not bring "Email not verified" back', async ({
  page,
}) => {
  const student = await createCompleteAccount()
  await signInAs(page, student)
  await page.goto('/profile')
  await expect(userCard(page, student).getByText('Email not verified')).toBeVisible()
  const { data: before } = await api.user.profile.get(bearer(student.token))
  expect(before?.emailVerified).toBe(false)

  // A minute on, the saved profile is stale: the page reads it again as it opens. That read is
  // answered with the profile from before the verification, after the verification's answer.
  await page.clock.install({ time: Date.now() + 60_000 })
  const verification = page.waitForResponse((response) => response.url().endsWith('/api/auth/verify-email'))
  let answered = false
  void verification.then(() => {
    answered = true
  })
  let staleLanded: Promise<boolean> | undefined
  await page.route('**/api/user/profile', async (route) => {
    if (route.request().method() !== 'GET' || staleLanded) return route.fallback()
    const askedBeforeTheAnswer = !answered
    staleLanded = verification
      .then(() => new Promise((resolve) => setTimeout(resolve, 500)))
      .then(() => route.fulfill({ json: before }))
      .then(
        () => askedBeforeTheAnswer,
        () => askedBeforeTheAnswer, // the app may have dropped the request: that is the point
      )
    await staleLanded
  })
  await page.goto(await verifyLinkFor(student.email))
  await expect(page.getByText('Your email address is verified.')).toBeVisible()
  await expect.poll(() => staleLanded !== undefined).toBe(true)
  expect(await staleLanded).toBe(true)

  await page.getByRole('link', { name: 'Go to your profile' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(userCard(page, student).getByText('Email verified', { exact: true })).toBeVisible()
})

test('a link that does not work: Resend for a signed-in student whose email is not verified', async ({ page }) => {
  const student = await createCompleteAccount()
  await signInAs(page, student)
  await page.goto(`/verify-email?token=${'z'.repeat(43)}`)
  await expect(page.getByRole('alert')).toHaveText(INVALID_LINK)
  // Resend asks the server, which answers (here: wait, since sign-up has just mailed a link).
  await page.getByRole('button', { name: 'Resend link' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please wait' })).toHaveText(
    /^Please wait \d+ seconds? before asking for another link\.$/,
  )
  // The session on the device is untouched by a refused link.
  expect(await storedToken(page)).toBe(student.token)
})

test('a link that does not work, signed out: log in to ask for a new one, and come back to the profile', async ({
  page,
}) => {
  const student = await createCompleteAccount()
  await page.goto(`/verify-email?token=${'z'.repeat(43)}`)
  await expect(page.getByRole('alert')).toHaveText(INVALID_LINK)
  await page.getByRole('link', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/)
  await page.getByLabel('Email', { exact: true }).fill(student.email)
  await page.getByLabel('Password', { exact: true }).fill(student.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(userCard(page, student).getByRole('button', { name: 'Resend link' })).toBeVisible()
})

test('a device signed in as someone else: the link asks for the account’s password; that session is left alone', async ({
  page,
}) => {
  const other = await createCompleteAccount()
  const student = await createAccount()
  await signInAs(page, other)
  await page.goto(await verifyLinkFor(student.email))
  await expect(page.getByRole('status').filter({ hasText: 'To confirm this address' })).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill(student.password)
  await page.getByRole('button', { name: 'Log in to confirm' }).click()
  await expect(page.getByText('Your email address is verified.')).toBeVisible()
  await expect(
    page.getByText(
      `${student.email} is verified. This device stays signed in as ${other.username}: log out to sign in as ${student.username}.`,
    ),
  ).toBeVisible()
  expect(await storedToken(page)).toBe(other.token)
  const { data } = await api.auth.login.post({ email: student.email, password: student.password })
  expect(data?.user.emailVerified).toBe(true)
})

test('signed out, the link is not enough: a wrong password is refused, the right one verifies and signs in', async ({
  page,
}) => {
  const student = await createAccount()
  await page.goto(await verifyLinkFor(student.email))
  await expect(page.getByRole('status').filter({ hasText: 'To confirm this address' })).toHaveText(CONFIRM)
  const { data: before } = await api.user.profile.get(bearer(student.token))
  expect(before?.emailVerified).toBe(false)

  await page.getByLabel('Password', { exact: true }).fill('not-my-password')
  await page.getByRole('button', { name: 'Log in to confirm' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'That is not the password of this account. Try again, or, if you did not make this account, reset its password.',
  )
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()

  await page.getByLabel('Password', { exact: true }).fill(student.password)
  await page.getByRole('button', { name: 'Log in to confirm' }).click()
  await expect(page.getByText('Your email address is verified.')).toBeVisible()
  await expect(page.getByText(`You are signed in as ${student.username}.`)).toBeVisible()
  const { data: me } = await api.user.profile.get(bearer((await storedToken(page)) ?? ''))
  expect(me).toMatchObject({ _id: student.user._id, emailVerified: true })
})

test('signed out, someone else made the account with my address: the page and the mail lead to the password reset', async ({
  page,
}) => {
  const squatter = await createAccount()
  const mail = await remoteMailbox.waitFor(squatter.email, { subject: VERIFY_SUBJECT })
  expect(mail.text).toContain('If you did not sign up, someone made this account with your address.')
  expect(linkIn(mail, '/forgot-password').pathname).toBe('/forgot-password')
  await page.goto(await verifyLinkFor(squatter.email))
  await expect(page.getByText('Did not make this account?')).toBeVisible()
  await page.getByRole('link', { name: 'Reset its password' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { name: 'Forgot password?', level: 1 })).toBeVisible()
  // The address is still not verified: following the link did nothing on its own.
  const { data } = await api.user.profile.get(bearer(squatter.token))
  expect(data?.emailVerified).toBe(false)
})

test('accessibility of /verify-email (verified, and a refused link with Resend) and of the unverified user card', async ({
  page,
}) => {
  const student = await createCompleteAccount()
  await signInAs(page, student)
  await page.goto('/profile')
  await expect(userCard(page, student).getByRole('button', { name: 'Resend link' })).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])

  await page.goto(`/verify-email?token=${'q'.repeat(43)}`)
  await expect(page.getByRole('button', { name: 'Resend link' })).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])

  await page.goto(await verifyLinkFor(student.email))
  await expect(page.getByText('Your email address is verified.')).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})
