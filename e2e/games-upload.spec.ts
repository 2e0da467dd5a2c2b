/**
 * Uploads that survive campus Wi-Fi (docs/product.md#games): Pause and Resume, a dropped
 * connection, and a reload after which picking the same file again continues the upload where the
 * server stopped hearing it, instead of sending it all again.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { api, bearer, expect, signInAs, test } from './fixtures'
import { createMaker, helloBuild } from './games-helpers'
import { BASE_URL } from './playwright.config'

test('an upload pauses, resumes, survives a dropped connection and continues after a reload', async ({
  page,
}, testInfo) => {
  test.slow()
  const maker = await createMaker()
  const created = await api.games.post({ title: `Wifi ${Date.now().toString(36)}` }, bearer(maker.token))
  if (created.error) throw new Error(`create game: ${created.status}`)
  // A file on disk, so that picking it again is the same file (same name, size and date).
  const zipPath = testInfo.outputPath('wifi.zip')
  mkdirSync(dirname(zipPath), { recursive: true })
  writeFileSync(zipPath, helloBuild('Wifi', 3_000_000))

  const offsets: number[] = []
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().startsWith(`${BASE_URL}/api/uploads/`))
      offsets.push(Number(request.headers()['upload-offset']))
  })
  await signInAs(page, maker)
  await page.goto(`/games/${created.data.slug}/edit`)
  const network = await page.context().newCDPSession(page)
  await network.send('Network.enable')
  const conditions = (offline: boolean, uploadThroughput = 256 * 1024) =>
    network.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput })
  await conditions(false)

  const status = page.getByRole('status').filter({ hasText: /Uploaded|Paused|Connection lost/ })
  const percentNow = async () => Number(/(\d+) %/.exec((await status.textContent()) ?? '')?.[1] ?? 0)
  await page.getByLabel('Build zip').setInputFiles(zipPath)
  await page.getByRole('button', { name: 'Upload build' }).click()
  await expect(status).toHaveText(/^Uploaded ([1-9]\d) %/)

  // Pause: the upload stops where it is.
  await page.getByRole('button', { name: 'Pause' }).click()
  await expect(status).toHaveText(/^Paused at \d+ %/)
  const paused = await percentNow()

  // Resume while the connection is down: the page says so and keeps trying; once the network is
  // back, it goes on from where the server stopped hearing it.
  const uploads = `${BASE_URL}/api/uploads/**`
  await page.route(uploads, (route) => route.abort('internetdisconnected'))
  await page.getByRole('button', { name: 'Resume' }).click()
  await expect(status).toHaveText(/^Connection lost at \d+ %, trying again/)
  await page.unroute(uploads)
  await expect(status).toHaveText(/^Uploaded \d+ %/)
  expect(await percentNow()).toBeGreaterThanOrEqual(paused)

  // A reload in the middle, then the same file again: it continues, it does not start over.
  const before = offsets.length
  await page.reload()
  await conditions(false, -1)
  await page.getByLabel('Build zip').setInputFiles(zipPath)
  await page.getByRole('button', { name: 'Upload build' }).click()
  await expect(page.getByText('Build uploaded: 3 files.')).toBeVisible({ timeout: 20_000 })
  const afterReload = offsets.slice(before)
  expect(afterReload.length).toBeGreaterThan(0)
  expect(afterReload[0]).toBeGreaterThan(100_000)
})
