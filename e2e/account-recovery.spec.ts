/**
 * Forgot password and reset password (docs/product.md#accounts, docs/product.md#messages): the
 * request from /login, the one sentence whether or not an account has the email, the mail read from
 * the loopback SMTP server, the new password, the sign-in it gives, and every other session ended.
 */
import type { Page } from '@playwright/test'
import { loginButton, storedToken } from './auth-helpers'
import { type Account, api, createCompleteAccount, expect, signInAs, test, uniqueUser } from './fixtures'
import { linkIn, messagesTo, remoteMailbox } from './mail'
import { seriousAccessibilityViolations } from './public-helpers'

const RESET_REQUESTED =
  'If an account uses that email, we have sent it a link to choose a new password. The link works for 1 hour.'
const INVALID_LINK = 'This link is invalid, has expired or has already been used. Ask for a new one.'
const PASSWORD_CHANGED = 'Your password has been changed. You are signed in here and signed out everywhere else.'
const RESET_SUBJECT = /^Reset your GameDev Club password$/

/** From /login: Forgot password?, the email, Send reset link; the answer shown. */
async function askForResetLink(page: Page, email: string) {
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { name: 'Forgot password?', level: 1 })).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: RESET_REQUESTED })).toBeVisible()
}

/** The reset link of the newest reset message to the account, as a path on this server. */
async function resetLinkFor(account: Pick<Account, 'email'>, since = 0) {
  const mail = await remoteMailbox.waitFor(account.email, { since, subject: RESET_SUBJECT })
  const link = linkIn(mail, '/reset-password')
  return `${link.pathname}${link.search}`
}

async function chooseNewPassword(page: Page, password: string, confirm = password) {
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm new password', { exact: true }).fill(confirm)
  await page.getByRole('button', { name: 'Change password' }).click()
}

test('a student forgets the password, follows the mailed link, sets a new one and signs in; the old session is gone', async ({
  page,
  browser,
}) => {
  const student = await createCompleteAccount()
  // Another device, signed in before the reset, on the profile.
  const elsewhere = await browser.newContext()
  const otherPage = await elsewhere.newPage()
  await signInAs(otherPage, student)
  await otherPage.goto('/profile')
  await expect(otherPage.getByRole('region', { name: student.username })).toBeVisible()

  const since = (await messagesTo(student.email)).length
  await askForResetLink(page, student.email)
  const link = await resetLinkFor(student, since)
  expect(link).toMatch(/^\/reset-password\?token=[A-Za-z0-9_-]{43}$/)

  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible()
  // The sign-up's rules and texts, checked before anything is sent.
  await chooseNewPassword(page, 'short')
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible()
  await chooseNewPassword(page, 'a-new-password-1', 'a-new-password-2')
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await chooseNewPassword(page, 'a-new-password-1')

  // Signed in with the new session, on the profile, told what happened.
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('status').filter({ hasText: PASSWORD_CHANGED })).toBeVisible()
  const token = await storedToken(page)
  expect(token).not.toBe(student.token)
  // Replaced in history: Back does not return to the used link.
  await page.goBack()
  await expect(page).not.toHaveURL(/reset-password/)
  await page.goForward()
  await expect(page).toHaveURL(/\/profile$/)

  // The old password no longer works, the new one does.
  expect((await api.auth.login.post({ email: student.email, password: student.password })).error?.status).toBe(401)
  await page.getByRole('region', { name: student.username }).getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel('Email', { exact: true }).fill(student.email)
  await page.getByLabel('Password', { exact: true }).fill('a-new-password-1')
  await loginButton(page).click()
  await expect(page).toHaveURL(/\/profile$/)

  // The other device's next request is refused: it is sent to log in again.
  await otherPage.reload()
  await expect(otherPage).toHaveURL(/\/login\?session_expired=true$/)
  await expect(otherPage.getByText('Your session has expired. Please log in again.')).toBeVisible()
  expect(await storedToken(otherPage)).toBeNull()
  await elsewhere.close()
})

test('the same sentence whether or not an account has the email, and a mail only for an account', async ({ page }) => {
  const nobody = uniqueUser('nobody')
  await askForResetLink(page, nobody.email)
  // An account's message arrives within a second or so; none comes for the address without one.
  const student = await createCompleteAccount()
  await page.getByLabel('Email', { exact: true }).fill(student.email)
  await page.getByRole('button', { name: 'Send another link' }).click()
  await expect(page.getByRole('status').filter({ hasText: RESET_REQUESTED })).toBeVisible()
  await resetLinkFor(student)
  expect(await messagesTo(nobody.email)).toEqual([])
})

test('the form checks the email before sending', async ({ page }) => {
  await page.goto('/forgot-password')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  const email = page.getByLabel('Email', { exact: true })
  await expect(email).toHaveAccessibleDescription('Please enter your email.')
  await expect(email).toBeFocused()
  await email.fill('not-an-email')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.')
  await expect(page.getByText(RESET_REQUESTED)).toHaveCount(0)
})

test("a used link, and one the server never made, show the server's message and a way to ask again", async ({
  page,
}) => {
  const student = await createCompleteAccount()
  const since = (await messagesTo(student.email)).length
  await api.auth['forgot-password'].post({ email: student.email })
  const link = await resetLinkFor(student, since)
  const { data } = await api.auth['reset-password'].post({
    token: new URL(link, 'http://x.test').searchParams.get('token') ?? '',
    password: 'used-it-once-1',
  })
  expect(data?.user._id).toBe(student.user._id)

  for (const path of [link, `/reset-password?token=${'x'.repeat(43)}`]) {
    await page.goto(path)
    await chooseNewPassword(page, 'another-password-1')
    await expect(page.getByRole('alert')).toContainText(INVALID_LINK)
    expect(await storedToken(page)).toBeNull()
  }
  await page.getByRole('link', { name: 'Ask for a new link' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
})

test('a link without its token says so', async ({ page }) => {
  await page.goto('/reset-password')
  await expect(page.getByRole('alert')).toContainText(
    'This link is incomplete. Open it again from your email, or ask for a new one.',
  )
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password')
})

test('accessibility of /forgot-password and /reset-password, with their messages showing', async ({ page }) => {
  // Four axe scans of whole pages on a phone: more than the default 30 s on the 2-core machine.
  test.setTimeout(60_000)
  await page.goto('/forgot-password')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Please enter your email.')).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
  await page.getByLabel('Email', { exact: true }).fill(uniqueUser('a11y').email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(RESET_REQUESTED)).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])

  await page.goto(`/reset-password?token=${'y'.repeat(43)}`)
  await chooseNewPassword(page, 'abc')
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
  await chooseNewPassword(page, 'long-enough-1')
  await expect(page.getByRole('alert')).toContainText(INVALID_LINK)
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})

test('a signed-in student can also use a reset link: the new session replaces the old one', async ({ page }) => {
  const student = await createCompleteAccount()
  await signInAs(page, student)
  const since = (await messagesTo(student.email)).length
  await api.auth['forgot-password'].post({ email: student.email })
  await page.goto(await resetLinkFor(student, since))
  await chooseNewPassword(page, 'fresh-password-1')
  await expect(page).toHaveURL(/\/profile$/)
  expect(await storedToken(page)).not.toBe(student.token)
  // The previous token is refused by the server from now on.
  expect((await api.user.profile.get({ headers: { authorization: `Bearer ${student.token}` } })).status).toBe(401)
})
