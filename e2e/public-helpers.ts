/** Helpers for the public pages' specs: reveal the lazily loaded sections, run axe. */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Scrolls down the page as a reader would, so every section that loads on approach is loaded. */
export async function readWholePage(page: Page) {
  for (let i = 0; i < 40; i++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    })
    if (atBottom) break
    await page.waitForTimeout(50)
  }
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible()
}

/** The serious and critical problems axe-core finds on the page as it is now. */
export async function seriousAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      where: violation.nodes.map((node) => node.target.join(' ')),
    }))
}

/** On a phone the navigation links sit behind the menu button (which closes after each navigation). */
export async function openMenuIfCollapsed(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  // isVisible() does not wait: first let the app render (it restores the saved cache first).
  await expect(nav.getByRole('link', { name: 'GameDev Club home' })).toBeVisible()
  const toggle = nav.getByRole('button', { name: /^(Open|Close) menu$/ })
  if (!(await toggle.isVisible())) return
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}
