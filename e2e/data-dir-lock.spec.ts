/**
 * `bun run db:seed` while the server runs on the embedded database: refused with one line naming
 * the server, and nothing is written, so the events page does not change
 * (docs/decisions/0121-one-process-per-data-directory.md).
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { expect, test } from './fixtures'

test('db:seed beside the running server is refused, naming it, and the site is unchanged', async ({
  page,
}, testInfo) => {
  const seed = spawnSync('bun', ['run', 'db:seed'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
    timeout: 30_000,
  })
  expect(seed.status).toBe(1)
  const lines = seed.stderr.split('\n').filter((line) => line.startsWith('Database error:'))
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(
    /^Database error: DATA_DIR .+ is in use by pid \d+ \(bun scripts\/start\.ts\) since \d{1,2}(st|nd|rd|th) \w+ \d{4}, \d{1,2}:\d{2} [ap]m IST\. .*stop that one first/,
  )
  expect(seed.stdout).not.toContain('Seeded')
  testInfo.annotations.push({ type: 'refusal', description: lines[0]! })
  console.log(lines[0])

  await page.goto('/events')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Winter Gameathon 2026' })).toHaveCount(0)
})
