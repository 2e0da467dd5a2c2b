/**
 * /login (docs/product.md#accounts, docs/product.md#messages): the query-parameter messages, the form's checks, the server's
 * messages (429 included), where a successful login leads, and who is sent on to /profile.
 */
import { expectFieldError, loginButton, storedToken, trackApiCalls } from './auth-helpers'
import { api, createAccount, createCompleteAccount, expect, signInAs, test } from './fixtures'

test.describe('messages from the query parameters', () => {
  test('session_expired=true asks to log in again', async ({ page }) => {
    await page.goto('/login?session_expired=true')
    await expect(page.getByText('Your session has expired. Please log in again.', { exact: true })).toBeVisible()
    await expect(loginButton(page)).toBeVisible()
  })

  test('error=<value> shows the value with underscores replaced by spaces', async ({ page }) => {
    await page.goto('/login?error=something_we_never_send')
    await expect(page.getByRole('alert')).toHaveText('something we never send')
    await expect(page.getByText('something_we_never_send')).toHaveCount(0)
  })

  test('a reason code the server sends reads as a sentence', async ({ page }) => {
    await page.goto('/login?error=google_login_is_not_configured')
    await expect(page.getByRole('alert')).toHaveText('Google sign-in is not set up on this server yet.')
    await page.goto('/login?error=please_verify_your_email_with_discord_first')
    await expect(page.getByRole('alert')).toHaveText('Please verify your email with Discord first.')
  })

  test('unauthorized=true says Access Denied above the form to a signed-out visitor', async ({ page }) => {
    await page.goto('/login?unauthorized=true')
    await expect(page.getByRole('alert')).toHaveText('Access Denied. You are not an administrator.')
    await expect(loginButton(page)).toBeVisible()
  })

  test('a student opening /admin reads Access Denied, who they are, and can go back or log out', async ({ page }) => {
    const student = await createCompleteAccount()
    await signInAs(page, student)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/login\?unauthorized=true$/)
    await expect(page.getByText('Access Denied. You are not an administrator.', { exact: true })).toBeVisible()
    await expect(page.getByText(`You are signed in as ${student.username}`)).toBeVisible()
    await expect(loginButton(page)).toHaveCount(0)

    await page.getByRole('link', { name: 'Back to your profile' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/login\?unauthorized=true$/)

    await page.getByRole('button', { name: 'Logout', exact: true }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(loginButton(page)).toBeVisible()
    expect(await storedToken(page)).toBeNull()
  })

  test('an admin who logs in from the Access Denied page goes back to /admin', async ({ page, admin }) => {
    await page.goto('/login?unauthorized=true')
    await page.getByLabel('Email', { exact: true }).fill(admin.email)
    await page.getByLabel('Password', { exact: true }).fill(admin.password)
    await loginButton(page).click()
    await expect(page).toHaveURL(/\/admin$/)
  })
})

test.describe('the form', () => {
  test('email and password are required, checked before anything is sent', async ({ page }) => {
    const calls = trackApiCalls(page)
    await page.goto('/login')
    await loginButton(page).click()
    await expectFieldError(page, 'Email', 'Please enter your email.')
    await expectFieldError(page, 'Password', 'Please enter your password.')
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused()
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email')
    await page.getByLabel('Email', { exact: true }).fill('someone@students.test')
    await loginButton(page).click()
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
    expect(calls.filter((call) => call.includes('/api/auth/login'))).toEqual([])
  })

  test("a wrong password shows the server's message and signs nobody in", async ({ page }) => {
    const account = await createAccount()
    await page.goto('/login')
    await page.getByLabel('Email', { exact: true }).fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await loginButton(page).click()
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password')
    await expect(page).toHaveURL(/\/login$/)
    expect(await storedToken(page)).toBeNull()
  })

  test("after repeated failures the server's 429 message is shown, even for the right password", async ({ page }) => {
    const account = await createAccount()
    // The API counts failures per account and address; this runner and the browser share 127.0.0.1.
    for (let i = 0; i < 10; i++) {
      const { error } = await api.auth.login.post({ email: account.email, password: `wrong-${i}` })
      expect(error?.status).toBe(401)
    }
    await page.goto('/login')
    await page.getByLabel('Email', { exact: true }).fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await loginButton(page).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Too many failed login attempts. Please wait 15 minutes and try again.',
    )
    expect(await storedToken(page)).toBeNull()
  })

  test('without words from the server: a refusal is about the credentials, no answer is "Login failed"', async ({
    page,
  }) => {
    await page.goto('/login')
    await page.getByLabel('Email', { exact: true }).fill('someone@students.test')
    await page.getByLabel('Password', { exact: true }).fill('whatever-1')

    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 401, body: '' }))
    await loginButton(page).click()
    await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your credentials.')

    await page.unroute('**/api/auth/login')
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'))
    await loginButton(page).click()
    await expect(page.getByRole('alert')).toContainText(/^Login failed/)
    await expect(page.getByRole('alert')).toContainText('The server could not be reached.')
  })
})

test.describe('after a successful login', () => {
  test('a complete profile goes to /profile, with the token stored', async ({ page }) => {
    const account = await createCompleteAccount()
    await page.goto('/login?session_expired=true')
    await page.getByLabel('Email', { exact: true }).fill(account.email.toUpperCase())
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await loginButton(page).click()
    await expect(page).toHaveURL(/\/profile$/)
    const token = await storedToken(page)
    const { data } = await api.user.profile.get({ headers: { authorization: `Bearer ${token}` } })
    expect(data?._id).toBe(account.user._id)
    // Replaced, not pushed: Back does not return to the login form.
    await page.goBack()
    await expect(page).not.toHaveURL(/\/login/)
  })

  test('an incomplete profile goes to /complete-profile', async ({ page }) => {
    const account = await createAccount()
    await page.goto('/login')
    await page.getByLabel('Email', { exact: true }).fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await expect(page).toHaveURL(/\/complete-profile$/)
    await expect(page.getByLabel(/username/i)).toHaveValue(account.username)
  })
})

test('an authenticated visitor of /login and /signup is sent to /profile', async ({ page }) => {
  await signInAs(page, await createCompleteAccount())
  await page.goto('/login')
  await expect(page).toHaveURL(/\/profile$/)
  await page.goto('/signup')
  await expect(page).toHaveURL(/\/profile$/)
})

test('the social buttons take the browser to the API on /login and /signup', async ({ page }) => {
  // The sign-up page asks to sign up, not to log in.
  for (const [path, verb] of [
    ['/login', 'Login with'],
    ['/signup', 'Sign up with'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('link', { name: `${verb} Google`, exact: true })).toHaveAttribute(
      'href',
      '/api/auth/google',
    )
    await expect(page.getByRole('link', { name: `${verb} Discord`, exact: true })).toHaveAttribute(
      'href',
      '/api/auth/discord',
    )
  }
  await expect(page.getByRole('link', { name: /Login with/ })).toHaveCount(0)
  await page.getByRole('link', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(/\/signup$/)
})
