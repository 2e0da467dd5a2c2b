/**
 * Games, as people use them (docs/product.md#games): a member makes a game on the site, uploads
 * its build through the page with the progress shown, publishes it; a visitor finds it from the
 * GAMES link and plays it, and nothing of the game loads before Play.
 */
import { expect, signInAs, test } from './fixtures'
import { createMaker, helloBuild, publishedGame } from './games-helpers'
import { GAMES_URL } from './playwright.config'

test('a member makes a game, uploads its build with the page, publishes it, and a visitor plays it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000) // a maker verified by mail, then a 2 MB upload at a campus Wi-Fi pace
  const maker = await createMaker()
  await signInAs(page, maker)
  await page.goto('/profile')
  await page.getByRole('button', { name: 'New game' }).click()
  const title = `Moth ${Date.now().toString(36)}`
  await page.getByRole('dialog').getByLabel('Title').fill(title)
  await page.getByRole('button', { name: 'Create game' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible()

  // Upload at about 1 MB/s, so the progress can be seen between the start and the end.
  const network = await page.context().newCDPSession(page)
  await network.send('Network.enable')
  const throttle = (uploadThroughput: number) =>
    network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    })
  await throttle(1024 * 1024)
  await page.getByLabel('Build zip').setInputFiles({
    name: 'moth.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(helloBuild('Moth', 2_000_000)),
  })
  await page.getByRole('button', { name: 'Upload build' }).click()
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  await expect(page.getByText(/^Uploaded ([1-9]|[1-9]\d) %/)).toBeVisible()
  await throttle(-1)
  await expect(page.getByText('Build uploaded: 3 files.')).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Published: everyone can see and play it.')).toBeVisible()

  const visitorContext = await browser.newContext({ viewport: page.viewportSize() })
  const visitor = await visitorContext.newPage()
  const fromGamesOrigin: string[] = []
  visitor.on('request', (request) => {
    if (request.url().startsWith(GAMES_URL)) fromGamesOrigin.push(request.url())
  })
  await visitor.goto('/games')
  await expect(visitor.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible()
  // GAMES leads here now that the club has a published game (on a phone, inside the menu).
  await expect(visitor.getByRole('link', { name: 'GAMES', exact: true, includeHidden: true })).toHaveAttribute(
    'href',
    '/games',
  )
  await visitor.getByRole('link', { name: title }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(visitor.getByText(`${maker.username}`, { exact: true })).toBeVisible()
  // Click to play: no frame and not a byte of the game before Play.
  await expect(visitor.locator('iframe')).toHaveCount(0)
  expect(fromGamesOrigin).toEqual([])
  await visitor.getByRole('button', { name: 'Play' }).click()
  const frame = visitor.locator('iframe')
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-pointer-lock allow-downloads')
  await expect(frame).toHaveAttribute('allow', 'fullscreen; gamepad; autoplay')
  await expect(visitor.frameLocator('iframe').getByText('Hello from Moth')).toBeVisible()
  expect(fromGamesOrigin.length).toBeGreaterThan(0)
  await expect(visitor.getByRole('link', { name: /Play in its own tab/ })).toHaveAttribute(
    'href',
    new RegExp(`^${GAMES_URL}/b/`),
  )
  await visitorContext.close()
})

test('a maker invites a co-maker by username, who accepts from their profile', async ({ page, browser }) => {
  test.slow() // two members verify their address by mail first
  const [maker, friend] = await Promise.all([createMaker(), createMaker()])
  const game = await publishedGame(maker, `Duo ${Date.now().toString(36)}`, helloBuild('Duo'))
  await signInAs(page, maker)
  await page.goto(`/games/${game.slug}/edit`)
  await page.getByLabel('Invite a co-maker (username)').fill(friend.username)
  await page.getByLabel('Their role').fill('Art')
  await page.getByRole('button', { name: 'Invite', exact: true }).click()
  await expect(page.getByText('(invited, not yet accepted)')).toBeVisible()

  const friendContext = await browser.newContext({ viewport: page.viewportSize() })
  const friendPage = await friendContext.newPage()
  await signInAs(friendPage, friend)
  await friendPage.goto('/profile')
  await friendPage.getByRole('button', { name: `Accept invitation to ${game.title}` }).click()
  await expect(friendPage.getByRole('link', { name: game.title, exact: true })).toBeVisible()
  await friendPage.goto(`/games/${game.slug}`)
  await expect(friendPage.getByText(friend.username, { exact: true })).toBeVisible()
  await friendContext.close()
})

test('a refused zip says why, in words', async ({ page }) => {
  test.slow()
  const maker = await createMaker()
  await signInAs(page, maker)
  const game = await publishedGame(maker, `Broken ${Date.now().toString(36)}`, helloBuild('Broken'))
  await page.goto(`/games/${game.slug}/edit`)
  const { strToU8, zipSync } = await import('fflate')
  await page.getByLabel('Build zip').setInputFiles({
    name: 'broken.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zipSync({ 'readme.txt': strToU8('no game here') })),
  })
  await page.getByRole('button', { name: 'Upload build' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Build refused: index.html not found at the top of the zip (or inside one top folder).',
  )
})
