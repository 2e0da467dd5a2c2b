/**
 * A whole jam as its people live it (docs/jams.md), each student on a phone of their own: three
 * students join and post on the team board; one enters while the jam runs, a second after the
 * close inside grace, a third is refused once grace has ended; the two entrants rate each other
 * (never their own), the results show, and each one's EXP history has the jam's rows once.
 *
 * The server decides the phases by the database's real clock, so nothing here fakes its time: the
 * admin brings each next moment to a few seconds ahead (a time still ahead may move), the test
 * polls the API until the server has passed it, and Playwright's clock drives what the pages show
 * (the countdown held, then fast-forwarded to zero; a page held inside grace). Grace is counted in
 * whole minutes and its end may not move into the past, so the one minute of grace is real time.
 */
import type { Browser, Page } from '@playwright/test'
import { type Account, api, bearer, expect, signInAs, test } from './fixtures'
import { createMaker, helloBuild, publishedGame } from './games-helpers'
import { seriousAccessibilityViolations } from './public-helpers'

const HOUR = 3600_000
/** For the first look after a page (re)loads: three phones load the app at once on a shared machine. */
const LOADED = { timeout: 30_000 }

/** A student's own phone: a browser context of its own (its own clock), signed in as them. */
async function phoneOf(browser: Browser, account: Account) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.clock.install()
  await signInAs(page, account)
  return { account, page, close: () => context.close() }
}
type Phone = Awaited<ReturnType<typeof phoneOf>>

const timer = (page: Page) => page.getByRole('timer')
const phaseLabel = (page: Page) => page.locator('.jam-phase')

test('three students: the team board, an entry while running, one in grace, one refused after it; they rate each other, the results show, the EXP once', async ({
  browser,
  admin,
}) => {
  // One minute of grace is real time (its end cannot be brought nearer once the close has passed);
  // about 100 s on a quiet machine, four minutes on the 2-core one with two other suites running.
  test.setTimeout(300_000)
  const [ana, ben, cai] = await Promise.all([createMaker(), createMaker(), createMaker()])
  const created = await api.jams.post(
    {
      title: `Scenario jam ${Date.now().toString(36)}`,
      description: 'Three students, one weekend.',
      startsAt: new Date(Date.now() + 3_000).toISOString(),
      submissionsCloseAt: new Date(Date.now() + HOUR).toISOString(),
      graceMinutes: 1,
      votingClosesAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      categories: ['Overall', 'Fun'],
      minRatings: 1,
      participationExp: 100,
      placementExp: [500, 300, 200],
    },
    bearer(admin.token),
  )
  if (created.error) throw new Error(`create jam failed: ${created.status}`)
  const jam = created.data
  const phaseNow = async () => (await api.jams({ id: jam._id }).get()).data?.phase
  const moveSoon = async (field: 'submissionsCloseAt' | 'votingClosesAt', inMs: number) => {
    const { error } = await api
      .jams({ id: jam._id })
      .put({ [field]: new Date(Date.now() + inMs).toISOString() }, bearer(admin.token))
    expect(error).toBeNull()
  }
  // Their games are made once the server says the jam started (a game made before it is no entry);
  // meanwhile they join and post.
  const tag = Date.now().toString(36)
  const gamesReady = (async () => {
    await expect.poll(phaseNow, { timeout: 15_000 }).toBe('running')
    return Promise.all([
      publishedGame(ana, `Ana's Orbit ${tag}`, helloBuild('Orbit')),
      publishedGame(ben, `Ben's Burrow ${tag}`, helloBuild('Burrow')),
      publishedGame(cai, `Cai's Comet ${tag}`, helloBuild('Comet')),
    ])
  })()
  const phones = await Promise.all([ana, ben, cai].map((account) => phoneOf(browser, account)))
  const [one, two, three] = phones as [Phone, Phone, Phone]
  try {
    // Each joins on the jam's page and posts on the team board, at the same time.
    const skills = ['Godot, pixel art', 'Unity, C#', 'music, sound effects']
    await Promise.all(
      phones.map(async ({ page, account }, i) => {
        await page.goto(`/jams/${jam.slug}`)
        await expect(page.getByRole('heading', { level: 1, name: jam.title })).toBeVisible(LOADED)
        await page.getByRole('button', { name: 'Join the jam' }).click()
        await expect(page.getByText('You have joined this jam.')).toBeVisible()
        await page.getByLabel('Your skills and tools').fill(skills[i] ?? '')
        await page.getByRole('textbox', { name: 'Looking for', exact: true }).fill('a team')
        await page.getByLabel('Message').fill(`${account.username} is in.`)
        await page.getByRole('button', { name: 'Post', exact: true }).click()
        await expect(page.getByText('Your post is on the board.')).toBeVisible()
      }),
    )
    const [orbit, burrow, comet] = await gamesReady
    // Opened again, each page has the others' posts and the student's own game to enter.
    await Promise.all(
      phones.map(async ({ page }) => {
        await page.reload()
        const board = page.getByRole('region', { name: 'Looking for a team' })
        for (const [i, { account }] of phones.entries()) {
          const post = board.getByRole('listitem').filter({ hasText: `${account.username} is in.` })
          await expect(post).toContainText(`Skills and tools: ${skills[i]}`, LOADED)
          await expect(post.getByRole('link', { name: account.username })).toBeVisible()
        }
        await expect(page.getByRole('list', { name: 'Entrants' }).getByRole('listitem')).toHaveCount(3)
      }),
    )

    // Running: Ana enters her game.
    expect(await phaseNow()).toBe('running')
    const anaEntry = one.page.getByRole('region', { name: 'Your entry' })
    await anaEntry.getByLabel('Your game').selectOption({ label: orbit.title })
    await anaEntry.getByRole('button', { name: 'Submit entry' }).click()
    await expect(anaEntry).toContainText(`Entered: ${orbit.title}, by ${ana.username}.`)

    // The admin brings the close to a few seconds ahead (enough for a slow phone to open the page
    // before it); Ben's page, opened with it, counts down.
    await moveSoon('submissionsCloseAt', 15_000)
    await two.page.reload()
    await expect(two.page.getByRole('heading', { name: 'Submissions close in' })).toBeVisible(LOADED)
    await expect(timer(two.page)).toHaveText(/^00:00:(0[1-9]|1[0-5])/)
    // Ben's clock is held (1.5 s on, so the pause lies ahead of his clock however slow the call):
    // the server passes the close while his countdown still shows time left.
    await two.page.clock.pauseAt((await two.page.evaluate(() => Date.now())) + 1_500)
    const heldAt = Date.now()
    await expect.poll(phaseNow, { timeout: 20_000 }).toBe('grace')
    await expect(timer(two.page)).toHaveText(/^00:00:(0[1-9]|1[0-5])/)
    await expect(phaseLabel(two.page)).toHaveText('Jamming now')
    // Fast-forwarded by the time it was held, his countdown reaches zero and the page turns to
    // grace by itself, then runs on.
    await two.page.clock.fastForward(Date.now() - heldAt)
    await two.page.clock.resume()
    await expect(two.page.getByRole('heading', { name: 'Grace ends and voting starts in' })).toBeVisible(LOADED)
    await expect(phaseLabel(two.page)).toHaveText('Grace period: last uploads')
    await expect(timer(two.page)).toHaveText(/^00:0[01]:\d\d/)

    // Grace: Ben enters his game, the page saying it is the grace period.
    const benEntry = two.page.getByRole('region', { name: 'Your entry' })
    await benEntry.getByLabel('Your game').selectOption({ label: burrow.title })
    await benEntry.getByRole('button', { name: 'Submit entry' }).click()
    await expect(benEntry).toContainText(`Entered: ${burrow.title}, by ${ben.username}.`)
    expect(await seriousAccessibilityViolations(two.page)).toEqual([])

    // Cai opens the page inside grace too and has his form ready; his phone's page is then held at
    // that moment (its timers run, its clock does not), so the form is still there when the server's
    // grace ends.
    await three.page.reload()
    await expect(phaseLabel(three.page)).toHaveText('Grace period: last uploads', LOADED)
    const caiEntry = three.page.getByRole('region', { name: 'Your entry' })
    await caiEntry.getByLabel('Your game').selectOption({ label: comet.title })
    await three.page.clock.setFixedTime(await three.page.evaluate(() => Date.now()))

    // While grace runs out: no EXP yet for the two entrants; back on the jam, it is grace.
    await Promise.all(
      [one, two].map(async ({ page }) => {
        await page.goto('/profile')
        await expect(page.getByRole('region', { name: 'EXP history' })).toContainText('No EXP yet', LOADED)
        await page.goto(`/jams/${jam.slug}`)
        await expect(phaseLabel(page)).toHaveText('Grace period: last uploads', LOADED)
      }),
    )

    // The server's grace ends (real time); Cai submits and is refused in the server's words.
    await expect.poll(phaseNow, { timeout: 75_000, intervals: [1_000] }).toBe('voting')
    await caiEntry.getByRole('button', { name: 'Submit entry' }).click()
    await expect(caiEntry.getByRole('alert')).toHaveText(
      'Entries open at the jam’s start and freeze at the end of grace',
    )
    const entries = (await api.jams({ id: jam._id }).entries.get()).data ?? []
    expect(entries.map((entry) => entry.game.title).sort()).toEqual([orbit.title, burrow.title].sort())
    expect(entries.some((entry) => entry.members.some((member) => member.userId === cai.user._id))).toBe(false)
    const entryOf = (title: string) => entries.find((entry) => entry.game.title === title)?._id ?? ''

    // Voting: Ana's and Ben's pages turned by themselves; each rates the other's game, never their own.
    const rate = async ({ page }: Phone, own: string, other: string, overall: string, fun: string) => {
      const form = page.getByRole('region', { name: 'Rate games' })
      await expect(form).toContainText('You have rated 0 games.', LOADED)
      await expect(form.getByRole('button', { name: `Rate ${own}` })).toHaveCount(0)
      await form.getByRole('group', { name: 'Overall' }).getByRole('radio', { name: overall }).check()
      await form.getByRole('group', { name: 'Fun' }).getByRole('radio', { name: fun }).check()
      await form.getByRole('button', { name: `Rate ${other}` }).click()
      await expect(form).toContainText('You have rated every entry you can.')
      await expect(form).toContainText('You have rated 1 game.')
    }
    await Promise.all([
      rate(one, orbit.title, burrow.title, '3 good', '5 superb'),
      rate(two, burrow.title, orbit.title, '5 superb', '4 great'),
    ])
    const scores = { Overall: 5, Fun: 5 }
    for (const [who, own] of [
      [ana, orbit.title],
      [ben, burrow.title],
    ] as const) {
      const self = await api
        .jams({ id: jam._id })
        .entries({ entryId: entryOf(own) })
        .ratings.put({ scores }, bearer(who.token))
      expect(self.status).toBe(403)
      expect(self.error?.value).toEqual({ message: 'You cannot rate your own entry' })
    }
    // Cai has no entry: the rules let only members of an entry with a build rate, and his page,
    // let go, turns to voting and says so.
    await three.page.clock.setSystemTime(Date.now())
    const caiRate = three.page.getByRole('region', { name: 'Rate games' })
    await expect(caiRate).toContainText('Only the members of an entry with a build may rate', LOADED)
    await expect(caiRate.getByRole('button', { name: /^Rate / })).toHaveCount(0)
    const caiRating = await api
      .jams({ id: jam._id })
      .entries({ entryId: entryOf(orbit.title) })
      .ratings.put({ scores }, bearer(cai.token))
    expect(caiRating.status).toBe(403)

    // Voting closes (brought to a few seconds ahead): every page shows the results by itself.
    await moveSoon('votingClosesAt', 4_000)
    await Promise.all(phones.map(({ page }) => page.reload()))
    for (const { page } of phones) {
      const results = page.getByRole('region', { name: 'Results' })
      await expect(results).toBeVisible(LOADED)
      const rank = (category: string, title: string) =>
        results
          .getByRole('table', { name: category })
          .getByRole('row', { name: new RegExp(title) })
          .getByRole('cell')
      await expect(rank('Overall', orbit.title).first()).toHaveText('1')
      await expect(rank('Overall', orbit.title).nth(1)).toHaveText('5.00')
      await expect(rank('Overall', burrow.title).first()).toHaveText('2')
      await expect(rank('Fun', burrow.title).first()).toHaveText('1')
      await expect(rank('Fun', orbit.title).first()).toHaveText('2')
      await expect(results).not.toContainText(comet.title)
    }
    expect(await seriousAccessibilityViolations(one.page)).toEqual([])

    // The EXP history of each, as they see it on their profile, twice (reloaded): the jam's rows
    // once each for the entrants (Ana first, Ben second), none for Cai.
    const expected: { phone: Phone; rows: Record<string, string>; total: number }[] = [
      { phone: one, rows: { 'Jam entry': '+100 EXP', 'Jam placement': '+500 EXP' }, total: 600 },
      { phone: two, rows: { 'Jam entry': '+100 EXP', 'Jam placement': '+300 EXP' }, total: 400 },
      { phone: three, rows: {}, total: 0 },
    ]
    for (const { phone, rows, total } of expected) {
      await phone.page.goto('/profile')
      for (let look = 0; look < 2; look++) {
        if (look) await phone.page.reload()
        const history = phone.page.getByRole('region', { name: 'EXP history' })
        if (total) await expect(history).toContainText(`Total: ${total} EXP`, LOADED)
        else await expect(history).toContainText('No EXP yet', LOADED)
        const jamRows = history.getByRole('listitem').filter({ hasText: jam.title })
        await expect(jamRows).toHaveCount(Object.keys(rows).length)
        for (const [label, amount] of Object.entries(rows)) {
          const row = jamRows.filter({ hasText: label })
          await expect(row).toHaveCount(1)
          await expect(row).toContainText(amount)
        }
      }
    }
  } finally {
    await Promise.all(phones.map((phone) => phone.close()))
  }
})
