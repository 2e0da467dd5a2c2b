/**
 * Issue 21's "Messages and small screens", each checked the way it was found: the delete dialog
 * and what the students read after it, limits said as people type (and counted as people see
 * letters), the phone menu's Escape, the 404 page, the verify hint for a listed admin, the
 * picture preview, messages that stay on their page, the leaderboard setting's help, and the attendee list
 * before check-in opens (docs/product.md#admin, #profile, #navigation, #leaderboard).
 */
import { answerDeleteDialog, openAdmin } from './admin-helpers'
import {
  api,
  bearer,
  createCompleteAccount,
  createEvent,
  expect,
  registerFor,
  signInAs,
  test,
  uniqueUser,
} from './fixtures'

// Each test makes its own accounts and events on the shared server: room for a busy machine.
test.describe.configure({ timeout: 90_000 })

test('deleting an event with students: the app’s dialog says how many; their profiles say "Cancelled by the club"', async ({
  page,
  admin,
}) => {
  const name = `Cancelled ${uniqueUser('c').username}`
  const event = await createEvent(admin, { name, capacity: 2 })
  const students = [await createCompleteAccount(), await createCompleteAccount(), await createCompleteAccount()]
  for (const student of students) await registerFor(student, event._id)
  const nativeDialogs: string[] = []
  page.on('dialog', (dialog) => {
    nativeDialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await signInAs(page, admin)
  await openAdmin(page)
  await page
    .getByRole('article', { name })
    .getByRole('button', { name: `Delete ${name}` })
    .click()
  expect(await answerDeleteDialog(page, true)).toBe(
    'Are you sure you want to delete this event? 2 students are registered and 1 student is on the waitlist: their profiles will say "Cancelled by the club". EXP already awarded stays.',
  )
  expect(nativeDialogs).toEqual([])
  await expect(page.getByText('Event deleted successfully!')).toBeVisible()

  const student = students[0]!
  const other = await page.context().newPage()
  await signInAs(other, student)
  await other.goto('/profile')
  const row = other.getByRole('listitem').filter({ has: other.getByRole('heading', { name }) })
  await expect(row).toContainText('Cancelled by the club')
  await expect(row).not.toContainText('Upcoming')
  await expect(row).not.toContainText('EXP at check-in')
})

test('the event name says its limit as the admin types, counts Hindi letters whole and cuts nothing', async ({
  page,
  admin,
}) => {
  await signInAs(page, admin)
  await openAdmin(page)
  const form = page.getByRole('form', { name: /create/i })
  const nameField = form.getByLabel('Event name')
  const tooLong = 'क्षि'.repeat(121) // 121 letters, 484 code units
  await nameField.fill(tooLong)
  await expect(nameField).toHaveValue(tooLong)
  await expect(form.getByText('121 / 120: 1 character too many')).toBeVisible()
  await form.getByRole('button', { name: 'Create event' }).click()
  await expect(nameField).toBeFocused()
  await expect(nameField).toHaveAccessibleDescription(/Event name must be at most 120 characters/)

  // One letter fewer is within the limit, for the form and for the server alike.
  await nameField.fill('क्षि'.repeat(120))
  await expect(form.getByText('120 / 120', { exact: true })).toBeVisible()
  const created = await api.events.post(
    {
      name: 'क्षि'.repeat(120),
      description: 'Whole letters.',
      date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      location: 'Hall',
      pointsAwarded: 5,
    },
    bearer(admin.token),
  )
  expect(created.error).toBeNull()
  expect(created.data?.name).toBe('क्षि'.repeat(120))
})

test('a Hindi bio of 500 letters is saved whole, and the count agrees with the server', async ({ page }) => {
  const student = await createCompleteAccount()
  await signInAs(page, student)
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
  const bio = 'स्ते'.repeat(500) // 2,000 code units
  await dialog.getByLabel('Bio').fill(bio)
  await expect(dialog.getByLabel('Bio')).toHaveValue(bio)
  await expect(dialog.getByText('500 / 500', { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog).toHaveCount(0)
  const saved = await api.user.profile.get(bearer(student.token))
  expect(saved.data?.bio).toBe(bio)
})

test('Escape closes the phone menu and gives the focus back to its button', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const close = page.getByRole('button', { name: 'Close menu' })
  await expect(close).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'EVENTS' }).focus()
  await page.keyboard.press('Escape')
  const open = page.getByRole('button', { name: 'Open menu' })
  await expect(open).toHaveAttribute('aria-expanded', 'false')
  await expect(open).toBeFocused()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'EVENTS' })).toBeHidden()
})

test('the menu button shows a cross while the menu is open', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  const middleBar = page.locator('.menu-toggle .menu-icon')
  await expect(middleBar).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  await toggle.click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  // The middle bar goes; the other two turn into an ✕.
  await expect(middleBar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  const before = await middleBar.evaluate((element) => getComputedStyle(element, '::before').transform)
  expect(before).not.toBe('none')
})

test('the 404 page has a title of its own and the footer', async ({ page }) => {
  await page.goto('/no-such-level')
  await expect(page.getByRole('heading', { level: 1, name: 'Level not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found · GameDev Club')
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible()
})

test('a signed-in account not verified yet is told to verify before it can be an admin', async ({ page }) => {
  const person = await createCompleteAccount()
  await signInAs(page, person)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login\?unauthorized=true/)
  await expect(page.getByText('Access Denied. You are not an administrator.')).toBeVisible({ timeout: 20_000 })
  await expect(
    page.getByText(
      'If your email is on the club’s list of admins, verify it first: a listed address makes an account an admin only once its email is verified.',
    ),
  ).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('button', { name: 'Resend link' })).toBeVisible()
})

test('the new picture’s preview is cropped square, not stretched', async ({ page }) => {
  await signInAs(page, await createCompleteAccount())
  await page.goto('/profile')
  // A 4:3 photo, drawn in the page.
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 400
    canvas.height = 300
    const context = canvas.getContext('2d')!
    context.fillStyle = '#c33'
    context.fillRect(0, 0, 400, 300)
    return canvas.toDataURL('image/png').split(',')[1]!
  })
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') })
  const preview = dialog.getByRole('img', { name: 'Preview of your new avatar' })
  await expect(preview).toBeVisible()
  const box = (await preview.boundingBox())!
  expect(Math.round(box.width)).toBe(88)
  expect(Math.round(box.height)).toBe(88)
  await expect(preview).toHaveCSS('object-fit', 'cover')
})

test('the leaderboard setting’s help says what it does in the state it is in', async ({ page }) => {
  await signInAs(page, await createCompleteAccount())
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 2, name: 'Leaderboard' })).toBeVisible({ timeout: 20_000 })
  const setting = page.getByRole('checkbox', { name: 'Show me on the leaderboard' })
  await expect(setting).toBeChecked()
  await expect(setting).toHaveAccessibleDescription(/^You are on the leaderboard \(this semester and all time\)\./)
  await setting.uncheck()
  await expect(page.getByText('Saved: you are hidden from the leaderboard.')).toBeVisible()
  await expect(setting).toHaveAccessibleDescription(/^You are left out of the leaderboard/)
})

test('the attendee list before check-in opens says when, in IST, and its CSV is named after the event', async ({
  page,
  admin,
}) => {
  const name = `Spring Jam ${uniqueUser('j').username}`
  // 10:30 IST in three days: check-in opens an hour before.
  const day = new Date(Date.now() + 3 * 86_400_000)
  const date = new Date(`${day.toISOString().slice(0, 10)}T05:00:00Z`)
  const event = await createEvent(admin, { name, date: date.toISOString() })
  await signInAs(page, admin)
  await page.goto(`/admin/events/${event._id}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText(/^Check-in opens on \d+(st|nd|rd|th) \w+ \d{4}, 9:30 am IST\.$/)).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV of this tab' }).click()
  const slug = name.toLowerCase().replaceAll(' ', '-')
  expect((await download).suggestedFilename()).toBe(`${slug}-registered.csv`)
})

test('a message stays on its page: it does not follow the person to the next one', { tag: '@both-viewports' }, async ({
  page,
  admin,
}) => {
  await signInAs(page, admin)
  await openAdmin(page)
  const form = page.getByRole('form', { name: /create/i })
  const name = `Toast ${uniqueUser('t').username}`
  await form.getByLabel('Event name').fill(name)
  await form.getByLabel('Description').fill('Where does the message go?')
  await form.getByLabel(/^Date and time/).fill('2031-06-01T18:00')
  await form.getByLabel('Location').fill('Seminar Hall 2')
  await form.getByLabel('Points awarded (EXP)').fill('10')
  const create = form.getByRole('button', { name: 'Create event' })
  // The button at the very bottom of the screen, where the notices appear.
  await create.evaluate((button) => {
    const rect = button.getBoundingClientRect()
    window.scrollBy(0, rect.bottom - window.innerHeight + 2)
  })
  await create.click()
  const message = page.getByRole('status').getByText(`Event "${name}" created successfully!`)
  await expect(message).toBeVisible({ timeout: 20_000 })

  // Another page, while the message would still show (5 s): it does not follow the admin there.
  await page.getByRole('link', { name: 'GameDev Club home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText(`Event "${name}" created successfully!`)).toHaveCount(0)
})
