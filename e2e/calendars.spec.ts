/**
 * Calendars in the PWA (docs/product.md#calendars): an event's .ics file downloaded from its card
 * and read by Mozilla's ical.js (what Thunderbird uses), its Google Calendar link checked (not
 * opened: no internet here), and the personal feed copied from /profile, read without a token,
 * then replaced (the old address stops working at once).
 */
import { readFile } from 'node:fs/promises'
import { lineProblems, readCalendar } from '../api/test/ical-read'
import { createCompleteAccount, createEvent, expect, registerFor, signInAs, test } from './fixtures'

const DAY = 86_400_000

test("an event's .ics downloads and parses; the Google link carries the same event in UTC", async ({ page, admin }) => {
  const date = new Date(Math.ceil((Date.now() + 9 * DAY) / 60_000) * 60_000)
  const event = await createEvent(admin, {
    name: `Jam, night; build ${Date.now().toString(36)}`,
    description: 'Bring a laptop.\nSnacks: yes, provided',
    location: 'Room 101, DTU',
    date: date.toISOString(),
    endsAt: new Date(date.getTime() + 3 * 3_600_000).toISOString(),
  })
  await page.goto('/events')
  const card = page.getByRole('article', { name: event.name })
  // The span the calendar gets, in the club's time zone, labelled.
  await expect(card.getByText(/^Add to calendar \(\d{1,2}:\d{2} [ap]m – \d{1,2}:\d{2} [ap]m IST\):$/)).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Calendar file (.ics)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.ics$/)
  const text = await readFile((await download.path()) as string, 'utf8')
  expect(lineProblems(text)).toEqual([])
  const calendar = readCalendar(text)
  expect(calendar.events).toHaveLength(1)
  const [vevent] = calendar.events
  expect(vevent).toMatchObject({
    summary: event.name,
    description: expect.stringContaining('Bring a laptop.\nSnacks: yes, provided'),
    location: 'Room 101, DTU',
    start: date.toISOString(),
    end: event.endsAt,
    utc: true,
    alarms: [-3600],
  })
  expect(vevent?.uid).toContain(event._id)

  const google = card.getByRole('link', { name: 'Google Calendar' })
  await expect(google).toHaveAttribute('target', '_blank')
  await expect(google).toHaveAttribute('rel', /noopener/)
  const url = new URL((await google.getAttribute('href')) as string)
  expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render')
  expect(url.searchParams.get('action')).toBe('TEMPLATE')
  expect(url.searchParams.get('text')).toBe(event.name)
  const stamp = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '')
  expect(url.searchParams.get('dates')).toBe(`${stamp(event.date)}/${stamp(event.endsAt as string)}`)
  expect(url.searchParams.get('location')).toBe('Room 101, DTU')
  expect(url.searchParams.get('details')).toContain(`/events/${event._id}`)
})

test("an event's own page offers Add to calendar as its card does; a past event's page does not", async ({
  page,
  admin,
}) => {
  // A whole minute: calendar files carry seconds, not milliseconds.
  const ahead = await createEvent(admin, {
    date: new Date(Math.ceil((Date.now() + 5 * DAY) / 60_000) * 60_000).toISOString(),
  })
  const past = await createEvent(admin, { date: new Date(Date.now() - 5 * DAY).toISOString() })
  await page.goto(`/events/${ahead._id}`)
  const detail = page.getByRole('article', { name: ahead.name })
  await expect(detail.getByText(/^Add to calendar \(\d{1,2}:\d{2} [ap]m – \d{1,2}:\d{2} [ap]m IST\):$/)).toBeVisible()
  const file = detail.getByRole('link', { name: 'Calendar file (.ics)' })
  await expect(file).toHaveAttribute('href', new RegExp(`/api/events/${ahead._id}/calendar\\.ics$`))
  const [download] = await Promise.all([page.waitForEvent('download'), file.click()])
  const text = await readFile((await download.path()) as string, 'utf8')
  expect(readCalendar(text).events[0]).toMatchObject({ summary: ahead.name, start: ahead.date })
  await expect(detail.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?/,
  )

  await page.goto(`/events/${past._id}`)
  await expect(page.getByRole('heading', { level: 1, name: past.name })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Calendar file (.ics)' })).toHaveCount(0)
})

test('the personal feed: copied from /profile, it holds the registered events; a new address retires the old', async ({
  page,
  context,
  admin,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const student = await createCompleteAccount()
  const registered = await createEvent(admin)
  const other = await createEvent(admin)
  await registerFor(student, registered._id)
  await signInAs(page, student)

  await page.goto('/profile')
  const section = page.getByRole('region', { name: 'Calendar', exact: true })
  const address = section.getByRole('textbox', { name: 'Your events (private address)' })
  await expect(address).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/feeds\/[A-Za-z0-9_-]{40,}\.ics$/)
  await section.getByRole('button', { name: 'Copy' }).first().click()
  await expect(section.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(await address.inputValue())

  // Read as a calendar app would: no token, the address is the credential.
  const feed = await request.get(copied)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toContain('text/calendar')
  const text = await feed.text()
  expect(lineProblems(text)).toEqual([])
  const summaries = readCalendar(text).events.map((event) => event.summary)
  expect(summaries).toContain(registered.name)
  expect(summaries).not.toContain(other.name)

  // A new address: the old one answers 404 at once, the new one works.
  await section.getByRole('button', { name: 'Make a new address' }).click()
  await section.getByRole('button', { name: 'Yes, make a new address' }).click()
  await expect(section.getByText('Done: this is your new address.', { exact: false })).toBeVisible()
  await expect(address).not.toHaveValue(copied)
  const fresh = await address.inputValue()
  expect((await request.get(copied)).status()).toBe(404)
  expect(readCalendar(await (await request.get(fresh)).text()).events.map((event) => event.summary)).toContain(
    registered.name,
  )

  // The club feed beside it: public, every listed event.
  const club = await section.getByRole('textbox', { name: 'Every club event (public address)' }).inputValue()
  const clubEvents = readCalendar(await (await request.get(club)).text()).events.map((event) => event.summary)
  expect(clubEvents).toEqual(expect.arrayContaining([registered.name, other.name]))
})
