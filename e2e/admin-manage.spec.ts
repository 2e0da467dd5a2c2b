import { answerDeleteDialog, listedEvent, openAdmin, PNG } from './admin-helpers'
import { api, bearer, createEvent, expect, signInAs, test, uniqueUser } from './fixtures'
import { seriousAccessibilityViolations } from './public-helpers'

const CONFIRMATION = 'Are you sure you want to delete this event?'

test('edit: the form opens filled in, and saving changes name, date, points, type and image', async ({
  page,
  admin,
}) => {
  const name = `Talk ${uniqueUser('e').username}`
  const event = await createEvent(admin, {
    name,
    date: '2031-08-14T12:30:00.000Z', // 18:00 in Delhi
    pointsAwarded: 20,
    type: 'Speaker Session',
    imageUrl: `data:image/png;base64,${PNG.buffer.toString('base64')}`,
  })
  await signInAs(page, admin)
  await openAdmin(page)
  await page
    .getByRole('article', { name })
    .getByRole('button', { name: `Edit ${name}` })
    .click()

  const edit = page.getByRole('region', { name: `Edit “${name}”` })
  await expect(edit.getByRole('heading', { name: `Edit “${name}”` })).toBeFocused()
  await expect(edit.getByLabel('Event name')).toHaveValue(name)
  await expect(edit.getByLabel('Date and time (IST)')).toHaveValue('2031-08-14T18:00')
  await expect(edit.getByLabel('Points awarded (EXP)')).toHaveValue('20')
  await expect(edit.getByLabel('Event type (optional)')).toHaveValue('Speaker Session')
  await expect(edit.getByRole('img', { name: `Current image of ${name}` })).toBeVisible()

  // A mistake first: the form says so and keeps everything else.
  const renamed = `${name} (moved)`
  await edit.getByLabel('Event name').fill(renamed)
  await edit.getByLabel('Points awarded (EXP)').fill('0')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit.getByText('Points awarded must be at least 1.')).toBeVisible()
  await expect(edit.getByLabel('Event name')).toHaveValue(renamed)

  await edit.getByLabel('Points awarded (EXP)').fill('35')
  await edit.getByLabel('Date and time (IST)').fill('2031-09-02T09:15')
  await edit.getByLabel('Event type (optional)').selectOption('')
  await edit.getByRole('button', { name: 'Remove image' }).click()
  await expect(edit.getByText('The image will be removed when you save.')).toBeVisible()
  await edit.getByRole('button', { name: 'Save changes' }).click()

  await expect(page.getByText(`Event "${renamed}" updated successfully!`)).toBeVisible()
  await expect(edit).toHaveCount(0)
  const row = page.getByRole('article', { name: renamed })
  await expect(row).toContainText('2nd September 2031')
  await expect(row).toContainText('35 EXP')
  await expect(row.getByRole('button', { name: `Edit ${renamed}` })).toBeFocused()

  const { data } = await api.events({ id: event._id }).get()
  expect(data).toMatchObject({
    name: renamed,
    date: '2031-09-02T03:45:00.000Z',
    pointsAwarded: 35,
    type: null,
    imageUrl: null,
    location: event.location,
    isActive: true,
  })
})

test('edit: a new image replaces the old one; Cancel changes nothing; a server refusal keeps the form', async ({
  page,
  admin,
}) => {
  const name = `Jam ${uniqueUser('r').username}`
  const event = await createEvent(admin, { name })
  await signInAs(page, admin)
  await openAdmin(page)
  const editButton = page.getByRole('button', { name: `Edit ${name}` })
  const edit = page.getByRole('region', { name: `Edit “${name}”` })

  await editButton.click()
  await edit.getByLabel('Location').fill('Somewhere else')
  await edit.getByRole('button', { name: 'Cancel' }).click()
  await expect(edit).toHaveCount(0)
  await expect(editButton).toBeFocused()
  expect((await listedEvent(name))?.location).toBe(event.location)

  // Another admin deletes it meanwhile: the save is refused, the form stays as typed.
  await editButton.click()
  await edit.getByLabel('Image (optional)').setInputFiles(PNG)
  await expect(edit.getByRole('img', { name: `Preview of the new image for ${name}` })).toBeVisible()
  await edit.getByLabel('Location').fill('Main Auditorium')
  await api.events({ id: event._id }).delete(undefined, bearer(admin.token))
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit.getByRole('alert')).toHaveText('Error updating event: Event not found')

  const other = await createEvent(admin, { name: `${name} 2` })
  await page.reload()
  await page.getByRole('button', { name: `Edit ${other.name}` }).click()
  const editOther = page.getByRole('region', { name: `Edit “${other.name}”` })
  await editOther.getByLabel('Image (optional)').setInputFiles(PNG)
  await editOther.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(`Event "${other.name}" updated successfully!`)).toBeVisible()
  expect((await api.events({ id: other._id }).get()).data?.imageUrl).toMatch(/^\/api\/media\//)
})

test('delete: dismissing the confirm keeps the event; accepting deletes it', async ({ page, admin }) => {
  const name = `Doomed ${uniqueUser('d').username}`
  await createEvent(admin, { name })
  await signInAs(page, admin)
  await openAdmin(page)
  const row = page.getByRole('article', { name })
  const deleteButton = row.getByRole('button', { name: `Delete ${name}` })

  await deleteButton.click()
  expect(await answerDeleteDialog(page, false)).toBe(`${CONFIRMATION} Nobody is registered for it yet.`)
  await expect(deleteButton).toBeFocused()
  await expect(row).toBeVisible()
  await expect(page.getByText('Event deleted successfully!')).toHaveCount(0)
  expect(await listedEvent(name)).toBeDefined()

  await deleteButton.click()
  expect(await answerDeleteDialog(page, true)).toContain(CONFIRMATION)
  await expect(page.getByText('Event deleted successfully!')).toBeVisible()
  await expect(row).toHaveCount(0)
  expect(await listedEvent(name)).toBeUndefined()
  await expect(page.getByRole('heading', { name: 'Manage events' })).toBeFocused()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})

test('delete: an event already gone says so', async ({ page, admin }) => {
  const name = `Gone ${uniqueUser('g').username}`
  const event = await createEvent(admin, { name })
  await signInAs(page, admin)
  await openAdmin(page)
  await expect(page.getByRole('article', { name })).toBeVisible()
  await api.events({ id: event._id }).delete(undefined, bearer(admin.token))
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  await answerDeleteDialog(page, true)
  await expect(page.getByRole('status').filter({ hasText: 'Error deleting event: Event not found' })).toBeVisible()
  // The list catches up with the server.
  await expect(page.getByRole('article', { name })).toHaveCount(0)
})
