/**
 * /profile (docs/product.md#profile, docs/product.md#messages): the guard, the user card and its EXP bar, participated events,
 * the Edit Profile modal, Logout, and accessibility.
 */
import type { Page } from '@playwright/test'
import {
  type Account,
  api,
  bearer,
  createAccount,
  createCompleteAccount,
  createEvent,
  expect,
  registerFor,
  signInAs,
  test,
} from './fixtures'
import { openMenuIfCollapsed, seriousAccessibilityViolations, shownPictureWidth } from './public-helpers'

const DAY = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

const userCard = (page: Page, account: Account) => page.getByRole('region', { name: account.username })

/** Follows a link of the navigation bar, opening the phone's menu first. */
async function navigate(page: Page, name: string) {
  await openMenuIfCollapsed(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click()
}

async function openEditor(page: Page) {
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('who may see /profile', () => {
  test('signed out → /login?session_expired=true', async ({ page }) => {
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login\?session_expired=true$/)
  })

  test('an incomplete profile → /complete-profile', async ({ page }) => {
    await signInAs(page, await createAccount())
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/complete-profile$/)
  })
})

test('the user card: picture, username, rank, email, level and the EXP bar, which rises after a registration', async ({
  page,
  admin,
}) => {
  const student = await createCompleteAccount()
  const event = await createEvent(admin, { pointsAwarded: 150 })
  await signInAs(page, student)
  await page.goto('/profile')

  const card = userCard(page, student)
  await expect(card.getByRole('heading', { level: 1, name: student.username })).toBeVisible()
  await expect(card.getByRole('img', { name: `${student.username} has no profile picture` })).toBeVisible()
  await expect(card.getByText(student.email)).toBeVisible()
  await expect(card.getByRole('definition').filter({ hasText: 'Rookie' })).toBeVisible()
  const bar = card.getByRole('progressbar', { name: 'EXP progress' })
  await expect(bar).toHaveAttribute('aria-valuenow', '0')
  await expect(bar).toHaveAttribute('aria-valuemax', '100')
  await expect(card.getByText('0 / 100 EXP to level 2')).toBeVisible()

  // Within the app, without reloading: the profile shown next comes from the registration's answer.
  await navigate(page, 'EVENTS')
  await page.getByRole('article', { name: event.name }).getByRole('button', { name: 'Register Now' }).click()
  await expect(page.getByText('Successfully registered for the event! EXP awarded.')).toBeVisible()
  await navigate(page, `${student.username} (your profile)`)

  // 150 EXP: level 2 (100), 50 of the 150 that level 3 needs.
  await expect(card.getByText('50 / 150 EXP to level 3')).toBeVisible()
  await expect(bar).toHaveAttribute('aria-valuenow', '50')
  await expect(bar).toHaveAttribute('aria-valuemax', '150')
  await expect(bar).toHaveAttribute('aria-valuetext', '50 / 150 EXP to level 3')
  await expect(card.getByRole('definition').filter({ hasText: /^2$/ })).toBeVisible()
  await expect(card.getByRole('definition').filter({ hasText: /^150$/ })).toBeVisible()
  // In Participated Events: Your tickets lists the same event, once its data has come.
  const participated = page.getByRole('region', { name: 'Participated Events' })
  await expect(participated.getByRole('listitem').filter({ hasText: event.name })).toContainText('Upcoming')
})

test('Max Level Reached! from level 20', async ({ page, admin }) => {
  const student = await createCompleteAccount()
  const big = await Promise.all([1, 2].map(() => createEvent(admin, { pointsAwarded: 5_300 })))
  for (const event of big) await registerFor(student, event._id)
  await signInAs(page, student)
  await page.goto('/profile')
  await expect(page.getByText('Max Level Reached!')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'EXP progress' })).toHaveAttribute(
    'aria-valuetext',
    'Max Level Reached!',
  )
})

test('participated events: Upcoming and Completed, with date and EXP; a deleted event stays', async ({
  page,
  admin,
}) => {
  const student = await createCompleteAccount()
  const upcoming = await createEvent(admin, { pointsAwarded: 30, date: '2032-05-21T09:00:00.000Z' })
  const done = await createEvent(admin, { pointsAwarded: 45 })
  const deleted = await createEvent(admin, { pointsAwarded: 60 })
  for (const event of [upcoming, done, deleted]) await registerFor(student, event._id)
  // The event took place: the admins move its date into the past; another is deleted.
  expect((await api.events({ id: done._id }).put({ date: inDays(-2) }, bearer(admin.token))).error).toBeNull()
  expect((await api.events({ id: deleted._id }).delete(undefined, bearer(admin.token))).error).toBeNull()

  await signInAs(page, student)
  await page.goto('/profile')
  const list = page.getByRole('region', { name: 'Participated Events' })
  const row = (name: string) => list.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  await expect(row(upcoming.name)).toContainText('Upcoming')
  await expect(row(upcoming.name)).toContainText('21st May 2032')
  await expect(row(upcoming.name)).toContainText('+30 EXP')
  await expect(row(done.name)).toContainText('Completed')
  await expect(row(done.name)).toContainText('+45 EXP')
  await expect(row(deleted.name)).toContainText('+60 EXP')
  await expect(row(deleted.name)).toContainText('no longer listed')
})

test('no registrations yet: an empty state that leads to /events', async ({ page }) => {
  await signInAs(page, await createCompleteAccount())
  await page.goto('/profile')
  const list = page.getByRole('region', { name: 'Participated Events' })
  await expect(list.getByText('You have not registered for any events yet.')).toBeVisible()
  await list.getByRole('link', { name: 'Browse events' }).click()
  await expect(page).toHaveURL(/\/events$/)
})

test('placeholders: Recently played links to /stay-tuned; Friend List reads Stay tuned', async ({ page }) => {
  await signInAs(page, await createCompleteAccount())
  await page.goto('/profile')
  await expect(page.getByRole('region', { name: 'Friend List' })).toContainText('Stay tuned')
  await page.getByRole('region', { name: 'Recently played' }).getByRole('link').click()
  await expect(page).toHaveURL(/\/stay-tuned$/)
})

test('failures to load say so and can be tried again', async ({ page }) => {
  const student = await createCompleteAccount()
  let fail = true
  await page.route('**/api/registrations/my', (route) =>
    fail ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } }) : route.continue(),
  )
  await page.route('**/api/user/profile', (route) =>
    fail ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } }) : route.continue(),
  )
  await signInAs(page, student)
  await page.goto('/profile')
  await expect(page.getByText('Failed to load profile. Please try again.')).toBeVisible()
  await expect(page.getByText('Failed to load your event registrations.')).toBeVisible()
  fail = false
  await page.getByRole('region', { name: 'Participated Events' }).getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText('You have not registered for any events yet.')).toBeVisible()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: student.username })).toBeVisible()
})

test.describe('Edit Profile', () => {
  test('validation: username required, a non-image refused, an unreadable image refused', async ({ page }) => {
    await signInAs(page, await createCompleteAccount())
    await page.goto('/profile')
    const dialog = await openEditor(page)
    const username = dialog.getByLabel('Username')
    await expect(username).toBeFocused()
    await username.fill('   ')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog.getByText('Username is required.')).toBeVisible()
    await expect(username).toHaveAttribute('aria-invalid', 'true')

    const picture = dialog.getByLabel('Profile picture', { exact: true })
    await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') })
    await expect(
      dialog.getByText('Please upload an image file (e.g., JPG, PNG, GIF) for your profile picture.'),
    ).toBeVisible()
    // An image type the browser cannot decode (here: a "BMP" of random bytes).
    await picture.setInputFiles({ name: 'broken.bmp', mimeType: 'image/bmp', buffer: Buffer.from('BM not really') })
    await expect(dialog.getByText('Failed to read image file.')).toBeVisible()
  })

  test("a taken username: the server's message in the dialog", async ({ page }) => {
    const other = await createCompleteAccount()
    await signInAs(page, await createCompleteAccount())
    await page.goto('/profile')
    const dialog = await openEditor(page)
    await dialog.getByLabel('Username').fill(other.username)
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(/username/i)
    await expect(dialog).toBeVisible()
  })

  test('a username of punctuation only: the hint gives the rule, the server refuses it in its words', async ({
    page,
  }) => {
    const student = await createCompleteAccount()
    await signInAs(page, student)
    await page.goto('/profile')
    const dialog = await openEditor(page)
    const username = dialog.getByLabel('Username')
    await expect(username).toHaveAccessibleDescription(/with at least one letter or digit\./)
    await username.fill('_._')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(/with at least one letter or digit/)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('heading', { level: 1, name: student.username })).toBeVisible()
  })

  test('a real PNG, a new username and a bio are saved and shown; the picture can be removed', async ({ page }) => {
    const student = await createCompleteAccount()
    await signInAs(page, student)
    await page.goto('/profile')
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 48, height: 48 } })
    const newName = `${student.username.slice(0, 24)}_new`

    let dialog = await openEditor(page)
    await dialog.getByLabel('Username').fill(newName)
    await dialog.getByLabel('Bio').fill('I make pixel-art platformers.')
    await dialog
      .getByLabel('Profile picture', { exact: true })
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    await expect(dialog.getByRole('img', { name: 'Preview of your new avatar' })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    )
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Profile updated successfully!')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused()
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible()
    await expect(page.getByText('I make pixel-art platformers.')).toBeVisible()
    const picture = page.getByRole('img', { name: `Profile picture of ${newName}` }).locator('img')
    await expect(picture).toHaveAttribute('src', /^\/api\/media\//)
    // The picture shown is a size of the PNG sent (decision 0264), no wider than it (its width is
    // in the PNG's header).
    expect(await shownPictureWidth(page, picture)).toBe(png.readUInt32BE(16))

    await page.reload()
    await expect(page.getByRole('img', { name: `Profile picture of ${newName}` })).toBeVisible()

    dialog = await openEditor(page)
    await dialog.getByRole('button', { name: 'Remove picture' }).click()
    await expect(dialog.getByLabel('Profile picture', { exact: true })).toBeFocused()
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    // The dialog's own preview already says "no picture": wait for the save, then the page's card.
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('img', { name: `${newName} has no profile picture` })).toBeVisible()
    const { data } = await api.user.profile.get(bearer(student.token))
    expect(data?.profilePicture).toBeNull()
  })

  test('a modal: focus stays inside, the page does not scroll, Escape closes and focus returns', {
    tag: '@both-viewports',
  }, async ({ page }) => {
    await signInAs(page, await createCompleteAccount())
    await page.goto('/profile')
    const dialog = await openEditor(page)

    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }

    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.move(10, 10)
    await page.mouse.wheel(0, 800)
    await page.keyboard.press('End')
    // Give a scroll that should not happen its chance to happen.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
  })
})

test('Logout ends the session', async ({ page }) => {
  await signInAs(page, await createCompleteAccount())
  await page.goto('/profile')
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login\?session_expired=true$/)
})

test('admins also see the admin panel; students do not', async ({ page, admin }) => {
  await signInAs(page, admin)
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: admin.username })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /admin/i })).toBeVisible()
})

test('accessibility of /profile, with registrations, and with the Edit Profile modal open', async ({ page, admin }) => {
  const student = await createCompleteAccount()
  const event = await createEvent(admin)
  await registerFor(student, event._id)
  await signInAs(page, student)
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /admin/i })).toHaveCount(0)
  expect(await seriousAccessibilityViolations(page)).toEqual([])
  const dialog = await openEditor(page)
  await dialog.getByLabel('Username').fill('')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog.getByText('Username is required.')).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})
