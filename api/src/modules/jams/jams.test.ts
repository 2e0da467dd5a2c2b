import { describe, expect, test } from 'bun:test'
import { createJam, jamInput, moveJam } from '../../../test/jams'
import { bearer, setupApp, signUp, signUpAdmin } from '../../../test/support'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const HOUR = 3_600_000
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

describe('jams', () => {
  test('an admin adds a jam: defaults, a slug from the title, counts, the server time', async () => {
    const before = Date.now()
    const jam = await createJam(ctx, admin.token, { title: 'Autumn Jam!' })
    expect(jam).toMatchObject({
      slug: 'autumn-jam',
      title: 'Autumn Jam!',
      description: '',
      graceMinutes: 60,
      phase: 'upcoming',
      theme: null,
      themeVoting: false,
      categories: ['Overall', 'Fun', 'Graphics', 'Audio', 'Theme', 'Innovation'],
      maxTeamSize: 4,
      minRatings: 5,
      participationExp: 100,
      placementExp: [500, 300, 200],
      showcaseEventId: null,
      themeSource: null,
      counts: { entrants: 0, entries: 0, ratings: 0, themeIdeas: 0 },
    })
    expect(Date.parse(jam.serverTime)).toBeGreaterThanOrEqual(before - 5_000)
    expect(Date.parse(jam.serverTime)).toBeLessThanOrEqual(Date.now() + 5_000)
    expect((await createJam(ctx, admin.token, { title: 'Autumn jam' })).slug).toBe('autumn-jam-2')
    const one = await ctx.api.api.jams({ id: 'autumn-jam' }).get()
    expect(one.data?._id).toBe(jam._id)
    expect((await ctx.api.api.jams({ id: jam._id }).get()).data?.slug).toBe('autumn-jam')
    for (const odd of ['%00', 'autumn%00jam', 'x'.repeat(300)])
      expect((await ctx.request(`/api/jams/${odd}`)).status).toBe(404)
  })

  test('the list is newest startsAt first, and a deleted jam is gone from every answer', async () => {
    const early = await createJam(ctx, admin.token, { title: 'Early', startsAt: at(HOUR / 2) })
    const late = await createJam(ctx, admin.token, {
      title: 'Late',
      startsAt: at(100 * HOUR),
      submissionsCloseAt: at(101 * HOUR),
      votingClosesAt: at(110 * HOUR),
    })
    const list = (await ctx.api.api.jams.get()).data ?? []
    const starts = list.map((jam) => Date.parse(jam.startsAt))
    expect(starts).toEqual([...starts].sort((a, b) => b - a))
    expect(list.findIndex((jam) => jam._id === late._id)).toBeLessThan(list.findIndex((jam) => jam._id === early._id))
    const deleted = await ctx.api.api.jams({ id: early._id }).delete(undefined, bearer(admin.token))
    expect(deleted.data).toEqual({ message: 'Jam deleted' })
    expect((await ctx.api.api.jams.get()).data?.some((jam) => jam._id === early._id)).toBe(false)
    expect((await ctx.api.api.jams({ id: early._id }).get()).error?.status).toBe(404)
    expect((await ctx.api.api.jams({ id: 'early' }).get()).error?.status).toBe(404)
    expect((await ctx.api.api.jams({ id: early._id }).delete(undefined, bearer(admin.token))).error?.status).toBe(404)
  })

  test('only an admin adds, changes or deletes a jam: 401 signed out, 403 for a member', async () => {
    const member = await signUp(ctx)
    const jam = await createJam(ctx, admin.token)
    expect((await ctx.api.api.jams.post(jamInput())).error?.status).toBe(401)
    expect((await ctx.api.api.jams.post(jamInput(), bearer(member.token))).error?.status).toBe(403)
    expect((await ctx.api.api.jams({ id: jam._id }).put({ title: 'x' })).error?.status).toBe(401)
    expect((await ctx.api.api.jams({ id: jam._id }).put({ title: 'x' }, bearer(member.token))).error?.status).toBe(403)
    expect((await ctx.api.api.jams({ id: jam._id }).delete(undefined, bearer(member.token))).error?.status).toBe(403)
    expect((await ctx.api.api.jams({ id: jam._id }).get()).data?.title).toBe('Winter Jam')
  })

  test('times out of order, voting before the end of grace, and bad fields are 422 with a message', async () => {
    const refusals: [Parameters<typeof jamInput>[0], RegExp][] = [
      [{ submissionsCloseAt: at(HOUR / 2) }, /in order/],
      [{ submissionsCloseAt: at(HOUR) }, /in order/],
      [{ votingClosesAt: at(20 * HOUR) }, /in order/],
      [{ votingClosesAt: at(25 * HOUR + 30 * 60_000) }, /end of grace/],
      [{ graceMinutes: 1440, votingClosesAt: at(49 * HOUR) }, /end of grace/],
      [{ graceMinutes: 1441 }, /graceMinutes/],
      [{ graceMinutes: -1 }, /graceMinutes/],
      [{ title: ' ' }, /title/],
      [{ categories: [] }, /categories/],
      [{ categories: ['Fun', 'Overall'] }, /Overall/],
      [{ categories: ['Overall', 'Fun', 'fun'] }, /distinct/],
      [{ categories: ['Overall', ...Array.from({ length: 10 }, (_, i) => `C${i}`)] }, /categories/],
      [{ theme: 'x'.repeat(61) }, /theme/],
      [{ maxTeamSize: 0 }, /maxTeamSize/],
      [{ placementExp: [1, 2] }, /placementExp/],
      [{ showcaseEventId: 'nope' }, /showcaseEventId/],
      [{ showcaseEventId: crypto.randomUUID() }, /showcaseEventId/],
      [{ startsAt: 'tomorrow' }, /startsAt/],
    ]
    for (const [overrides, message] of refusals) {
      const { error } = await ctx.api.api.jams.post(jamInput(overrides), bearer(admin.token))
      expect(error?.status, JSON.stringify(overrides)).toBe(422)
      expect(error?.value, JSON.stringify(overrides)).toMatchObject({ message: expect.stringMatching(message) })
    }
    const jam = await createJam(ctx, admin.token)
    const put = (body: Parameters<ReturnType<typeof ctx.api.api.jams>['put']>[0]) =>
      ctx.api.api.jams({ id: jam._id }).put(body, bearer(admin.token))
    expect((await put({ votingClosesAt: at(25 * HOUR + 10 * 60_000) })).error?.value).toMatchObject({
      message: expect.stringMatching(/end of grace/),
    })
    expect((await put({ submissionsCloseAt: at(100 * HOUR) })).error?.value).toMatchObject({
      message: expect.stringMatching(/in order/),
    })
    expect((await put({ categories: ['Overall', 'Overall'] })).error?.status).toBe(422)
    expect(
      (await ctx.api.api.jams({ id: crypto.randomUUID() }).put({ title: 'x' }, bearer(admin.token))).error?.status,
    ).toBe(404)
    const changed = await put({ title: 'Renamed', categories: ['Overall', 'Speed'], maxTeamSize: 2 })
    expect(changed.data).toMatchObject({
      title: 'Renamed',
      slug: jam.slug,
      categories: ['Overall', 'Speed'],
      maxTeamSize: 2,
    })
  })

  test('once running, a time that has passed cannot move and none moves into the past', async () => {
    const jam = await createJam(ctx, admin.token)
    const put = (body: Parameters<ReturnType<typeof ctx.api.api.jams>['put']>[0]) =>
      ctx.api.api.jams({ id: jam._id }).put(body, bearer(admin.token))
    expect((await put({ startsAt: at(-60_000) })).error?.value).toMatchObject({
      message: expect.stringMatching(/startsAt/),
    })
    await moveJam(ctx, jam._id, 'running')
    expect((await put({ startsAt: at(HOUR / 2) })).error?.value).toMatchObject({
      message: expect.stringMatching(/startsAt has passed/),
    })
    expect((await put({ submissionsCloseAt: at(-60_000) })).error?.status).toBe(422)
    const later = await put({ submissionsCloseAt: at(2 * HOUR) })
    expect(later.data?.phase).toBe('running')
    // In grace (closed a minute ago, 60 minutes of it): the end of grace may move later, or
    // earlier while it stays ahead, but not to a moment that has passed.
    await moveJam(ctx, jam._id, 'grace')
    expect((await put({ graceMinutes: 0 })).error?.value).toMatchObject({
      message: expect.stringMatching(/end of grace into the past/),
    })
    expect((await ctx.api.api.jams({ id: jam._id }).get()).data).toMatchObject({ phase: 'grace', graceMinutes: 60 })
    expect((await put({ graceMinutes: 2 })).data).toMatchObject({ phase: 'grace', graceMinutes: 2 })
    expect((await put({ graceMinutes: 90 })).data).toMatchObject({ phase: 'grace', graceMinutes: 90 })
    await moveJam(ctx, jam._id, 'voting')
    expect((await put({ graceMinutes: 30 })).error?.value).toMatchObject({ message: expect.stringMatching(/grace/) })
    expect((await put({ categories: ['Overall'] })).error?.value).toMatchObject({
      message: expect.stringMatching(/categories/),
    })
    expect((await put({ votingClosesAt: at(48 * HOUR) })).data?.phase).toBe('voting')
  })

  test('the admin’s theme is secret before startsAt, for everyone, and every answer has it from then on', async () => {
    const member = await signUp(ctx)
    const jam = await createJam(ctx, admin.token, { theme: 'Deep Sea Secret' })
    const answers = async () => [
      await ctx.request('/api/jams'),
      await ctx.request(`/api/jams/${jam.slug}`),
      await ctx.request(`/api/jams/${jam._id}`, bearer(admin.token)),
      await ctx.request(`/api/jams/${jam._id}`, bearer(member.token)),
    ]
    expect(jam.theme).toBeNull()
    for (const answer of await answers()) {
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(await answer.text()).not.toContain('Deep Sea Secret')
    }
    const put = await ctx.request(`/api/jams/${jam._id}`, {
      method: 'PUT',
      headers: { ...bearer(admin.token).headers, 'content-type': 'application/json' },
      body: JSON.stringify({ description: 'More' }),
    })
    expect(await put.text()).not.toContain('Deep Sea Secret')
    // Hidden again: null leaves it to theme voting; then set once more.
    expect((await ctx.api.api.jams({ id: jam._id }).put({ theme: null }, bearer(admin.token))).data?.theme).toBeNull()
    await ctx.api.api.jams({ id: jam._id }).put({ theme: 'Deep Sea Secret' }, bearer(admin.token))
    await moveJam(ctx, jam._id, 'running')
    for (const answer of await answers()) {
      const body = await answer.text()
      expect(body).toContain('Deep Sea Secret')
    }
    const changed = await ctx.api.api.jams({ id: jam._id }).put({ theme: 'Other' }, bearer(admin.token))
    expect(changed.error?.value).toMatchObject({ message: expect.stringMatching(/theme cannot change/) })
  })

  test('the phase follows the times: upcoming, running, grace, voting, results', async () => {
    const jam = await createJam(ctx, admin.token)
    for (const phase of ['running', 'grace', 'voting', 'results', 'upcoming'] as const) {
      await moveJam(ctx, jam._id, phase)
      expect((await ctx.api.api.jams({ id: jam._id }).get()).data?.phase).toBe(phase)
    }
  })
})
