/**
 * The manifest's screenshots (richer install dialogs on Android and desktop Chrome): the landing
 * page as a phone (720 × 1280) and a laptop (1280 × 720) show it, taken from the production build
 * served by the real server on a throwaway database, in Debian's Chromium.
 *
 *   bun run build && bun web/scripts/make-screenshots.ts     (CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

const root = join(import.meta.dirname, '../..')
const out = join(import.meta.dirname, '../public/screenshots')

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address()
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
  })
})
const dataDir = mkdtempSync(join(tmpdir(), 'club-screenshots-'))
const server = Bun.spawn(['bun', 'api/src/index.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_REQUESTS: 'false' },
  stdout: 'ignore',
  stderr: 'inherit',
})
const base = `http://127.0.0.1:${port}`

try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (i > 100) throw new Error('the server did not start')
    await Bun.sleep(100)
  }
  mkdirSync(out, { recursive: true })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
  try {
    const shots = [
      { file: 'home-narrow.png', viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true },
      { file: 'home-wide.png', viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, isMobile: false },
    ]
    for (const shot of shots) {
      // Reduced motion: the counters and reveals show their final state at once.
      const context = await browser.newContext({ ...shot, reducedMotion: 'reduce', serviceWorkers: 'block' })
      const page = await context.newPage()
      await page.goto(base)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.evaluate(() => document.fonts.ready)
      await page.screenshot({ path: join(out, shot.file) })
      console.log(`screenshots/${shot.file}`)
      await context.close()
    }
  } finally {
    await browser.close()
  }
} finally {
  server.kill()
  await server.exited
  rmSync(dataDir, { recursive: true, force: true })
}
