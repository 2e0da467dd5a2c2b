import { expect, test } from './fixtures'
import { openMenuIfCollapsed } from './public-helpers'

const GROUPS = [
  'Office Bearers',
  'Core Team',
  'Team Unreal',
  'Team Blender',
  'Team OverWatch',
  'Team OutReach',
  'Team Prototype',
  'Team Catalyst',
  'Team Scratch',
]

test.describe('public pages', () => {
  test('/team: Meet Our Team, the groups in order, each member with photo, role and three links', async ({ page }) => {
    await page.goto('/team')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet Our Team')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(GROUPS)
    const bearers = page.getByRole('region', { name: 'Office Bearers' })
    await expect(bearers.getByRole('heading', { level: 3 })).toHaveText([
      'Aarav Mehta',
      'Ishita Sharma',
      'Kabir Singh',
      'Ananya Gupta',
    ])
    await expect(bearers.getByRole('article')).toContainText([
      'Chairman',
      'Vice-Chairman',
      'General Secretary',
      'Joint Secretary',
    ])
    const chair = bearers.getByRole('article').filter({ hasText: 'Aarav Mehta' })
    await expect(chair.getByRole('img', { name: 'Portrait of Aarav Mehta' })).toBeVisible()
    for (const network of ['LinkedIn', 'Instagram', 'GitHub'])
      await expect(chair.getByRole('link', { name: `Aarav Mehta on ${network}` })).toHaveAttribute(
        'href',
        /^https:\/\//,
      )
    const cards = page.getByRole('article')
    const links = page.getByRole('main').getByRole('link', { name: / on (LinkedIn|Instagram|GitHub)/ })
    await expect(links).toHaveCount((await cards.count()) * 3)
    await expect(page).toHaveTitle('Meet Our Team · GameDev Club')
  })

  test('/team: a photo that fails to load is replaced by the fallback photo', async ({ page }) => {
    await page.route('**/images/team/kabir-singh.svg', (route) => route.abort())
    await page.goto('/team')
    const card = page.getByRole('article').filter({ hasText: 'Kabir Singh' })
    await card.scrollIntoViewIfNeeded()
    const photo = card.getByRole('img')
    await expect(photo).toHaveAttribute('alt', 'No photo of Kabir Singh')
    await expect(photo).toHaveAttribute('src', '/images/team/fallback.svg')
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    // The others are untouched.
    await expect(page.getByRole('img', { name: 'Portrait of Aarav Mehta' })).toBeVisible()
  })

  test('/gallery: seven orientation photos, and Image not found for one that fails', async ({ page }) => {
    await page.route('**/images/gallery/orientation-lan-night.svg', (route) => route.abort())
    await page.goto('/gallery')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery')
    const items = page.getByRole('main').getByRole('listitem')
    await expect(items).toHaveCount(7)
    for (const item of await items.all()) {
      await item.scrollIntoViewIfNeeded()
      await expect(item.getByRole('img')).toHaveAccessibleName(/.{20,}/)
    }
    const broken = items.nth(4)
    await expect(broken.getByText('Image not found')).toBeVisible()
    await expect(broken.getByRole('img')).toHaveAccessibleName(/^Image not found: The first LAN night/)
    await expect(page.getByText('Image not found')).toHaveCount(1)
    const fine = items.nth(0).getByRole('img')
    await expect.poll(() => fine.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })

  test('/stay-tuned: STAY TUNED and a loading indicator at 98%', async ({ page }) => {
    await page.goto('/stay-tuned')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('STAY TUNED')
    const bar = page.getByRole('progressbar', { name: 'Loading games' })
    await expect(bar).toHaveAttribute('aria-valuenow', '98')
    await expect(page.getByText('98%', { exact: true })).toBeVisible()
    // The glitching copy of the words is decoration: screen readers hear the words once.
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('STAY TUNED')
    const glitch = await page
      .getByRole('heading', { level: 1 })
      .evaluate((el) => getComputedStyle(el, '::after').animationIterationCount)
    expect(glitch).toBe('infinite')
  })

  test('/stay-tuned under reduced motion: the same page, standing still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/stay-tuned')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('STAY TUNED')
    await expect(page.getByText('98%', { exact: true })).toBeVisible()
    const style = await page
      .getByRole('heading', { level: 1 })
      .evaluate((el) => ({ count: getComputedStyle(el, '::after').animationIterationCount }))
    expect(style.count).toBe('1')
    const fill = await page.locator('.loading-fill').evaluate((el) => el.getBoundingClientRect().width)
    const track = await page.getByRole('progressbar').evaluate((el) => el.clientWidth)
    expect(fill / track).toBeGreaterThan(0.9)
  })

  test('navigation: ABOUT, EVENTS, GAMES (→ /stay-tuned), TEAMS and GALLERY', { tag: '@both-viewports' }, async ({
    page,
  }) => {
    // GAMES leads to /stay-tuned until the club publishes a game, then to /games; the games specs
    // publish games on this shared server, so which one depends on what ran before.
    const games = (await (await page.request.get('/api/games?limit=1')).json()) as { total: number }
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const expected: [string, RegExp][] = [
      ['ABOUT', /\/about$/],
      ['GAMES', games.total > 0 ? /\/games$/ : /\/stay-tuned$/],
      ['TEAMS', /\/team$/],
      ['GALLERY', /\/gallery$/],
      ['EVENTS', /\/events$/],
    ]
    for (const [label, url] of expected) {
      await openMenuIfCollapsed(page)
      await nav.getByRole('link', { name: label, exact: true }).click()
      await expect(page).toHaveURL(url)
    }
    await page.goto('/gallery')
    await openMenuIfCollapsed(page)
    await expect(nav.getByRole('link', { name: 'GALLERY', exact: true })).toHaveAttribute('aria-current', 'page')
  })
})
