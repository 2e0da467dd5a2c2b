import { describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { signUpMaker } from '../../../test/games'
import { createJam, moveJam } from '../../../test/jams'
import { bearer, setupApp, signUp, signUpAdmin } from '../../../test/support'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)

const suggest = (jamId: string, token: string, text: string) =>
  ctx.api.api.jams({ id: jamId }).themes.post({ text }, bearer(token))
const vote = (jamId: string, themeId: string, token: string, value: 1 | 0 | -1) =>
  ctx.api.api.jams({ id: jamId }).themes({ themeId }).vote.put({ vote: value }, bearer(token))
const ideas = async (jamId: string, token: string) =>
  (await ctx.api.api.jams({ id: jamId }).themes.get(bearer(token))).data ?? []

describe('theme ideas', () => {
  test('a verified member suggests up to 3; 1–60 characters; duplicates in any case are 409', async () => {
    const jam = await createJam(ctx, admin.token, { themeVoting: true })
    const maker = await signUpMaker(ctx)
    const first = await suggest(jam._id, maker.token, '  Deep   Sea ')
    expect(first.status).toBe(201)
    expect(first.data).toMatchObject({ text: 'Deep Sea', mine: true, myVote: 0 })
    const other = await signUpMaker(ctx)
    const dup = await suggest(jam._id, other.token, 'DEEP sea')
    expect(dup.error?.status).toBe(409)
    expect(dup.error?.value).toMatchObject({ message: expect.stringMatching(/already/) })
    expect((await suggest(jam._id, maker.token, 'x'.repeat(61))).error?.status).toBe(422)
    expect((await suggest(jam._id, maker.token, '   ')).error?.status).toBe(422)
    expect((await suggest(jam._id, maker.token, 'x'.repeat(60))).status).toBe(201)
    expect((await suggest(jam._id, maker.token, 'Third')).status).toBe(201)
    const fourth = await suggest(jam._id, maker.token, 'Fourth')
    expect(fourth.error?.status).toBe(422)
    expect(fourth.error?.value).toMatchObject({ message: expect.stringMatching(/at most 3/) })
    expect((await ideas(jam._id, maker.token)).length).toBe(3)
  })

  test('signed out is 401; an unverified member is 403; an unknown jam is 404', async () => {
    const jam = await createJam(ctx, admin.token, { themeVoting: true })
    const unverified = await signUp(ctx)
    expect((await ctx.api.api.jams({ id: jam._id }).themes.post({ text: 'A' })).error?.status).toBe(401)
    expect((await suggest(jam._id, unverified.token, 'A')).error?.status).toBe(403)
    const maker = await signUpMaker(ctx)
    expect((await suggest(crypto.randomUUID(), maker.token, 'A')).error?.status).toBe(404)
    const idea = await suggest(jam._id, maker.token, 'Mine')
    expect((await vote(jam._id, idea.data?._id ?? '', unverified.token, 1)).error?.status).toBe(403)
    expect((await vote(jam._id, crypto.randomUUID(), maker.token, 1)).error?.status).toBe(404)
  })

  test('ideas and votes only while upcoming with theme voting on: 409 otherwise', async () => {
    const maker = await signUpMaker(ctx)
    const off = await createJam(ctx, admin.token)
    expect((await suggest(off._id, maker.token, 'Nope')).error?.status).toBe(409)
    const jam = await createJam(ctx, admin.token, { themeVoting: true })
    const idea = await suggest(jam._id, maker.token, 'Gravity')
    await moveJam(ctx, jam._id, 'running')
    const late = await suggest(jam._id, maker.token, 'Too late')
    expect(late.error?.status).toBe(409)
    expect((await vote(jam._id, idea.data?._id ?? '', maker.token, 1)).error?.status).toBe(409)
    await moveJam(ctx, jam._id, 'upcoming')
    await ctx.api.api.jams({ id: jam._id }).put({ themeVoting: false }, bearer(admin.token))
    expect((await vote(jam._id, idea.data?._id ?? '', maker.token, 1)).error?.status).toBe(409)
  })

  test('each person sees the ideas in an order of their own, with their own vote and no totals', async () => {
    const jam = await createJam(ctx, admin.token, { themeVoting: true })
    const makers = await Promise.all(Array.from({ length: 4 }, () => signUpMaker(ctx)))
    for (const [i, maker] of makers.entries())
      for (const n of [1, 2, 3]) expect((await suggest(jam._id, maker.token, `Idea ${i}-${n}`)).status).toBe(201)
    const [a, b] = makers as [(typeof makers)[0], (typeof makers)[0]]
    const seenByA = await ideas(jam._id, a.token)
    const seenByB = await ideas(jam._id, b.token)
    expect(seenByA.length).toBe(12)
    expect((await ideas(jam._id, a.token)).map((idea) => idea._id)).toEqual(seenByA.map((idea) => idea._id))
    expect(seenByB.map((idea) => idea._id)).not.toEqual(seenByA.map((idea) => idea._id))
    expect(new Set(seenByB.map((idea) => idea._id))).toEqual(new Set(seenByA.map((idea) => idea._id)))
    expect(seenByA.filter((idea) => idea.mine).length).toBe(3)
    const target = seenByA.find((idea) => !idea.mine)!
    expect((await vote(jam._id, target._id, a.token, 1)).data).toMatchObject({ _id: target._id, myVote: 1 })
    expect((await vote(jam._id, target._id, b.token, -1)).data?.myVote).toBe(-1)
    const again = await ctx.request(`/api/jams/${jam._id}/themes`, bearer(a.token))
    const text = await again.text()
    expect(again.headers.get('cache-control')).toBe('no-store')
    expect(Object.keys(JSON.parse(text)[0]).sort()).toEqual(['_id', 'mine', 'myVote', 'text'])
    expect(
      (JSON.parse(text) as { _id: string; myVote: number }[]).find((idea) => idea._id === target._id)?.myVote,
    ).toBe(1)
    expect((await vote(jam._id, target._id, a.token, 0)).data?.myVote).toBe(0)
    expect((await ctx.api.api.jams({ id: jam._id }).themes.get()).error?.status).toBe(401)
  })

  test('at startsAt the theme is the idea with the most votes (ties: the earliest); an admin’s theme wins', async () => {
    const jam = await createJam(ctx, admin.token, { themeVoting: true })
    const [a, b, c] = await Promise.all([signUpMaker(ctx), signUpMaker(ctx), signUpMaker(ctx)])
    const first = (await suggest(jam._id, a.token, 'First Idea')).data!
    const second = (await suggest(jam._id, b.token, 'Second Idea')).data!
    const third = (await suggest(jam._id, c.token, 'Third Idea')).data!
    // Second and third tie at +1; the earlier, second, wins. First is at -1.
    await vote(jam._id, second._id, a.token, 1)
    await vote(jam._id, third._id, a.token, 1)
    await vote(jam._id, first._id, b.token, -1)
    const before = await ctx.request(`/api/jams/${jam._id}`)
    const upcoming = await before.text()
    expect(JSON.parse(upcoming)).toMatchObject({ theme: null, themeSource: 'voting', counts: { themeIdeas: 3 } })
    for (const idea of ['First Idea', 'Second Idea', 'Third Idea']) expect(upcoming).not.toContain(idea)
    expect(before.headers.get('cache-control')).toBe('no-store')
    await moveJam(ctx, jam._id, 'running')
    expect((await ctx.api.api.jams({ id: jam._id }).get()).data?.theme).toBe('Second Idea')
    expect((await ctx.api.api.jams.get()).data?.find((one) => one._id === jam._id)?.theme).toBe('Second Idea')
    // Had the admin set one, theirs would be the theme.
    await ctx.database.db.execute(sql`update jams set theme = 'Admin Pick' where id = ${jam._id}`)
    expect((await ctx.api.api.jams({ id: jam._id }).get()).data?.theme).toBe('Admin Pick')
  })

  test('before the start anyone sees where the theme will come from, never the theme', async () => {
    const secret = 'Hidden Lanterns'
    const set = await createJam(ctx, admin.token, { theme: secret, themeVoting: true })
    const off = await createJam(ctx, admin.token, { themeVoting: false })
    const listed = await ctx.request('/api/jams')
    const text = await listed.text()
    expect(text).not.toContain(secret)
    const byId = new Map((JSON.parse(text) as { _id: string; themeSource: string | null }[]).map((j) => [j._id, j]))
    expect(byId.get(set._id)?.themeSource).toBe('organisers')
    expect(byId.get(off._id)?.themeSource).toBeNull()
    // An admin who clears the theme leaves it to voting again.
    await ctx.api.api.jams({ id: set._id }).put({ theme: null }, bearer(admin.token))
    expect((await ctx.api.api.jams({ id: set._id }).get()).data?.themeSource).toBe('voting')
  })

  test('with no ideas and no admin theme, the theme stays null', async () => {
    const jam = await createJam(ctx, admin.token, { themeVoting: true })
    await moveJam(ctx, jam._id, 'running')
    expect((await ctx.api.api.jams({ id: jam._id }).get()).data?.theme).toBeNull()
  })
})
