/**
 * A new build never sneaks in, and never hides behind a stale one: after a deployment the open
 * app says "A new version is available", and Reload brings the new build in. Build A is the one
 * every e2e run uses (web/dist); build B is made here with another id.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { waitForServiceWorker } from './pwa-helpers'
import { buildWeb, DEFAULT_DIST, ProductionServer } from './pwa-server'

// The service worker is what this file tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const buildIdOf = (dist: string) =>
  readFileSync(join(dist, 'index.html'), 'utf8').match(/name="build-id" content="([^"]+)"/)?.[1]

test('after a new build, the update prompt appears and Reload runs the new version', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  const started = performance.now()
  const buildB = await buildWeb(`e2e-update-${testInfo.project.name}-${Date.now().toString(36)}`)
  const buildSeconds = ((performance.now() - started) / 1000).toFixed(1)
  const server = await ProductionServer.start(DEFAULT_DIST)
  try {
    const idA = buildIdOf(DEFAULT_DIST)
    const idB = buildIdOf(buildB.dir)
    expect(idA).toBeTruthy()
    expect(idB).not.toBe(idA)
    const runningBuild = page.locator('meta[name="build-id"]')

    await page.goto(server.url)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await waitForServiceWorker(page)
    await expect(runningBuild).toHaveAttribute('content', idA ?? '')
    await expect(page.getByText('A new version is available')).toBeHidden()

    // Deployment: same address, build B.
    await server.restart(buildB.dir)
    await page.reload()
    // The page still comes from build A's precache: nothing changes behind the student's back ...
    await expect(runningBuild).toHaveAttribute('content', idA ?? '')
    // ... until they are told, once build B has installed in the background.
    const prompt = page.getByRole('region', { name: 'Update' })
    await expect(prompt.getByText('A new version is available')).toBeVisible({ timeout: 30_000 })
    await prompt.getByRole('button', { name: 'Reload' }).click()
    await expect(runningBuild).toHaveAttribute('content', idB ?? '', { timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('A new version is available')).toBeHidden()
    console.log(`update test: build B took ${buildSeconds} s`)
  } finally {
    await server.stop()
    buildB.remove()
  }
})
