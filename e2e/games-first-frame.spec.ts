/**
 * Time to first frame of a 20 MiB build (issue 25's figure, docs/games.md#measured): a visitor with
 * a cold cache opens the game's page and taps Play; the build fetches its 20 MiB asset from the
 * games origin, then draws to a canvas, and says when its first frame was drawn.
 */
import { randomBytes } from 'node:crypto'
import { strToU8, zipSync } from 'fflate'
import { expect, test } from './fixtures'
import { createMaker, publishedGame } from './games-helpers'

const ASSET_MIB = 20
/** On loopback the 20 MiB take well under a second; the budget leaves room for a busy 2-core machine. */
const FIRST_FRAME_BUDGET_MS = 8_000

/** index.html, a script that loads the asset then draws one frame, and 20 MiB that do not compress. */
function heavyBuild(): Uint8Array {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Heavy</title></head>' +
    '<body><canvas id="screen" width="320" height="180"></canvas><pre id="report">loading</pre>' +
    '<script src="game.js"></script></body></html>'
  const script = `
    fetch('assets/level.bin').then((r) => r.arrayBuffer()).then((bytes) => {
      requestAnimationFrame(() => {
        const context = document.getElementById('screen').getContext('2d')
        context.fillStyle = '#2b6'
        context.fillRect(0, 0, 320, 180)
        document.getElementById('report').textContent = JSON.stringify({ bytes: bytes.byteLength, firstFrameAt: Date.now() })
      })
    })`
  return zipSync({
    'heavy/index.html': strToU8(html),
    'heavy/game.js': strToU8(script),
    'heavy/assets/level.bin': [new Uint8Array(randomBytes(ASSET_MIB * 1024 * 1024)), { level: 0 }],
  })
}

test('a 20 MiB build draws its first frame soon after Play, from a cold cache', async ({ page }, testInfo) => {
  test.setTimeout(180_000) // a maker verified by mail and a 20 MiB upload before the measurement
  const maker = await createMaker()
  const game = await publishedGame(maker, `Heavy ${Date.now().toString(36)}`, heavyBuild())
  await page.goto(`/games/${game.slug}`)
  const play = page.getByRole('button', { name: 'Play' })
  await expect(play).toBeVisible()
  const clickedAt = await page.evaluate(() => Date.now())
  await play.click()
  const report = page.frameLocator('iframe').locator('#report')
  await expect(report).toContainText('firstFrameAt', { timeout: 60_000 })
  const { bytes, firstFrameAt } = JSON.parse((await report.textContent()) ?? '{}') as {
    bytes: number
    firstFrameAt: number
  }
  expect(bytes).toBe(ASSET_MIB * 1024 * 1024)
  const ms = firstFrameAt - clickedAt
  testInfo.annotations.push({ type: 'first frame', description: `${ms} ms after Play for a ${ASSET_MIB} MiB build` })
  console.log(`first frame of a ${ASSET_MIB} MiB build: ${ms} ms after Play`)
  expect(ms).toBeLessThan(FIRST_FRAME_BUDGET_MS)
})
