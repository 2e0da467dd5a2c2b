import { expect, test } from './fixtures'
import { readWholePage } from './public-helpers'

const COMMUNITY = 'https://discord.gg/'

test.describe('landing page', () => {
  test('hero: the two external links, and the Stay tuned block links to the chat community', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press start on making games')
    const join = page.getByRole('link', { name: 'Join Community' })
    const partner = page.getByRole('link', { name: 'Become Partner' })
    await expect(join).toHaveAttribute('href', new RegExp(`^${COMMUNITY}`))
    await expect(partner).toHaveAttribute('href', /^https:\/\//)
    for (const link of [join, partner]) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
    const stayTuned = page.getByRole('region', { name: 'Stay tuned' })
    await expect(stayTuned.getByRole('heading', { name: 'Stay tuned' })).toBeVisible()
    await expect(stayTuned.getByRole('link', { name: /chat community/ })).toHaveAttribute(
      'href',
      new RegExp(`^${COMMUNITY}`),
    )
    await expect(page).toHaveTitle('GameDev Club')
  })

  test('counters climb to 60+, 1+ and 200+ once on screen, without changing size', { tag: '@both-viewports' }, async ({
    page,
  }) => {
    await page.goto('/')
    const team = page.locator('[data-counter="Team members"]')
    // Below the fold on both viewports: it has not started counting.
    await expect(team).toHaveText('0+')
    const box = team.locator('..')
    const before = await box.boundingBox()
    await page.getByRole('heading', { name: 'About us' }).scrollIntoViewIfNeeded()
    await expect(team).toHaveText('60+')
    await expect(page.locator('[data-counter="Years"]')).toHaveText('1+')
    await expect(page.locator('[data-counter="Community members"]')).toHaveText('200+')
    const after = await box.boundingBox()
    expect(after?.width).toBe(before?.width)
    expect(after?.height).toBe(before?.height)
    // Screen readers get each final figure once, not every step of the count.
    const about = page.getByRole('region', { name: 'About us' })
    await expect(about.locator('dl')).toMatchAriaSnapshot(`
      - term: Team members
      - definition: 60+
      - term: Years
      - definition: 1+
      - term: Community members
      - definition: 200+
    `)
    await expect(about.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
      'Gameathons',
      'Contests',
      'Events',
      'Workshops',
    ])
  })

  test('with reduced motion the counters show their values at once', async ({ page }) => {
    // Every figure a counter ever shows, from the first render on.
    await page.addInitScript(() => {
      const shown = new Set<string>()
      ;(window as unknown as { __shown: Set<string> }).__shown = shown
      new MutationObserver(() => {
        for (const counter of document.querySelectorAll('[data-counter]')) shown.add(counter.textContent ?? '')
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await page.getByRole('heading', { name: 'About us' }).scrollIntoViewIfNeeded()
    await expect(page.locator('[data-counter="Team members"]')).toBeInViewport()
    // Longer than the count-up would take (1.4 s): nothing but the final figures, ever.
    await page.waitForTimeout(1600)
    const shown = await page.evaluate(() => [...(window as unknown as { __shown: Set<string> }).__shown].sort())
    expect(shown).toEqual(['1+', '200+', '60+'])
  })

  test('faculty council shows two faculty members with their photos', async ({ page }) => {
    await page.goto('/')
    const council = page.getByRole('region', { name: 'Faculty council' })
    await council.scrollIntoViewIfNeeded()
    await expect(council.getByRole('heading', { level: 3 })).toHaveCount(2)
    const photos = council.getByRole('img')
    await expect(photos).toHaveCount(2)
    for (const photo of await photos.all()) {
      await expect(photo).toHaveAttribute('alt', /^Portrait of /)
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    }
  })

  test('the page does not shift while it loads, counts and fills in its lower sections', {
    tag: '@both-viewports',
  }, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number }
      w.__shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.__shift += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/')
    await page.evaluate(() => document.fonts.ready)
    await readWholePage(page)
    await expect(page.locator('[data-counter="Community members"]')).toHaveText('200+')
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift)
    expect(shift).toBeLessThan(0.01)
  })

  test('a reader who scrolls before the page has settled is not sent back to the top', {
    tag: '@both-viewports',
  }, async ({ page }) => {
    // A slow phone paints the page, then the router settles; scroll in between, as soon as the
    // sections are there, and stay down there: the contact form loads on approach.
    // The page comes drawn by the server (docs/first-view.md): its sections are there once the HTML
    // is read, before the app has taken it over.
    await page.addInitScript(() => {
      const scrollDown = (observer?: MutationObserver) => {
        if (document.readyState === 'loading' || !document.querySelector('.contact-slot')) return
        observer?.disconnect()
        window.scrollTo(0, document.documentElement.scrollHeight)
      }
      const observer = new MutationObserver(() => scrollDown(observer))
      observer.observe(document, { childList: true, subtree: true })
      document.addEventListener('DOMContentLoaded', () => scrollDown(observer))
    })
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Send message' })).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  })

  test('/about is the same landing page, opened at the About section', { tag: '@both-viewports' }, async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press start on making games')
    await expect(page.getByRole('heading', { name: 'About us' })).toBeInViewport()
    await expect(page.getByRole('link', { name: 'Join Community' })).toHaveCount(1)
    await expect(page).toHaveTitle('About · GameDev Club')
  })
})
