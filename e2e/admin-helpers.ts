/** Shared by the admin specs: files to upload and a look at the events the API lists. */
import { expect, type Page } from '@playwright/test'
import { api } from './fixtures'

/** A real 1×1 PNG. */
export const PNG = {
  name: 'cover.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
}
export const TEXT_FILE = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') }
/** Says it is a PNG; its bytes say otherwise. The browser cannot tell, the server can. */
export const FAKE_PNG = { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('definitely not a png') }

/** What GET /api/events (the list /events shows) says right now. */
export async function listedEvents() {
  const { data, error } = await api.events.get()
  if (error) throw new Error(`GET /api/events failed: ${error.status}`)
  return data
}

export async function listedEvent(name: string) {
  return (await listedEvents()).find((event) => event.name === name)
}

export async function openAdmin(page: Page) {
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
}

/**
 * Answers the dialog that Delete opens (the app's own, not window.confirm): returns what it said,
 * once it has gone.
 */
export async function answerDeleteDialog(page: Page, accept: boolean): Promise<string> {
  const dialog = page.getByRole('dialog', { name: /^Delete / })
  await expect(dialog).toBeVisible()
  const said = (await dialog.locator('p').allInnerTexts()).join(' ')
  await dialog.getByRole('button', { name: accept ? 'Yes, delete it' : 'Keep the event' }).click()
  await expect(dialog).toHaveCount(0)
  return said
}
