import { expect, test } from './fixtures'

test('the production server serves the app at / and deep links, and the API under /api', async ({ page, request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  // An unknown path is a real 404 (for crawlers and link checkers), with the app's own page.
  const unknown = await page.goto('/profile-that-does-not-exist')
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level not found')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  // An unknown page is never a dead end.
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press start on making games')
  const unknownApi = await request.get('/api/nothing-here')
  expect(unknownApi.status()).toBe(404)
  expect(await unknownApi.json()).toEqual({ message: 'Not found: GET /api/nothing-here' })
})

test('/favicon.ico is an icon, and a known page is 200', async ({ request }) => {
  const icon = await request.get('/favicon.ico')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toBe('image/x-icon')
  const bytes = await icon.body()
  // ICO header (reserved 0, type 1), then PNG images.
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0])
  expect(bytes.includes(Buffer.from('\x89PNG', 'latin1'))).toBe(true)
  for (const path of ['/', '/events', '/team', '/auth/callback']) expect((await request.get(path)).status()).toBe(200)
})
