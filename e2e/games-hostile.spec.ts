/**
 * A hostile build against the player's account (docs/product.md#games): framed as the app frames
 * every game, it tries to read the app's token, call the API as the player, navigate the app's
 * tab and frame an app page. Each attempt runs (the build reports it) and each fails; the build's
 * own saves, in localStorage and IndexedDB, survive a reload.
 */
import { expect, test } from './fixtures'
import { createMaker, hostileBuild, publishedGame } from './games-helpers'
import { BASE_URL, GAMES_URL } from './playwright.config'

interface Report {
  done: boolean
  appToken: string
  appCookie: string
  ownToken: string | null
  api: string
  topNavigation: string
  framedApp: string
  localStorageSaves: number | string
  indexedDbSaves: number | string
}

test('a hostile build cannot reach the player, and its own saves survive a reload', async ({ page }) => {
  test.slow() // two members verify their address by mail, then two plays
  const maker = await createMaker()
  const game = await publishedGame(maker, `Trap ${Date.now().toString(36)}`, hostileBuild(BASE_URL))
  const player = await createMaker()
  // Signed in as the app keeps a session, in the app origin's localStorage (not signInAs: its init
  // script would run in the game's frame too and plant the token there itself).
  await page.goto('/')
  await page.evaluate((token) => localStorage.setItem('token', token), player.token)
  // Every request the API received from the page, and whether it carried the player's token.
  const apiCalls: { url: string; withToken: boolean; fromGame: boolean }[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(`${BASE_URL}/api/`)) return
    apiCalls.push({
      url: request.url(),
      withToken: request.headers().authorization === `Bearer ${player.token}`,
      fromGame: request.frame() !== page.mainFrame(),
    })
  })

  const play = async () => {
    await page.goto(`/games/${game.slug}`)
    await page.getByRole('button', { name: 'Play' }).click()
    const report = page.frameLocator('iframe').locator('#report')
    await expect(report).toContainText('"done":true', { timeout: 15_000 })
    return JSON.parse((await report.textContent()) ?? '{}') as Report
  }

  const first = await play()
  // The app's storage and cookies are another origin's: unreadable.
  expect(first.appToken).toMatch(/^blocked: SecurityError/)
  expect(first.appCookie).toMatch(/^blocked: SecurityError/)
  expect(first.ownToken).toBeNull()
  // The API: the browser refuses a cross-origin answer to it; it never saw the player's token from the game.
  expect(first.api).toMatch(/^blocked: TypeError|^answered 401$/)
  expect(apiCalls.filter((call) => call.fromGame && call.withToken)).toEqual([])
  // The app's tab stays where it was.
  expect(first.topNavigation).toMatch(/^blocked: SecurityError/)
  expect(page.url()).toBe(`${BASE_URL}/games/${game.slug}`)
  // The app refuses to be framed (frame-ancestors 'none'): the inner frame shows no app page.
  // The build framed an app page (and cannot see into any frame of another origin); the browser
  // showed an error page in its place.
  expect(first.framedApp).toBe('unreadable')
  const inner = page.frames().find((frame) => frame.parentFrame()?.url().startsWith(GAMES_URL))
  expect(inner?.url()).toBe('chrome-error://chromewebdata/')
  await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible()
  // The player is still signed in, with the token the device held.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(player.token)

  // Saves work: the same build, after a reload of the page, finds what it saved.
  expect(first.localStorageSaves).toBe(1)
  expect(first.indexedDbSaves).toBe(1)
  await page.reload()
  const second = await play()
  expect(second.localStorageSaves).toBe(2)
  expect(second.indexedDbSaves).toBe(2)
})
