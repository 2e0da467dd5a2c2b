/**
 * The install offer in the footer. Headless Chromium does not decide on its own to offer
 * installation, so the test plays the browser's part: it fires `beforeinstallprompt` with a
 * prompt() that records the call, as Chrome's event does.
 */
import { expect, test } from './fixtures'
import { seriousViolationsIn } from './pwa-helpers'

// The service worker is what this file tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

test('"Install app" appears when the browser offers installation, and opens its dialog', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const install = footer.getByRole('button', { name: 'Install app' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(install).toHaveCount(0)

  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        ;(window as unknown as { prompted: number }).prompted = 1
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    })
    window.dispatchEvent(event)
  })
  await install.scrollIntoViewIfNeeded()
  await expect(install).toBeVisible()
  expect(await seriousViolationsIn(page, 'footer')).toEqual([])
  await install.click()
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1)
  // Accepted: the offer goes away.
  await expect(install).toHaveCount(0)
})

test('once the app is installed, the offer goes away', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const install = page.getByRole('button', { name: 'Install app' })
  await page.evaluate(() =>
    window.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt: async () => {} })),
  )
  await expect(install).toBeAttached()
  // Installed from the browser's own menu instead.
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))
  await expect(install).toHaveCount(0)
})

test.describe('on iOS Safari', () => {
  test.use({ userAgent: IPHONE_SAFARI, hasTouch: true })

  test('the footer explains Add to Home Screen instead', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(
      footer.getByText('Install this app on your iPhone or iPad: tap Share, then Add to Home Screen.'),
    ).toBeAttached()
    await expect(footer.getByRole('button', { name: 'Install app' })).toHaveCount(0)
    expect(await seriousViolationsIn(page, 'footer')).toEqual([])
  })
})

test('other browsers without an install offer see no instructions', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Add to Home Screen')).toHaveCount(0)
})
