/**
 * Shared links (docs/api.md#shared-links): a link to an event pasted into Discord or WhatsApp shows
 * a card. Their crawlers read the served HTML without running the app, so this reads it so too,
 * then opens the same address in the browser, where the app takes over as usual.
 */
import { createEvent, expect, test } from './fixtures'

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&')

test('an event’s page carries its card in the served HTML; an unknown one is a 404 with the site’s', async ({
  page,
  admin,
  baseURL,
}) => {
  const event = await createEvent(admin, { name: 'Card Test Night', location: 'Seminar Hall 2' })
  const served = await page.request.get(`/events/${event._id}`)
  expect(served.status()).toBe(200)
  const html = await served.text()
  expect(metaOf(html, 'og:title')).toBe('Card Test Night · GameDev Club')
  expect(metaOf(html, 'og:description')).toMatch(
    /^\d{1,2}(st|nd|rd|th) \w+ \d{4}, \d{1,2}:\d{2} [ap]m IST · Seminar Hall 2\. /,
  )
  expect(metaOf(html, 'og:url')).toMatch(new RegExp(`/events/${event._id}$`))
  expect(metaOf(html, 'og:image')).toMatch(/^https?:\/\//)
  expect(metaOf(html, 'twitter:card')).toBeDefined()

  const unknown = await page.request.get(`/events/${crypto.randomUUID()}`)
  expect(unknown.status()).toBe(404)
  expect(metaOf(await unknown.text(), 'og:title')).toBe('GameDev Club')

  // A person following the link gets the event's page as ever.
  await page.goto(`${baseURL}/events/${event._id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Card Test Night' })).toBeVisible()
})
