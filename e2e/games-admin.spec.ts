/**
 * Games the club keeps tidy, and that everyone can use (docs/product.md#games): an admin hides a
 * game with a reason its makers read, then restores it; the games pages and the edit page pass
 * axe-core with no serious or critical violation.
 */
import { expect, signInAs, test } from './fixtures'
import { createMaker, helloBuild, publishedGame } from './games-helpers'
import { seriousAccessibilityViolations } from './public-helpers'

test('an admin hides a game with a reason its makers read, and restores it', async ({ page, admin, browser }) => {
  test.slow()
  const maker = await createMaker()
  const game = await publishedGame(maker, `Rude ${Date.now().toString(36)}`, helloBuild('Rude'))
  await signInAs(page, admin)
  await page.goto(`/games/${game.slug}`)
  await page.getByLabel('Reason for hiding (shown to its makers)').fill('The cover breaks the code of conduct.')
  await page.getByRole('button', { name: 'Hide game' }).click()
  await expect(page.getByText('Hidden: The cover breaks the code of conduct.')).toBeVisible()

  // Gone for everyone else; its maker reads why on the edit page.
  const others = await browser.newContext({ viewport: page.viewportSize() })
  const visitor = await others.newPage()
  await visitor.goto(`/games/${game.slug}`)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Level not found' })).toBeVisible()
  const makerPage = await others.newPage()
  await signInAs(makerPage, maker)
  await makerPage.goto(`/games/${game.slug}/edit`)
  await expect(makerPage.getByText('An admin hid this game: The cover breaks the code of conduct.')).toBeVisible()

  await page.getByRole('button', { name: 'Restore game' }).click()
  await expect(page.getByLabel('Reason for hiding (shown to its makers)')).toBeVisible()
  await visitor.reload()
  await expect(visitor.getByRole('heading', { level: 1, name: game.title })).toBeVisible()
  await others.close()
})

test("/games, a game's page and its edit page have no serious accessibility problem", async ({ page }) => {
  test.slow()
  const maker = await createMaker()
  const game = await publishedGame(maker, `Axe ${Date.now().toString(36)}`, helloBuild('Axe'))
  await page.goto('/games')
  await expect(page.getByRole('link', { name: game.title })).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
  // Before Play (axe cannot look inside the game's frame: another origin, and the game's own page).
  await page.goto(`/games/${game.slug}`)
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
  await signInAs(page, maker)
  await page.goto(`/games/${game.slug}/edit`)
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${game.title}` })).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})
