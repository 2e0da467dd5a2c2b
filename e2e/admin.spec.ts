import type { Page } from '@playwright/test'
import { FAKE_PNG, listedEvent, listedEvents, openAdmin, PNG, TEXT_FILE } from './admin-helpers'
import { createCompleteAccount, expect, signInAs, test, uniqueUser } from './fixtures'
import { seriousAccessibilityViolations } from './public-helpers'

const createForm = (page: Page) => page.getByRole('form', { name: 'Create event' })

test.describe('/admin is for admins only', () => {
  test('a signed-in student is sent to /login?unauthorized=true', async ({ page }) => {
    await signInAs(page, await createCompleteAccount())
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/login\?unauthorized=true$/)
  })

  test('a visitor is sent there too', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/login\?unauthorized=true$/)
  })
})

test('create: every validation message, a server error that keeps the form, then success', async ({ page, admin }) => {
  await signInAs(page, admin)
  await openAdmin(page)
  const form = createForm(page)
  const submit = form.getByRole('button', { name: 'Create event' })

  await submit.click()
  for (const message of [
    'Please enter the event name.',
    'Please enter a description.',
    'Please choose the date and time.',
    'Please enter the location.',
    'Please enter the points awarded.',
  ])
    await expect(form.getByText(message)).toBeVisible()
  await expect(form.getByLabel('Event name')).toBeFocused()
  await expect(form.getByLabel('Active (students can register)')).toBeChecked()

  const name = `Jam ${uniqueUser('c').username}`
  await form.getByLabel('Event name').fill(name)
  await form.getByLabel('Description').fill('Forty-eight hours, one theme, your team.')
  await form.getByLabel('Date and time (IST)').fill('2031-05-20T18:30')
  await form.getByLabel('Location').fill('Seminar Hall 2')
  await form.getByLabel('Event type (optional)').selectOption('Gameathon')
  const points = form.getByLabel('Points awarded (EXP)')
  for (const [typed, message] of [
    ['0', 'Points awarded must be at least 1.'],
    ['1.5', 'Points awarded must be a whole number.'],
  ] as const) {
    await points.fill(typed)
    await submit.click()
    await expect(form.getByText(message)).toBeVisible()
    await expect(points).toBeFocused()
    await expect(points).toHaveAttribute('aria-invalid', 'true')
  }
  for (const gone of ['Please enter the event name.', 'Please enter the location.'])
    await expect(form.getByText(gone)).toHaveCount(0)

  const image = form.getByLabel('Image (optional)')
  await image.setInputFiles(TEXT_FILE)
  await expect(form.getByText('Please upload an image file (e.g., JPG, PNG, GIF).')).toBeVisible()
  await expect(form.getByRole('img')).toHaveCount(0)

  // The browser takes a PNG by its type; the server reads its bytes and refuses it.
  await image.setInputFiles(FAKE_PNG)
  await expect(form.getByRole('img', { name: `Preview of the new image for ${name}` })).toBeVisible()
  await points.fill('40')
  await submit.click()
  await expect(form.getByRole('alert')).toHaveText(
    /^Error creating event: imageUrl says it is image\/png but its bytes/,
  )
  await expect(form.getByLabel('Event name')).toHaveValue(name)
  await expect(form.getByLabel('Date and time (IST)')).toHaveValue('2031-05-20T18:30')
  await expect(points).toHaveValue('40')
  expect(await listedEvent(name)).toBeUndefined()

  await image.setInputFiles(PNG)
  await expect(form.getByRole('img', { name: `Preview of the new image for ${name}` })).toBeVisible()
  // Two clicks in a row, as an impatient admin would: one event.
  await submit.dblclick()
  await expect(page.getByRole('status').filter({ hasText: `Event "${name}" created successfully!` })).toBeVisible()
  await expect(form.getByLabel('Event name')).toHaveValue('')
  await expect(form.getByRole('img')).toHaveCount(0)
  await expect(page.getByRole('article', { name })).toBeVisible()

  const matching = (await listedEvents()).filter((event) => event.name === name)
  expect(matching).toHaveLength(1)
  expect(matching[0]).toMatchObject({
    description: 'Forty-eight hours, one theme, your team.',
    date: '2031-05-20T13:00:00.000Z', // 18:30 in Delhi
    location: 'Seminar Hall 2',
    pointsAwarded: 40,
    isActive: true,
    type: 'Gameathon',
  })
  expect(matching[0]?.imageUrl).toMatch(/^\/api\/media\//)
})

test('the submit button refuses a second press while saving', async ({ page, admin }) => {
  await signInAs(page, admin)
  await openAdmin(page)
  // Hold the answer back so the saving state can be seen.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/events', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    await held
    await route.fallback()
  })
  const form = createForm(page)
  const name = `Slow ${uniqueUser('s').username}`
  await form.getByLabel('Event name').fill(name)
  await form.getByLabel('Description').fill('d')
  await form.getByLabel('Date and time (IST)').fill('2031-06-01T10:00')
  await form.getByLabel('Location').fill('Lab 4')
  await form.getByLabel('Points awarded (EXP)').fill('5')
  await form.getByRole('button', { name: 'Create event' }).click()
  const saving = form.getByRole('button', { name: 'Creating…' })
  await expect(saving).toBeDisabled()
  await saving.click({ force: true })
  release()
  await expect(page.getByRole('status').filter({ hasText: `Event "${name}" created successfully!` })).toBeVisible()
  expect((await listedEvents()).filter((event) => event.name === name)).toHaveLength(1)
})

test('axe: /admin with validation errors and a message showing', async ({ page, admin }) => {
  await signInAs(page, admin)
  await openAdmin(page)
  await createForm(page).getByRole('button', { name: 'Create event' }).click()
  await expect(page.getByText('Please enter the event name.')).toBeVisible()
  await createForm(page).getByLabel('Image (optional)').setInputFiles(TEXT_FILE)
  await expect(page.getByText('Please upload an image file (e.g., JPG, PNG, GIF).')).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})
