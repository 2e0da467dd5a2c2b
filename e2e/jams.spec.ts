/**
 * Game jams, as people use them (docs/product.md#jams): a visitor watches the countdown, in IST and
 * on the server's clock, and the theme appears at the start without a reload; a member joins,
 * suggests and votes on themes and posts on the team board; an admin creates a jam in IST.
 */

import type { Account } from './fixtures'
import { api, bearer, createCompleteAccount, expect, signInAs, test } from './fixtures'
import { createMaker, helloBuild, publishedGame } from './games-helpers'
import { seriousAccessibilityViolations } from './public-helpers'
import { waitForServiceWorker, waitUntilSaved } from './pwa-helpers'
import { ProductionServer } from './pwa-server'

type JamBody = Parameters<typeof api.jams.post>[0]

const HOUR = 3600_000
async function createJam(admin: Account, overrides: Partial<JamBody> = {}) {
  const now = Date.now()
  const { data, error } = await api.jams.post(
    {
      title: `Jam ${now.toString(36)}${Math.random().toString(36).slice(2, 5)}`,
      description: 'Make a game in a weekend.',
      startsAt: new Date(now + 48 * HOUR).toISOString(),
      submissionsCloseAt: new Date(now + 96 * HOUR).toISOString(),
      votingClosesAt: new Date(now + 200 * HOUR).toISOString(),
      ...overrides,
    },
    bearer(admin.token),
  )
  if (error) throw new Error(`create jam failed: ${error.status} ${JSON.stringify(error.value)}`)
  return data
}

test('the theme appears at the start without a reload, on the server’s clock even when the phone’s is an hour slow', async ({
  page,
  admin,
}) => {
  test.setTimeout(90_000)
  const theme = `Roots ${Date.now().toString(36)}`
  const startsAt = Date.now() + 25_000
  const jam = await createJam(admin, { theme, startsAt: new Date(startsAt).toISOString() })
  // The phone's clock is an hour behind the server's: a countdown by it would read 01:00:xx.
  await page.clock.install({ time: Date.now() - HOUR })
  await page.goto(`/jams/${jam.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: jam.title })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'The theme is revealed and the jam starts in' })).toBeVisible()
  const timer = page.getByRole('timer')
  await expect(timer).toHaveText(/^00:00:[0-2]\d/)
  await expect(page.getByText(/Times are IST, the club’s time zone \(Asia\/Kolkata\)/)).toBeVisible()
  await expect(page.getByText(/^At \d+\w\w \w+ \d{4}, \d+:\d\d [ap]m IST$/)).toBeVisible()
  await expect(page.getByText(theme)).toHaveCount(0)
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }))

  await expect(page.getByText(theme)).toBeVisible({ timeout: 45_000 })
  await expect(page.getByText('Jamming now')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Submissions close in' })).toBeVisible()
  expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true)
})

test('a member joins, suggests a theme, votes one idea at a time and posts on the team board', async ({
  page,
  admin,
}) => {
  test.setTimeout(90_000)
  const jam = await createJam(admin, { themeVoting: true })
  const other = await createMaker()
  const idea = `Other idea ${Date.now().toString(36)}`
  const posted = await api.jams({ id: jam._id }).themes.post({ text: idea }, bearer(other.token))
  expect(posted.error).toBeNull()

  const member = await createMaker()
  await signInAs(page, member)
  await page.goto('/jams')
  await page.getByRole('link', { name: jam.title }).click()
  await expect(page.getByRole('heading', { level: 1, name: jam.title })).toBeVisible()
  await expect(page.getByText(/The theme is revealed at the start/)).toBeVisible()

  await page.getByRole('button', { name: 'Join the jam' }).click()
  await expect(page.getByText('You have joined this jam.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Entrants' }).getByRole('link', { name: member.username })).toBeVisible()

  await page.getByLabel('Suggest a theme').fill('Tiny worlds')
  await page.getByRole('button', { name: 'Suggest' }).click()
  await expect(page.getByRole('heading', { name: 'Your ideas (1 of 3)' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Tiny worlds' })).toBeVisible()

  const vote = page.getByRole('group', { name: new RegExp(idea) })
  await expect(vote).toBeVisible()
  await vote.getByRole('button', { name: 'Good theme' }).click()
  await expect(page.getByText('You have been through every idea.')).toBeVisible()
  await page.getByText('Your votes (1)').click()
  await expect(page.getByRole('listitem').filter({ hasText: idea })).toContainText('Good theme')

  await page.getByLabel('Your skills and tools').fill('Godot, pixel art')
  await page.getByRole('textbox', { name: 'Looking for', exact: true }).fill('sound')
  await page.getByLabel('Message').fill('Up for something cosy.')
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(page.getByText('Your post is on the board.')).toBeVisible()
  const post = page.locator('.jam-post').filter({ hasText: 'Up for something cosy.' })
  await expect(post).toContainText('Skills and tools: Godot, pixel art')
  await expect(post.getByRole('link', { name: member.username })).toHaveAttribute('href', `/members/${member.username}`)

  // A second idea from the same member is refused by the API after three: its message is shown.
  await page.getByLabel('Suggest a theme').fill('Tiny worlds')
  await page.getByRole('button', { name: 'Suggest' }).click()
  await expect(page.getByRole('alert')).not.toBeEmpty()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})

test('an admin creates a jam with its times typed in IST, and it is listed with them', async ({ page, admin }) => {
  await signInAs(page, admin)
  await page.goto('/admin?tab=jams')
  const create = page.getByRole('region', { name: 'Create jam' })
  const title = `Admin jam ${Date.now().toString(36)}`
  await create.getByLabel('Title').fill(title)
  await create.getByLabel('Starts (IST)').fill('2031-03-10T18:00')
  await create.getByLabel('Submissions close (IST)').fill('2031-03-12T18:00')
  await create.getByLabel('Voting closes (IST)').fill('2031-03-15T18:00')
  await create.getByRole('button', { name: 'Create jam' }).click()
  await expect(create.getByText('Saved.')).toBeVisible()
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
  await expect(row).toContainText('10th March 2031, 6:00 pm IST')
  // Its ratings as CSV, through the admin's route: none yet, the header only.
  const download = page.waitForEvent('download')
  await row.getByRole('button', { name: 'Ratings CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/-ratings\.csv$/)
  const csv = await (await import('node:fs/promises')).readFile(await file.path(), 'utf8')
  expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toContain('Rater')
  const { data } = await api.jams.get()
  const jam = data?.find((item) => item.title === title)
  expect(jam?.startsAt).toBe('2031-03-10T12:30:00.000Z')

  await page.goto('/jams')
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('10th March 2031, 6:00 pm IST')

  // Edit: the form opens with the times on the club's clock; only what changed is sent.
  await page.goto('/admin?tab=jams')
  await row.getByRole('button', { name: 'Edit' }).click()
  await expect(row.getByLabel('Starts (IST)')).toHaveValue('2031-03-10T18:00')
  await row.getByLabel('Voting closes (IST)').fill('2031-03-16T09:30')
  await row.getByRole('button', { name: 'Save changes' }).click()
  await expect(row).toContainText('16th March 2031, 9:30 am IST')
  const edited = await api.jams({ id: jam?.slug ?? '' }).get()
  expect(edited.data?.votingClosesAt).toBe('2031-03-16T04:00:00.000Z')
  expect(edited.data?.startsAt).toBe('2031-03-10T12:30:00.000Z')

  await row.getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: `Delete ${title}?` })
    .getByRole('button', { name: 'Yes, delete it' })
    .click()
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0)
  expect((await api.jams({ id: jam?.slug ?? '' }).get()).status).toBe(404)
})

test('a visitor without an account is asked to log in to join', async ({ page, admin }) => {
  const jam = await createJam(admin)
  await createCompleteAccount()
  await page.goto(`/jams/${jam.slug}`)
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Join the jam' })).toHaveCount(0)
  expect(await seriousAccessibilityViolations(page)).toEqual([])
  await page.goto('/jams')
  await expect(page.getByRole('link', { name: jam.title })).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})

test('makers enter their games, the page turns to voting and then to results by itself, and a member rates', async ({
  page,
  admin,
}) => {
  test.setTimeout(120_000)
  const [alice, bob] = await Promise.all([createMaker(), createMaker()])
  // The server's phases follow its own clock, so the jam is not waited for: it starts in a few
  // seconds, and each next moment is brought to a few seconds ahead by the admin (a time still in
  // the future may move) once the test is ready for it; the page then turns by its own clock.
  const jam = await createJam(admin, {
    startsAt: new Date(Date.now() + 3_000).toISOString(),
    submissionsCloseAt: new Date(Date.now() + HOUR).toISOString(),
    graceMinutes: 0,
    votingClosesAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    categories: ['Overall', 'Fun'],
    minRatings: 1,
  })
  const moveSoon = async (field: 'submissionsCloseAt' | 'votingClosesAt', inMs: number) => {
    const { error } = await api
      .jams({ id: jam._id })
      .put({ [field]: new Date(Date.now() + inMs).toISOString() }, bearer(admin.token))
    expect(error).toBeNull()
  }
  for (const maker of [alice, bob]) {
    const joined = await api.jams({ id: jam._id }).join.post(undefined, bearer(maker.token))
    expect(joined.error).toBeNull()
  }
  // A game made before the jam is no entry: the games are made once the server says it started.
  await expect
    .poll(async () => (await api.jams({ id: jam.slug }).get()).data?.phase, { timeout: 15_000 })
    .toBe('running')
  const tag = Date.now().toString(36)
  const [alpha, bravo] = await Promise.all([
    publishedGame(alice, `Alpha ${tag}`, helloBuild('Alpha')),
    publishedGame(bob, `Bravo ${tag}`, helloBuild('Bravo')),
  ])
  const entered = await api.jams({ id: jam._id }).entries.post({ gameId: bravo._id }, bearer(bob.token))
  expect(entered.error).toBeNull()

  await signInAs(page, alice)
  await page.goto(`/jams/${jam.slug}`)
  const entry = page.getByRole('region', { name: 'Your entry' })
  await entry.getByLabel('Your game').selectOption({ label: alpha.title })
  await expect(entry).toContainText(`The team is the game’s credits: ${alice.username}`)
  await entry.getByRole('button', { name: 'Submit entry' }).click()
  await expect(entry).toContainText(`Entered: ${alpha.title}, by ${alice.username}.`)
  const entries = page.getByRole('region', { name: /^Entries/ })
  await expect(entries.getByRole('link', { name: bravo.title })).toBeVisible()

  // The close brought to 4 s ahead; the page, loaded with that time, counts down to it by itself.
  await moveSoon('submissionsCloseAt', 4_000)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Your entry' })).toContainText(`Entered: ${alpha.title}`)
  // Submissions close with no grace: voting starts, and the page shows it without a reload.
  const rate = page.getByRole('region', { name: 'Rate games' })
  await expect(rate).toBeVisible({ timeout: 20_000 })
  await expect(rate).toContainText('You have rated 0 games.')
  await expect(rate).toContainText('Rate 1 more game (1 in all)')
  await expect(rate.getByRole('link', { name: `Play ${bravo.title}` })).toHaveAttribute('href', `/games/${bravo.slug}`)
  expect(await seriousAccessibilityViolations(page)).toEqual([])
  await rate.getByRole('radio', { name: '4 great' }).first().check()
  await rate.getByRole('button', { name: `Rate ${bravo.title}` }).click()
  await expect(rate.getByRole('alert')).toHaveText('Give a score from 1 to 5 for Fun.')
  await rate.getByRole('group', { name: 'Fun' }).getByRole('radio', { name: '5 superb' }).check()
  await rate.getByRole('button', { name: `Rate ${bravo.title}` }).click()
  await expect(rate).toContainText('You have rated every entry you can.')
  await expect(rate).toContainText('You have rated 1 game.')
  await expect(rate).not.toContainText('more game')

  // Voting closes (brought to 4 s ahead, the page reloaded with it): the results, Alpha unranked
  // (nobody rated it), Bravo first in each category.
  await moveSoon('votingClosesAt', 4_000)
  await page.reload()
  const results = page.getByRole('region', { name: 'Results' })
  await expect(results).toBeVisible({ timeout: 20_000 })
  const overall = results.getByRole('table', { name: 'Overall' })
  await expect(overall.getByRole('row', { name: new RegExp(bravo.title) })).toContainText('1')
  await expect(overall.getByRole('row', { name: new RegExp(bravo.title) })).toContainText('4.00')
  await expect(
    results.getByRole('table', { name: 'Fun' }).getByRole('row', { name: new RegExp(bravo.title) }),
  ).toContainText('5.00')
  await expect(results.getByRole('listitem').filter({ hasText: alpha.title })).toBeVisible()
  await expect(results.getByRole('heading', { name: 'Unranked' })).toBeVisible()
  expect(await seriousAccessibilityViolations(page)).toEqual([])
})

test.describe('offline', () => {
  // The service worker is what this test needs (the others block it: playwright.config.ts), on a
  // server of its own that it can hang.
  test.use({ serviceWorkers: 'allow' })
  let server: ProductionServer
  test.afterEach(async () => {
    await server?.stop()
  })

  test('a jam page seen once opens from the device with the server hung, as it showed', async ({ page }) => {
    test.setTimeout(120_000)
    server = await ProductionServer.start()
    const now = Date.now()
    const created = await server.api().jams.post(
      {
        title: `Offline jam ${now.toString(36)}`,
        startsAt: new Date(now + 48 * HOUR).toISOString(),
        submissionsCloseAt: new Date(now + 96 * HOUR).toISOString(),
        votingClosesAt: new Date(now + 200 * HOUR).toISOString(),
        maxTeamSize: 3,
      },
      bearer(await server.adminToken()),
    )
    if (created.error) throw new Error(`create jam failed: ${created.status}`)
    const jam = created.data
    await page.goto(server.url)
    await waitForServiceWorker(page)
    await page.goto(`${server.url}/jams/${jam.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: jam.title })).toBeVisible()
    await waitUntilSaved(page, [['jams', 'one', jam.slug]])

    server.hang()
    await page.goto(`${server.url}/jams/${jam.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: jam.title })).toBeVisible({ timeout: 5_000 })
    await expect(page.getByText('Alone or in a team of up to 3 people.', { exact: false })).toBeVisible()
    await expect(page.getByRole('timer')).toBeVisible()
  })
})

test('in the last hour before submissions close, a banner says how long is left and that grace takes uploads', async ({
  page,
  admin,
}) => {
  const now = Date.now()
  const jam = await createJam(admin, {
    theme: 'Echoes',
    startsAt: new Date(now + 3_000).toISOString(),
    submissionsCloseAt: new Date(now + 40 * 60_000).toISOString(),
    graceMinutes: 30,
    votingClosesAt: new Date(now + 48 * HOUR).toISOString(),
  })
  await expect
    .poll(async () => (await api.jams({ id: jam.slug }).get()).data?.phase, { timeout: 15_000 })
    .toBe('running')
  await page.goto(`/jams/${jam.slug}`)
  await expect(page.getByText('Theme: Echoes')).toBeVisible()
  const banner = page.getByRole('status').filter({ hasText: 'Submissions close in' })
  await expect(banner).toContainText(/Submissions close in (39|40) minutes, at \d+:\d\d [ap]m IST\./)
  await expect(banner).toContainText('uploads of its build are taken for 30 minutes more')
})
