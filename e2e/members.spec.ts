/**
 * Member pages (docs/product.md#member-pages): a game's credits lead to the people who made it,
 * and each one's page shows the games they are credited on, as /games shows them.
 */
import { api, bearer, expect, test } from './fixtures'
import { createMaker, helloBuild, publishedGame } from './games-helpers'
import { seriousAccessibilityViolations } from './public-helpers'

test('a visitor follows a game’s credit to the co-maker’s page and finds the game there', async ({ page }) => {
  test.setTimeout(90_000) // two makers verified by mail and a build uploaded before the browser acts
  const [maker, coMaker] = await Promise.all([createMaker(), createMaker()])
  const title = `Lantern ${Date.now().toString(36)}`
  const game = await publishedGame(maker, title, helloBuild('Lantern'))
  const invited = await api
    .games({ id: game._id })
    .credits.post({ username: coMaker.username, role: 'Art' }, bearer(maker.token))
  expect(invited.error).toBeNull()
  const accepted = await api.games({ id: game._id }).credits.accept.post(undefined, bearer(coMaker.token))
  expect(accepted.error).toBeNull()

  await page.goto(`/games/${game.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const credits = page.getByRole('region', { name: 'Credits' })
  await expect(credits.getByRole('link', { name: maker.username })).toHaveAttribute(
    'href',
    `/members/${maker.username}`,
  )
  await credits.getByRole('link', { name: coMaker.username }).click()

  await expect(page).toHaveURL(`/members/${coMaker.username}`)
  await expect(page.getByRole('heading', { level: 1, name: coMaker.username })).toBeVisible()
  await expect(page).toHaveTitle(`${coMaker.username} · GameDev Club`)
  await expect(page.getByText('Level 1 · Rookie')).toBeVisible()
  const card = page
    .getByRole('region', { name: 'Games' })
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title }) })
  await expect(card).toBeVisible()
  await expect(card.getByRole('list', { name: `Made by ${maker.username}, ${coMaker.username}` })).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])

  // The card leads back to the game.
  await card.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(`/games/${game.slug}`)
})

test('an unknown username shows that there is no such member', async ({ page }) => {
  await page.goto('/members/nobody_by_this_name')
  await expect(page.getByRole('heading', { level: 1, name: 'Member not found' })).toBeVisible()
  await expect(page).toHaveTitle('Member not found · GameDev Club')
  await expect(page.getByText('Nobody by that name is a member of the club.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/games')
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})
