import { expect, test } from './fixtures'

test('the production server serves the app at / and deep links, and the API under /api', async ({ page, request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  await page.goto('/profile-that-does-not-exist')
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
