/** Helpers for the public pages' specs: reveal the lazily loaded sections, run axe. */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Scrolls down to the bottom as a reader would, so whatever loads on approach (sections, images)
 * loads. It starts once the page is there: the app renders after it has restored the saved cache,
 * which can be after the load event, and an empty page is already "at the bottom".
 */
export async function scrollToTheEnd(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          window.scrollBy(0, window.innerHeight * 0.8)
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
        }),
      { intervals: [50], timeout: 10_000 },
    )
    .toBe(true)
}

/** Reads the landing page to its end: every section that loads on approach is loaded. */
export async function readWholePage(page: Page) {
  await scrollToTheEnd(page)
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

/**
 * The pixel width of the stored picture an <img> shows: one of its sizes (`?w=`, decision 0264),
 * once it has loaded. Read from the bytes, since naturalWidth is scaled by the srcset width the
 * browser chose (a small upload offered as 640w reads smaller than it is).
 */
export async function shownPictureWidth(page: Page, image: Locator): Promise<number> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  const shown = await image.evaluate((img: HTMLImageElement) => img.currentSrc)
  expect(shown).toMatch(/\/api\/media\/[0-9a-f]{64}\?w=\d+(&crop=16x9)?$/)
  return page.evaluate(async (url) => (await createImageBitmap(await (await fetch(url)).blob())).width, shown)
}
