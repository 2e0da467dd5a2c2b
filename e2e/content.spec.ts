/**
 * The committee's content without a developer (docs/content.md): an admin changes a FAQ answer and
 * a team member's photo at /admin → Content; a visitor's phone shows both on its next load, with no
 * rebuild, and again with the server hung (what the device saved). Its own server (pwa-server.ts),
 * so the shared one keeps the default content the other specs read.
 */
import { photoLikeJpeg } from '../api/src/modules/media/test-pictures'
import { expect, test } from './fixtures'
import { scrollToTheEnd } from './public-helpers'
import { persistedData, waitForServiceWorker, waitUntilSaved } from './pwa-helpers'
import { ProductionServer } from './pwa-server'

// The visitor's service worker is part of what is tested (the other specs block it).
test.use({ serviceWorkers: 'allow' })
test.describe.configure({ timeout: 150_000 })

let server: ProductionServer
test.beforeAll(async () => {
  // A hook's time is not the describe's: starting a server on a fresh database takes longer on a busy machine.
  test.setTimeout(150_000)
  server = await ProductionServer.start()
})
test.afterAll(async () => {
  await server?.stop()
})

const QUESTION = 'Does it cost anything to take part?'
const ANSWER = 'Nothing at all: every event, workshop and jam of the club is free, snacks included.'

test('an admin edits the FAQ and a team photo; a phone shows both on its next load, and with the server hung', async ({
  page,
  browser,
}) => {
  // The visitor's first visit: the worker installs, the content is saved on the device.
  await page.goto(server.url)
  await waitForServiceWorker(page)
  await page.goto(`${server.url}/team`)
  await expect(page.getByRole('heading', { level: 1, name: 'Meet Our Team' })).toBeVisible()
  await waitUntilSaved(page, [['content']])

  // The admin, on a laptop.
  const adminContext = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } })
  const admin = await adminContext.newPage()
  await admin.addInitScript((token) => localStorage.setItem('token', token), await server.adminToken())
  await admin.goto(`${server.url}/admin?tab=content`)
  const editor = admin.getByRole('region', { name: 'Content' })
  const saved = editor.getByRole('status')

  // A link that is not https is refused, named, and nothing is stored.
  await editor.getByRole('button', { name: 'Links', exact: true }).click()
  await editor.getByLabel('Discord invite (Join Community)').fill('http://discord.gg/club')
  await editor.getByRole('button', { name: 'Save Links' }).click()
  await expect(editor.getByRole('alert')).toContainText('links.discord')
  await editor.getByRole('button', { name: 'Discard changes' }).click()

  await editor.getByRole('button', { name: 'FAQ', exact: true }).click()
  await editor.getByRole('group', { name: 'Question 1' }).getByLabel('Answer').fill(ANSWER)
  // The preview draws the draft with the landing page's own accordion.
  const preview = editor.getByRole('region', { name: 'Preview of FAQ' })
  await preview.getByRole('button', { name: QUESTION }).click()
  await expect(preview.getByText(ANSWER)).toBeVisible()
  await editor.getByRole('button', { name: 'Save FAQ' }).click()
  await expect(saved).toHaveText('FAQ saved. Visitors see it the next time they open the page.')

  await editor.getByRole('button', { name: 'Team', exact: true }).click()
  const aarav = editor.getByRole('group', { name: 'Aarav Mehta' })
  // A phone's photo: stored as a 640 px square, shown in the size of the card.
  const photoFile = { name: 'aarav.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await photoLikeJpeg(7, 1200)) }
  await aarav.getByLabel('Photo of Aarav Mehta').setInputFiles(photoFile)
  await editor.getByRole('button', { name: 'Save Team' }).click()
  await expect(saved).toHaveText('Team saved. Visitors see it the next time they open the page.')
  await adminContext.close()

  // The visitor's next load: the saved copy paints, the edit arrives after it.
  const faqAnswer = async () => {
    // The FAQ's code loads as it nears the screen.
    await scrollToTheEnd(page)
    await page.getByRole('button', { name: QUESTION }).click()
    await expect(page.getByText(ANSWER)).toBeVisible()
  }
  const photo = page.getByRole('img', { name: 'Portrait of Aarav Mehta' })
  const photoShown = async () => {
    await expect(photo).toHaveAttribute('src', /^\/api\/media\/[0-9a-f]{64}\?w=\d+$/)
    // Loaded lazily: brought on screen, as a visitor scrolling to it would.
    await photo.scrollIntoViewIfNeeded()
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
  await page.goto(server.url)
  await faqAnswer()
  await page.goto(`${server.url}/team`)
  await photoShown()
  await expect
    .poll(async () => ((await persistedData(page, ['content'])) as { faq?: { answer: string }[] })?.faq?.[0]?.answer)
    .toBe(ANSWER)

  // The server hangs: the device's copy still shows both.
  server.hang()
  try {
    await page.goto(server.url)
    await faqAnswer()
    await page.goto(`${server.url}/team`)
    await photoShown()
  } finally {
    server.resume()
  }
})
