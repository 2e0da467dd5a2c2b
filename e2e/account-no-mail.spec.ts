/**
 * A server that cannot send email (no SMTP_URL; docs/product.md#accounts): the screens that need
 * mail say so, and whom to ask, before the student types anything. A server of its own
 * (pwa-server.ts), since the shared one sends mail. It has no Google or Discord set up either, so
 * it also shows that the sign-in screens offer only what the server can do.
 */
import { signUpWithTheForm } from './auth-helpers'
import { expect, signInAs, test, uniqueUser } from './fixtures'
import { seriousAccessibilityViolations } from './public-helpers'
import { ProductionServer } from './pwa-server'

const NO_MAIL = 'This server cannot send email. Ask a club admin for help with your account.'

test.describe.configure({ timeout: 90_000 })

let server: ProductionServer
test.beforeAll(async () => {
  // A hook's own time limit (describe.configure sets the tests'): a new database may start slowly.
  test.setTimeout(120_000)
  server = await ProductionServer.start(undefined, { SMTP_URL: '', MAIL_FROM: '' })
})
test.afterAll(async () => {
  await server?.stop()
})

test('no Google or Discord buttons where the server has neither set up', async ({ page }) => {
  const options = await server.api().auth.options.get()
  expect(options.data).toMatchObject({ google: false, discord: false })
  for (const path of ['/login', '/signup']) {
    await page.goto(`${server.url}${path}`)
    await expect(page.getByRole('button', { name: /^(Login|Sign up)$/ })).toBeVisible()
    // The sign-in form's buttons; the footer's link to the club's Discord server is another thing.
    await expect(page.getByRole('main').getByRole('link', { name: /Google|Discord/ })).toHaveCount(0)
    await expect(page.getByText('or', { exact: true })).toHaveCount(0)
  }
})

test('forgot password: no email field, the sentence and whom to ask', async ({ page }) => {
  const options = await server.api().auth.options.get()
  expect(options.data?.canSendEmail).toBe(false)
  await page.goto(`${server.url}/login`)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('status').filter({ hasText: NO_MAIL })).toHaveText(NO_MAIL)
  await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0)
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})

test('sign-up says that no link was sent, and whom to ask', async ({ page }) => {
  const person = uniqueUser('nomail')
  await page.goto(`${server.url}/signup`)
  await signUpWithTheForm(page, person)
  await expect(page).toHaveURL(/\/complete-profile$/)
  await expect(page.getByRole('status').filter({ hasText: NO_MAIL })).toHaveText(
    `Your account is made, but its email address is not verified yet. ${NO_MAIL}`,
  )
})

test('the profile says "Email not verified" and whom to ask, instead of offering Resend', async ({ page }) => {
  const student = await server.createCompleteAccount()
  await signInAs(page, student)
  await page.goto(`${server.url}/profile`)
  const card = page.getByRole('region', { name: student.username })
  await expect(card.getByText('Email not verified')).toBeVisible()
  await expect(card.getByText(NO_MAIL)).toBeVisible()
  await expect(card.getByRole('button', { name: 'Resend link' })).toHaveCount(0)
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})
