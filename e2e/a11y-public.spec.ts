import { expect, test } from './fixtures'
import { readWholePage, seriousAccessibilityViolations } from './public-helpers'

test.describe('accessibility of the public screens (axe-core: no serious or critical violation)', () => {
  test('landing page, every section loaded, an FAQ answer open and the form showing its errors', async ({ page }) => {
    await page.goto('/')
    await readWholePage(page)
    await page.getByRole('button', { name: /cost anything/ }).click()
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Please enter your name.')).toBeVisible()
    expect(await seriousAccessibilityViolations(page)).toEqual([])
  })

  for (const path of ['/about', '/team', '/gallery', '/stay-tuned']) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await seriousAccessibilityViolations(page)).toEqual([])
    })
  }

  test.describe('with images that fail', () => {
    test('/gallery with a photo that failed, and /team with a fallback photo', async ({ page }) => {
      await page.route('**/images/gallery/orientation-welcome.svg', (route) => route.abort())
      await page.route('**/images/team/aarav-mehta.svg', (route) => route.abort())
      await page.goto('/gallery')
      await expect(page.getByText('Image not found')).toBeVisible()
      expect(await seriousAccessibilityViolations(page)).toEqual([])
      await page.goto('/team')
      await expect(page.getByRole('img', { name: 'No photo of Aarav Mehta' })).toBeVisible()
      expect(await seriousAccessibilityViolations(page)).toEqual([])
    })
  })
})
