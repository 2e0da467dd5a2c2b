/**
 * The first view from the server (docs/first-view.md): a phone's first visit to a public page gets
 * the page drawn in the HTML, with the data it shows, so it paints before any script; the app then
 * takes that HTML over as it is (hydration: no node of it replaced, no layout shift, no React
 * mismatch). A jam's page before its start carries the jam, never its theme, and no cache keeps it.
 */
import type { Page } from '@playwright/test'
import { type Account, api, appRunning, bearer, createCompleteAccount, createEvent, expect, test } from './fixtures'

/** Before the page's first script: what the app's start does to #root, shifts, and React's complaints. */
async function watchTakeover(page: Page) {
  await page.addInitScript(() => {
    const seen = { removed: 0, shift: 0, errors: [] as string[] }
    Object.assign(window, { takeover: seen })
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node.nodeType === Node.ELEMENT_NODE && record.target instanceof Element && record.target.closest('#root'))
            seen.removed += 1
    }).observe(document, { childList: true, subtree: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) seen.shift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
    addEventListener('error', (event) => seen.errors.push(String((event as ErrorEvent).message)))
  })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return async () => {
    const seen = await page.evaluate(
      () => (window as unknown as { takeover: { removed: number; shift: number; errors: string[] } }).takeover,
    )
    return { ...seen, errors: [...seen.errors, ...errors].filter((text) => /react|hydrat|#4\d\d/i.test(text)) }
  }
}

test('a first visit to /events paints the events from the server’s HTML, and the app takes it over without drawing it again', async ({
  browser,
  page,
  admin,
}) => {
  // The latest date of the shared server's events, so that it is among the first cards, which the
  // server draws (the rest follow once the app runs).
  const event = await createEvent(admin, {
    name: `Server-drawn jam night ${Date.now().toString(36)}`,
    date: new Date(Date.now() + 700 * 24 * 3600_000).toISOString(),
  })

  // Without any script at all, the events are there: the server drew them.
  expect(await (await page.request.get('/events')).text()).toContain(event.name)
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const bare = await noScript.newPage()
  await bare.goto('/events')
  await expect(bare.getByRole('heading', { level: 1, name: 'Available Events' })).toBeVisible()
  await expect(bare.getByRole('heading', { name: event.name })).toBeVisible()
  await noScript.close()

  const report = await watchTakeover(page)
  await page.goto('/events')
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible()
  // The app is running (its service-worker registration and the refresh behind the data are done).
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  const taken = await report()
  expect(taken.errors).toEqual([])
  expect(taken.removed).toBe(0)
  expect(taken.shift).toBe(0)
  // The app is the app: a link is followed by the router, without a page load.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }))
  await page.getByRole('heading', { name: event.name }).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible()
  expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true)
})

/** A jam the admin creates that starts in an hour (its theme hidden until then); `title` gets a unique ending. */
async function jamStartingInAnHour(admin: Account, jam: { title: string; description: string; theme: string }) {
  const now = Date.now()
  const { data, error } = await api.jams.post(
    {
      ...jam,
      title: `${jam.title} ${now.toString(36)}`,
      startsAt: new Date(now + 3600_000).toISOString(),
      submissionsCloseAt: new Date(now + 7200_000).toISOString(),
      votingClosesAt: new Date(now + 20_000_000).toISOString(),
    },
    bearer(admin.token),
  )
  if (error) throw new Error(`create jam failed: ${error.status}`)
  return data
}

/**
 * Holds every script of the app until the returned function is called: the page as the server drew
 * it. (Module scripts hold DOMContentLoaded back too, so pages are opened with `waitUntil: 'commit'`.)
 */
async function holdScripts(page: Page, scripts = /\/assets\/.+\.js$/) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(scripts, async (route) => {
    await released
    // A page left meanwhile (a form sent by the browser) has no request to continue.
    await route.continue().catch(() => {})
  })
  return release
}

test('the landing page is taken over as drawn, and its lower sections still load as the reader comes near', async ({
  page,
}) => {
  const report = await watchTakeover(page)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const taken = await report()
  expect(taken.errors).toEqual([])
  expect(taken.removed).toBe(0)
  expect(taken.shift).toBe(0)
  // The sections below the fold come when the reader gets near them, not with the first view.
  await page.getByRole('heading', { name: 'Contact us' }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('button', { name: /send/i })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible()
})

test('a login form drawn by the server cannot be sent before the app listens, and what was typed is kept', async ({
  page,
}) => {
  const student = await createCompleteAccount()
  const release = await holdScripts(page)
  await page.goto('/login', { waitUntil: 'commit' })
  const login = page.getByRole('button', { name: 'Login', exact: true })
  await expect(login).toBeDisabled()
  const email = page.getByRole('textbox', { name: 'Email' })
  const password = page.getByLabel('Password', { exact: true })
  await email.fill(student.email)
  await password.fill(student.password)
  // Enter with the default button disabled sends nothing: no page load with the password in its address.
  await password.press('Enter')
  expect(new URL(page.url()).search).toBe('')
  release()
  await expect(login).toBeEnabled()
  await expect(email).toHaveValue(student.email)
  await login.click()
  await expect(page).toHaveURL(/\/profile$/)
})

test('a games search sent before the app listens is answered by the server', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/games', { waitUntil: 'commit' })
  await page.getByRole('searchbox', { name: 'Search games' }).fill('no game is called this')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/games\?q=no\+game\+is\+called\+this$/)
  release()
  await expect(page.getByRole('searchbox', { name: 'Search games' })).toHaveValue('no game is called this')
})

test('a jam’s page before its start is drawn with the jam but never its theme, and is never stored', async ({
  page,
  admin,
}) => {
  const theme = `Hidden lanterns ${Date.now().toString(36)}`
  const jam = await jamStartingInAnHour(admin, { title: 'First view jam', description: 'Drawn by the server.', theme })
  const served = await page.request.get(`/jams/${jam.slug}`)
  expect(served.headers()['cache-control']).toBe('no-store')
  const html = await served.text()
  expect(html).toContain('id="first-view"')
  expect(html).toContain(jam.title)
  expect(html).toContain('The theme is revealed at the start')
  expect(html).not.toContain(theme)

  // The countdown, drawn at the server's moment, is taken over without a mismatch and then ticks.
  const report = await watchTakeover(page)
  await page.goto(`/jams/${jam.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: jam.title })).toBeVisible()
  const timer = page.getByRole('timer')
  const first = await timer.textContent()
  await expect(timer).not.toHaveText(first ?? '')
  const taken = await report()
  expect(taken.errors).toEqual([])
  expect(taken.shift).toBe(0)
})

test('/leaderboard, asked without its search, is drawn at its full address and taken over as drawn', async ({
  page,
}) => {
  // The router answers '/leaderboard' with its full address (its search's defaults): the server draws that.
  const html = await (await page.request.get('/leaderboard')).text()
  expect(html).toContain('class="skip-link"')
  const report = await watchTakeover(page)
  await page.goto('/leaderboard')
  await expect(page).toHaveURL(/\/leaderboard\?period=semester&page=1$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const taken = await report()
  expect(taken.errors).toEqual([])
  expect(taken.removed).toBe(0)
  expect(taken.shift).toBe(0)
})

test('a jam’s countdown ticks on a page the server drew before the app runs, and the app takes it over as it stands', async ({
  page,
  admin,
}) => {
  const jam = await jamStartingInAnHour(admin, {
    title: 'Ticking jam',
    description: 'Counts down before any app.',
    theme: 'Clockwork',
  })
  const report = await watchTakeover(page)
  // Every script but the starter and the countdown's texts is held: the app cannot run.
  const release = await holdScripts(page, /\/assets\/(?!start-|countdown-text-).+\.js$/)
  await page.goto(`/jams/${jam.slug}`, { waitUntil: 'commit' })
  const timer = page.getByRole('timer')
  await expect(timer).toHaveText(/^00:59:\d\d/)
  const drawn = await timer.textContent()
  await expect(timer).not.toHaveText(drawn ?? '')
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined()
  release()
  await appRunning(page)
  const taken = await timer.textContent()
  await expect(timer).not.toHaveText(taken ?? '')
  const seen = await report()
  expect(seen.errors).toEqual([])
  expect(seen.removed).toBe(0)
  expect(seen.shift).toBe(0)
})

test('on a phone, the menu tapped before the app runs opens once it runs, and nothing of the app loads before a touch', async ({
  page,
}) => {
  // The menu button is the phone layout's: the page is phone-wide in either project.
  await page.setViewportSize({ width: 390, height: 844 })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const release = await holdScripts(page, /\/assets\/(?!start-|countdown-text-).+\.js$/)
  await page.goto('/events', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: 'Available Events' })).toBeVisible()
  await page.waitForLoadState('load')
  // A reader who only reads runs the starter alone.
  expect(scripts.filter((path) => !/\/assets\/(start|countdown-text)-/.test(path))).toEqual([])
  const menu = page.getByRole('button', { name: 'Open menu' })
  await menu.click()
  // The tap started the app, whose scripts are held: the menu waits for it, and then opens.
  await expect.poll(() => scripts.some((path) => /\/assets\/index-/.test(path))).toBe(true)
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  release()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('#nav-menu').getByRole('link', { name: 'Events' })).toBeVisible()
})
