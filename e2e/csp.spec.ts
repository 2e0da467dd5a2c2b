/**
 * The Content-Security-Policy (api/src/plugins/csp.ts) allows everything the app really does:
 * every screen is visited as the person it is for, read to the bottom (so lazy sections, images
 * and fonts load), and the test fails on any violation, seen both as Chromium's "Refused to …"
 * console error and as a `securitypolicyviolation` event in the page.
 */
import type { Page } from '@playwright/test'
import { type Account, createAccount, createCompleteAccount, createEvent, expect, signInAs, test } from './fixtures'
import { scrollToTheEnd } from './public-helpers'

/** A 1×1 PNG, so the events and admin screens show an uploaded image (/api/media/…). */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

/** Starts recording violations before the page's first script runs. */
async function watchViolations(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (/Refused to|Content Security Policy/i.test(text)) violations.push(`console: ${text}`)
  })
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(`event: ${text}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation(text: string): void }).__reportViolation
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return violations
}

/** Reads the page to its end, then lets what that started (sections, images, fonts) finish. */
async function readToTheEnd(page: Page) {
  await scrollToTheEnd(page)
  await page.waitForLoadState('networkidle')
}

type Visitor = 'anyone' | 'new' | 'member' | 'admin'
const SCREENS: [path: string, visitor: Visitor][] = [
  ['/', 'anyone'],
  ['/about', 'anyone'],
  ['/team', 'anyone'],
  ['/gallery', 'anyone'],
  ['/stay-tuned', 'anyone'],
  ['/login', 'anyone'],
  ['/signup', 'anyone'],
  ['/forgot-password', 'anyone'],
  [`/reset-password?token=${'r'.repeat(43)}`, 'anyone'],
  [`/verify-email?token=${'v'.repeat(43)}`, 'member'],
  ['/events', 'member'],
  ['/profile', 'member'],
  ['/complete-profile', 'new'],
  ['/admin', 'admin'],
]

async function visitorAccount(visitor: Visitor, admin: Account): Promise<Account | null> {
  if (visitor === 'anyone') return null
  if (visitor === 'admin') return admin
  return visitor === 'new' ? createAccount() : createCompleteAccount()
}

test.describe('Content-Security-Policy', () => {
  for (const [path, visitor] of SCREENS) {
    test(`${path} (${visitor}) runs without a single violation`, async ({ page, admin }) => {
      await createEvent(admin, { imageUrl: PNG })
      const account = await visitorAccount(visitor, admin)
      if (account) await signInAs(page, account)
      const violations = await watchViolations(page)

      const response = await page.goto(path)
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await readToTheEnd(page)
      expect(violations).toEqual([])
    })
  }

  test('the contact form posts to the club’s own server without a violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/')
    await readToTheEnd(page)
    const form = page.getByRole('form', { name: 'Contact us' })
    const email = `csp.${Date.now()}@students.test`
    await form.getByLabel('Name').fill('Asha Verma')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Message').fill('Does the policy let this through?')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByRole('status')).toHaveText(`Thanks, we'll reply to ${email}`)
    expect(violations).toEqual([])
  })

  test('/api/docs: Swagger UI renders, authorizes, calls the API and shows a schema without a violation', async ({
    page,
    admin,
  }) => {
    // The document lists every route with every answer it can give: Swagger UI renders it slowly on a phone.
    test.setTimeout(60_000)
    const violations = await watchViolations(page)
    const response = await page.goto('/api/docs')
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")

    await page.getByRole('button', { name: 'Authorize', exact: true }).click()
    await page.getByRole('textbox', { name: 'auth-bearer-value' }).fill(admin.token)
    await page.getByRole('button', { name: 'Apply credentials' }).click()
    await page.getByRole('button', { name: 'Close' }).click()

    const profile = page.locator('.opblock-get').filter({ hasText: '/api/user/profile' })
    await profile.locator('.opblock-summary').click()
    await profile.getByRole('button', { name: 'Try it out' }).click()
    await profile.getByRole('button', { name: 'Execute' }).click()
    await expect(profile.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200')
    await expect(profile.locator('.live-responses-table tbody')).toContainText(admin.email)

    await profile.getByRole('tab', { name: 'Schema' }).first().click()
    await expect(profile.getByRole('tabpanel', { name: 'Schema' }).first()).toContainText('username')
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })

  test('the watch itself works: an injected inline script is refused and reported', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.head.append(script)
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(1)
    expect(violations.join('\n')).toMatch(/script-src/)
  })
})
