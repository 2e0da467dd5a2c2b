/**
 * /events (docs/product.md#events, docs/product.md#messages, docs/product.md#limits-and-constants): the list, what each card offers, registering and its feedback.
 * Other tests add events to the same server at the same time, so these look only at their own
 * events (found by their unique names) and at positions relative to each other.
 */
import type { Page } from '@playwright/test'
import { api, bearer, createCompleteAccount, createEvent, expect, registerFor, signInAs, test } from './fixtures'
import { seriousAccessibilityViolations, shownPictureWidth } from './public-helpers'

const DAY = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()
const card = (page: Page, name: string) => page.getByRole('article', { name })

const SUCCESS = 'Successfully registered for the event! EXP awarded.'

/**
 * The page's clock also runs in real time after `clock.install()`, so a slow machine could push a
 * check past a message's lifetime. This watches, from before the click, for a status whose text
 * matches and resolves with the page-clock time it appeared, so the tests measure how long it has
 * been up on the same clock that takes it down.
 */
const whenStatusAppears = (page: Page, text: RegExp) =>
  page.evaluate(
    ({ source, flags }) =>
      new Promise<number>((resolve) => {
        const pattern = new RegExp(source, flags)
        const shown = () =>
          [...document.querySelectorAll('[role="status"]')].some((node) => pattern.test(node.textContent ?? ''))
        const observer = new MutationObserver(() => {
          if (!shown()) return
          observer.disconnect()
          resolve(Date.now())
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
      }),
    { source: text.source, flags: text.flags },
  )

/** How long, on the page's clock, since `since`. */
const upFor = (page: Page, since: number) => page.evaluate((at) => Date.now() - at, since)

test('Register Now only for an active event still ahead; inactive or past events are Event Inactive', async ({
  page,
  admin,
}) => {
  const open = await createEvent(admin, { type: 'Gameathon' })
  const inactive = await createEvent(admin, { isActive: false })
  const past = await createEvent(admin, { date: inDays(-3) })
  await page.goto('/events')
  await expect(page.getByRole('heading', { level: 1, name: 'Available Events' })).toBeVisible()

  await expect(card(page, open.name).getByRole('button', { name: 'Register Now' })).toBeEnabled()
  await expect(card(page, open.name).getByText('Gameathon', { exact: true })).toBeVisible()
  await expect(card(page, open.name).getByText(`${open.pointsAwarded} EXP`)).toBeVisible()
  await expect(card(page, open.name).getByText(open.location)).toBeVisible()
  await expect(card(page, open.name).getByText(open.description)).toBeVisible()
  for (const event of [inactive, past]) {
    await expect(card(page, event.name).getByText('Event Inactive')).toBeVisible()
    await expect(card(page, event.name).getByRole('button')).toHaveCount(0)
  }
})

test("dates read as docs/product.md#time-zone writes them: on the club's clock, labelled", async ({ page, admin }) => {
  // 10:00 UTC is 3:30 pm in Delhi, the same day.
  const event = await createEvent(admin, { date: '2031-03-03T10:00:00.000Z' })
  await page.goto('/events')
  await expect(card(page, event.name).locator('time')).toHaveText('3rd March 2031, 3:30 pm IST')
  await expect(card(page, event.name).locator('time')).toHaveAttribute('datetime', event.date)
})

test('newest first', async ({ page, admin }) => {
  const base = 300 + Math.floor(Math.random() * 1000)
  const soon = await createEvent(admin, { date: inDays(base) })
  const latest = await createEvent(admin, { date: inDays(base + 2) })
  const between = await createEvent(admin, { date: inDays(base + 1) })
  await page.goto('/events')
  await expect(card(page, soon.name)).toBeVisible()
  const names = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents()
  const at = (name: string) => names.indexOf(name)
  expect(at(latest.name)).toBeGreaterThanOrEqual(0)
  expect(at(latest.name)).toBeLessThan(at(between.name))
  expect(at(between.name)).toBeLessThan(at(soon.name))
})

test("a card shows the event's own image, else the cover and character of its position", async ({ page, admin }) => {
  const poster = await page.screenshot({ clip: { x: 0, y: 0, width: 64, height: 32 } })
  const withImage = await createEvent(admin, { imageUrl: `data:image/png;base64,${poster.toString('base64')}` })
  const plain = await Promise.all([1, 2, 3, 4, 5].map((i) => createEvent(admin, { date: inDays(500 + i) })))
  await page.goto('/events')

  const own = card(page, withImage.name).getByRole('img', { name: `Poster of ${withImage.name}` })
  await expect(own).toHaveAttribute('src', /^\/api\/media\//)
  // Lazily loaded: bring it on screen, then it must really load (a broken image would show the art
  // instead), in a size (decision 0264) no wider than the poster.
  await own.scrollIntoViewIfNeeded()
  expect(await shownPictureWidth(page, own)).toBe(poster.readUInt32BE(16))
  await expect(card(page, withImage.name).locator('img')).toHaveCount(1)

  const covers = ['pixel-hills', 'neon-grid', 'dungeon', 'nebula']
  const characters = ['knight', 'robot', 'mage', 'astronaut']
  const names = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents()
  for (const event of plain) {
    const position = names.indexOf(event.name)
    const round = Math.floor(position / 4)
    const images = card(page, event.name).locator('img')
    await expect(images).toHaveCount(2)
    // Decorative: hidden from screen readers, which read the card's text instead.
    await expect(images.nth(0)).toHaveAttribute('alt', '')
    await expect(images.nth(0)).toHaveAttribute('src', `/images/events/cards/cover-${covers[position % 4]}.svg`)
    await expect(images.nth(1)).toHaveAttribute(
      'src',
      `/images/events/cards/character-${characters[(position + round) % 4]}.svg`,
    )
  }
  // The pictures really exist.
  for (const name of [...covers.map((c) => `cover-${c}`), ...characters.map((c) => `character-${c}`)]) {
    const response = await page.request.get(`/images/events/cards/${name}.svg`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('image/svg+xml')
  }
})

test('registering: the success message appears, is announced, and clears after 5 s', async ({ page, admin }) => {
  const student = await createCompleteAccount()
  const event = await createEvent(admin, { pointsAwarded: 40 })
  await signInAs(page, student)
  await page.clock.install()
  await page.goto('/events')
  const registerNow = card(page, event.name).getByRole('button', { name: 'Register Now' })
  await expect(registerNow).toBeEnabled()
  const appeared = whenStatusAppears(page, new RegExp(SUCCESS))
  await registerNow.click()

  const message = page.getByRole('status').filter({ hasText: SUCCESS })
  await expect(message).toBeVisible()
  const shownAt = await appeared
  await expect(card(page, event.name).getByText("You're registered")).toBeVisible()
  await expect(card(page, event.name).getByRole('button', { name: 'Register Now' })).toHaveCount(0)
  // Well before 5 s it is still there (the second of margin covers the check itself) …
  await page.clock.runFor(Math.max(0, 3_000 - (await upFor(page, shownAt))))
  expect(await upFor(page, shownAt)).toBeLessThan(4_000)
  await expect(message).toBeVisible()
  // … and after 5 s it is gone.
  await page.clock.runFor(Math.max(0, 5_500 - (await upFor(page, shownAt))))
  await expect(message).toBeHidden()

  const { data } = await api.user.profile.get(bearer(student.token))
  expect(data?.exp).toBe(40)
})

test("refusals show the server's message for 8 s, then the card tells the truth", async ({ page, admin }) => {
  const student = await createCompleteAccount()
  const alreadyMine = await createEvent(admin)
  const closing = await createEvent(admin)
  await signInAs(page, student)
  await page.clock.install()
  await page.goto('/events')
  await expect(card(page, alreadyMine.name).getByRole('button', { name: 'Register Now' })).toBeEnabled()

  // Registered in another tab meanwhile: 409.
  await registerFor(student, alreadyMine._id)
  const appeared = whenStatusAppears(page, /^Registration error: /)
  await card(page, alreadyMine.name).getByRole('button', { name: 'Register Now' }).click()
  const conflict = page.getByRole('status').filter({ hasText: /^Registration error: .+/ })
  await expect(conflict).toHaveText('Registration error: You are already registered for this event')
  const shownAt = await appeared
  // Longer than a success message's 5 s (the second of margin covers the check itself) …
  await page.clock.runFor(Math.max(0, 5_500 - (await upFor(page, shownAt))))
  expect(await upFor(page, shownAt)).toBeLessThan(7_000)
  await expect(conflict).toBeVisible()
  // … and gone after 8 s.
  await page.clock.runFor(Math.max(0, 8_500 - (await upFor(page, shownAt))))
  await expect(conflict).toBeHidden()
  await expect(card(page, alreadyMine.name).getByText("You're registered")).toBeVisible()

  // Closed by the admins meanwhile: 422.
  const closed = await api.events({ id: closing._id }).put({ isActive: false }, bearer(admin.token))
  expect(closed.error).toBeNull()
  await card(page, closing.name).getByRole('button', { name: 'Register Now' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Registration error: This event is not open for registration' }),
  ).toBeVisible()
  await expect(card(page, closing.name).getByText('Event Inactive')).toBeVisible()
})

test('a request that never reached the server: no answer yet, then the list says it failed', async ({
  page,
  admin,
}) => {
  const student = await createCompleteAccount()
  const event = await createEvent(admin)
  await signInAs(page, student)
  await page.goto('/events')
  await page.route('**/api/registrations/*', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue(),
  )
  await card(page, event.name).getByRole('button', { name: 'Register Now' }).click()
  // Unknown at first (a hung server may still process it: decision 0127) …
  await expect(
    page.getByRole('status').filter({ hasText: "No answer yet: we'll check when the server is back." }),
  ).toBeVisible()
  // … then the student's registrations, asked afresh, show it did not go through.
  await expect(page.getByRole('status').filter({ hasText: 'Failed to register for event.' })).toBeVisible()
  await expect(card(page, event.name).getByRole('button', { name: 'Register Now' })).toBeEnabled()
})

test('events already registered say so instead of offering the button', async ({ page, admin }) => {
  const student = await createCompleteAccount()
  const mine = await createEvent(admin)
  const other = await createEvent(admin)
  await registerFor(student, mine._id)
  await signInAs(page, student)
  await page.goto('/events')
  await expect(card(page, mine.name).getByText("You're registered")).toBeVisible()
  await expect(card(page, mine.name).getByRole('button')).toHaveText(['Cancel registration'])
  await expect(card(page, other.name).getByRole('button', { name: 'Register Now' })).toBeEnabled()
})

test('a list that fails to load says so and can be tried again; an empty list says so', async ({ page, admin }) => {
  const event = await createEvent(admin)
  let fail = true
  await page.route('**/api/events', (route) =>
    fail ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } }) : route.continue(),
  )
  // The server draws /events with its list (docs/first-view.md): the list the app fetches itself is
  // the one of a visit that arrives from another page.
  await page.goto('/gallery')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('link', { name: 'EVENTS' }).click()
  await expect(page.getByRole('alert')).toHaveText('Failed to load events.')
  fail = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(card(page, event.name)).toBeVisible()

  await page.unroute('**/api/events')
  await page.route('**/api/events', (route) => route.fulfill({ json: [] }))
  // Again from another page: a reload of /events would be the server's own list, drawn with the
  // page and not asked again (docs/first-view.md).
  await page.goto('/gallery')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('link', { name: 'EVENTS' }).click()
  await expect(page.getByText('No active events found at the moment.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'see photos from past ones' })).toHaveAttribute('href', '/gallery')
})

test('accessibility of /events, signed in, with a registered event and a message shown', async ({ page, admin }) => {
  const student = await createCompleteAccount()
  const registered = await createEvent(admin, { type: 'Hackathon' })
  const open = await createEvent(admin)
  await createEvent(admin, { isActive: false })
  await registerFor(student, registered._id)
  await signInAs(page, student)
  await page.goto('/events')
  await card(page, open.name).getByRole('button', { name: 'Register Now' }).click()
  await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})

test(
  'the success message never covers the button that asked for it, even one at the bottom edge',
  { tag: '@both-viewports' },
  async ({ page, admin }, testInfo) => {
    const student = await createCompleteAccount()
    const event = await createEvent(admin, { pointsAwarded: 25 })
    await signInAs(page, student)
    await page.goto('/events')
    const registerNow = card(page, event.name).getByRole('button', { name: 'Register Now' })
    await expect(registerNow).toBeEnabled()
    // The button's bottom edge at the screen's, where the notices appear; where it is in the page, to follow it after.
    const before = await registerNow.evaluate((button) => {
      button.scrollIntoView({ block: 'end' })
      scrollBy(0, 2)
      const rect = button.getBoundingClientRect()
      return { x: rect.x, y: rect.y + scrollY, width: rect.width, height: rect.height }
    })
    await registerNow.click()
    const notice = page.locator('.notice.message').filter({ hasText: SUCCESS })
    await expect(notice).toBeVisible()
    await expect(card(page, event.name).getByText("You're registered")).toBeVisible()
    await notice.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)))

    type Box = { x: number; y: number; width: number; height: number }
    const overlaps = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    const shown = (await notice.boundingBox())!
    const scrolled = await page.evaluate(() => scrollY)
    const clicked = { ...before, y: before.y - scrolled }
    const replacement = (await card(page, event.name)
      .getByRole('button', { name: 'Cancel registration' })
      .boundingBox())!
    testInfo.annotations.push({
      type: 'measured',
      description: `notice ${JSON.stringify(shown)}, clicked button now ${JSON.stringify(clicked)}, Cancel registration ${JSON.stringify(replacement)}`,
    })
    expect(overlaps(shown, clicked)).toBe(false)
    expect(overlaps(shown, replacement)).toBe(false)
  },
)
