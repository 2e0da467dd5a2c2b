/**
 * How the games origin serves builds, seen from Chromium: a threaded build is cross-origin
 * isolated framed in the app and in its own tab, and a brotli-stored asset loads whether or not
 * the browser offers br.
 */
import { expect, test } from './fixtures'
import { BROTLI_TEXT, brotliBuild, createMaker, publishedGame, threadedBuild } from './games-helpers'

const ISOLATED = { crossOriginIsolated: true, sharedArrayBuffer: true, worker: { crossOriginIsolated: true } }

async function threadedGame() {
  test.slow() // the maker verifies their address by mail first
  const maker = await createMaker()
  const game = await publishedGame(maker, `Threads ${Date.now().toString(36)}`, threadedBuild(), {
    sharedArrayBuffer: true,
  })
  return { maker, game }
}

test('a SharedArrayBuffer build is cross-origin isolated in its own tab', async ({ page }) => {
  const { game } = await threadedGame()
  await page.goto(`/games/${game.slug}`)
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /Play in its own tab/ }).click(),
  ])
  const own = tab.locator('#report')
  await expect(own).toContainText('"worker"')
  expect(JSON.parse((await own.textContent()) ?? '{}')).toEqual(ISOLATED)
})

test('a SharedArrayBuffer build is cross-origin isolated in the frame', async ({ page }) => {
  // Chromium isolates a frame only inside an isolated page: the app's pages carry COOP same-origin
  // and COEP credentialless for this.
  const { game } = await threadedGame()
  await page.goto(`/games/${game.slug}`)
  await page.getByRole('button', { name: 'Play' }).click()
  await expect(page.locator('iframe')).toHaveAttribute('allow', 'fullscreen; gamepad; autoplay; cross-origin-isolated')
  const framed = page.frameLocator('iframe').locator('#report')
  await expect(framed).toContainText('"worker"')
  expect(JSON.parse((await framed.textContent()) ?? '{}')).toEqual(ISOLATED)
})

test('a .br asset loads with br offered and without it', async ({ page }) => {
  test.slow()
  const maker = await createMaker()
  const game = await publishedGame(maker, `Brotli ${Date.now().toString(36)}`, brotliBuild())
  const playUrl = game.build?.playUrl ?? ''
  const dataUrl = new URL('data.txt', playUrl).href

  // Chromium offers br to loopback, a secure origin.
  const offered = page.waitForResponse(dataUrl)
  await page.goto(playUrl)
  await expect(page.locator('#report')).toHaveText(BROTLI_TEXT)
  const withBr = await offered
  expect((await withBr.request().allHeaders())['accept-encoding']).toContain('br')
  expect(withBr.headers()['content-encoding']).toBe('br')

  // As Chromium asks of an insecure origin: gzip and deflate only (Chromium puts br back on a
  // request it sends itself, so the route sends this one). The server decodes it.
  await page.route(dataUrl, async (route) => {
    const response = await route.fetch({
      headers: { ...route.request().headers(), 'accept-encoding': 'gzip, deflate' },
    })
    await route.fulfill({ response })
  })
  const notOffered = page.waitForResponse(dataUrl)
  await page.reload()
  await expect(page.locator('#report')).toHaveText(BROTLI_TEXT)
  const withoutBr = await notOffered
  expect(withoutBr.headers()['content-encoding']).toBeUndefined()
})
