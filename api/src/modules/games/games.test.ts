import { describe, expect, test } from 'bun:test'
import { createGame, signUpMaker, uploadBuild } from '../../../test/games'
import { bearer, dataUrl, IMAGES, setupApp, signUp, signUpAdmin } from '../../../test/support'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const cover = dataUrl('image/png', IMAGES.png)

describe('games', () => {
  test('a verified member creates a draft, credited as its Creator; the slug comes from the title and is unique', async () => {
    const maker = await signUpMaker(ctx)
    const game = await createGame(ctx, maker.token, 'Space Cats 2: Return!')
    expect(game).toMatchObject({
      slug: 'space-cats-2-return',
      title: 'Space Cats 2: Return!',
      status: 'draft',
      build: null,
      jam: null,
      publishedAt: null,
      credits: [{ userId: maker.user._id, username: maker.user.username, role: 'Creator', accepted: true }],
    })
    const again = await createGame(ctx, maker.token, 'Space cats 2 — return')
    expect(again.slug).toBe('space-cats-2-return-2')
  })

  test('a path that cannot be a slug (a NUL byte, a space) is 404, never a database error', async () => {
    for (const path of ['/api/games/%00', '/api/games/a%00b', '/api/games/two%20words'])
      expect((await ctx.request(path)).status).toBe(404)
  })

  test('an unverified member cannot create a game; nobody signed out can', async () => {
    const unverified = await signUp(ctx)
    const { error } = await ctx.api.api.games.post({ title: 'Nope' }, bearer(unverified.token))
    expect(error?.status).toBe(403)
    const anonymous = await ctx.api.api.games.post({ title: 'Nope' })
    expect(anonymous.error?.status).toBe(401)
  })

  test('bad input is refused with a message: links must be http(s), at most 8 tags of 1 to 24 characters', async () => {
    const maker = await signUpMaker(ctx)
    for (const body of [
      { title: '' },
      { title: 'x', links: [{ label: 'itch', url: 'javascript:alert(1)' }] },
      { title: 'x', tags: Array.from({ length: 9 }, (_, i) => `t${i}`) },
      { title: 'x', tags: ['a'.repeat(25)] },
    ]) {
      const { error } = await ctx.api.api.games.post(body, bearer(maker.token))
      expect(error?.status).toBe(422)
      expect(error?.value).toMatchObject({ message: expect.any(String) })
    }
  })

  test('drafts are seen only by their makers and admins; publishing needs a cover or a build', async () => {
    const maker = await signUpMaker(ctx)
    const stranger = await signUpMaker(ctx)
    const game = await createGame(ctx, maker.token, 'Hidden Draft')
    expect((await ctx.api.api.games({ id: game.slug }).get()).error?.status).toBe(404)
    expect((await ctx.api.api.games({ id: game.slug }).get(bearer(stranger.token))).error?.status).toBe(404)
    expect((await ctx.api.api.games({ id: game.slug }).get(bearer(maker.token))).data?._id).toBe(game._id)
    expect((await ctx.api.api.games({ id: game.slug }).get(bearer(admin.token))).data?._id).toBe(game._id)

    const early = await ctx.api.api.games({ id: game._id }).put({ status: 'published' }, bearer(maker.token))
    expect(early.error?.status).toBe(422)
    const published = await ctx.api.api
      .games({ id: game._id })
      .put({ status: 'published', coverImage: cover }, bearer(maker.token))
    expect(published.data?.status).toBe('published')
    expect(published.data?.coverUrl).toMatch(/^\/api\/media\/[0-9a-f]{64}$/)
    expect(published.data?.publishedAt).toBeString()
    expect((await ctx.api.api.games({ id: game.slug }).get()).data?.title).toBe('Hidden Draft')
    // Strangers cannot edit.
    expect(
      (await ctx.api.api.games({ id: game._id }).put({ title: 'Mine' }, bearer(stranger.token))).error?.status,
    ).toBe(403)
  })

  test('a build alone is enough to publish; screenshots are data URLs or kept URLs, at most 8', async () => {
    const maker = await signUpMaker(ctx)
    const game = await createGame(ctx, maker.token, 'Build First')
    expect((await uploadBuild(ctx, maker.token, game._id)).status).toBe(201)
    const { data } = await ctx.api.api
      .games({ id: game._id })
      .put({ status: 'published', screenshots: [cover, dataUrl('image/gif', IMAGES.gif)] }, bearer(maker.token))
    expect(data?.status).toBe('published')
    expect(data?.screenshots).toHaveLength(2)
    const kept = await ctx.api.api
      .games({ id: game._id })
      .put({ screenshots: [data?.screenshots[1] ?? ''] }, bearer(maker.token))
    expect(kept.data?.screenshots).toEqual([data?.screenshots[1] ?? ''])
    const foreign = await ctx.api.api
      .games({ id: game._id })
      .put({ screenshots: ['https://evil.example/x.png'] }, bearer(maker.token))
    expect(foreign.error?.status).toBe(422)
    const tooMany = await ctx.api.api
      .games({ id: game._id })
      .put({ screenshots: Array.from({ length: 9 }, () => cover) }, bearer(maker.token))
    expect(tooMany.error?.status).toBe(422)
  })

  test('the list: published only, newest first, with search, tag, limit and offset', async () => {
    const maker = await signUpMaker(ctx)
    const ids: string[] = []
    for (const [title, tags] of [
      ['Zeta Quest', ['rpg']],
      ['Zeta Racer', ['racing', 'Arcade']],
      ['Zeta Draft', ['rpg']],
    ] as const) {
      const game = await createGame(ctx, maker.token, title)
      await ctx.api.api.games({ id: game._id }).put({ tags: [...tags] }, bearer(maker.token))
      if (title !== 'Zeta Draft')
        await ctx.api.api.games({ id: game._id }).put({ status: 'published', coverImage: cover }, bearer(maker.token))
      ids.push(game._id)
    }
    const { data } = await ctx.api.api.games.get({ query: { q: 'zeta' } })
    expect(data?.games.map((g) => g.title)).toEqual(['Zeta Racer', 'Zeta Quest'])
    expect(data?.total).toBe(2)
    const tagged = await ctx.api.api.games.get({ query: { q: 'zeta', tag: 'arcade' } })
    expect(tagged.data?.games.map((g) => g.title)).toEqual(['Zeta Racer'])
    const paged = await ctx.api.api.games.get({ query: { q: 'zeta', limit: 1, offset: 1 } })
    expect(paged.data).toMatchObject({ total: 2, games: [{ title: 'Zeta Quest' }] })
    expect((await ctx.api.api.games.get({ query: { limit: 51 } })).error?.status).toBe(422)
    expect((await ctx.api.api.games.get({ query: { limit: 0 } })).error?.status).toBe(422)
  })

  test('credits: invite by username, accept, remove; pending credits only for insiders; the Creator stays', async () => {
    const maker = await signUpMaker(ctx)
    const artist = await signUp(ctx)
    const game = await createGame(ctx, maker.token, 'Team Game')
    await ctx.api.api.games({ id: game._id }).put({ status: 'published', coverImage: cover }, bearer(maker.token))
    const invited = await ctx.api.api
      .games({ id: game._id })
      .credits.post({ username: artist.user.username.toUpperCase(), role: 'Art' }, bearer(maker.token))
    expect(invited.status).toBe(201)
    expect(invited.data?.credits.map((c) => [c.username, c.role, c.accepted])).toEqual([
      [maker.user.username, 'Creator', true],
      [artist.user.username, 'Art', false],
    ])
    const again = await ctx.api.api
      .games({ id: game._id })
      .credits.post({ username: artist.user.username, role: 'Art' }, bearer(maker.token))
    expect(again.error?.status).toBe(409)
    const nobody = await ctx.api.api
      .games({ id: game._id })
      .credits.post({ username: 'no_such_person', role: 'Art' }, bearer(maker.token))
    expect(nobody.error?.status).toBe(404)
    // The public sees accepted credits only; the invitee sees the game among theirs.
    expect((await ctx.api.api.games({ id: game.slug }).get()).data?.credits).toHaveLength(1)
    const mine = await ctx.api.api.user.games.get(bearer(artist.token))
    expect(mine.data?.map((g) => g._id)).toContain(game._id)
    // A pending invitee cannot edit or invite yet.
    expect((await ctx.api.api.games({ id: game._id }).put({ title: 'x' }, bearer(artist.token))).error?.status).toBe(
      403,
    )
    const accepted = await ctx.api.api.games({ id: game._id }).credits.accept.post({}, bearer(artist.token))
    expect(accepted.data?.credits[1]?.accepted).toBe(true)
    expect((await ctx.api.api.games({ id: game.slug }).get()).data?.credits).toHaveLength(2)
    expect((await ctx.api.api.games({ id: game._id }).put({ tagline: 'now' }, bearer(artist.token))).status).toBe(200)
    // Nobody removes the Creator; the artist may not remove the Creator nor be removed by strangers.
    const creatorGone = await ctx.api.api
      .games({ id: game._id })
      .credits({ userId: maker.user._id })
      .delete({}, bearer(admin.token))
    expect(creatorGone.error?.status).toBe(403)
    const stranger = await signUpMaker(ctx)
    const byStranger = await ctx.api.api
      .games({ id: game._id })
      .credits({ userId: artist.user._id })
      .delete({}, bearer(stranger.token))
    expect(byStranger.error?.status).toBe(403)
    const self = await ctx.api.api
      .games({ id: game._id })
      .credits({ userId: artist.user._id })
      .delete({}, bearer(artist.token))
    expect(self.data?.credits).toHaveLength(1)
    const notInvited = await ctx.api.api.games({ id: game._id }).credits.accept.post({}, bearer(stranger.token))
    expect(notInvited.error?.status).toBe(404)
  })

  test('only an admin hides a game, with a reason its makers see; the public gets 404', async () => {
    const maker = await signUpMaker(ctx)
    const game = await createGame(ctx, maker.token, 'Hide Me')
    await ctx.api.api.games({ id: game._id }).put({ status: 'published', coverImage: cover }, bearer(maker.token))
    expect(
      (await ctx.api.api.games({ id: game._id }).put({ status: 'hidden' }, bearer(maker.token))).error?.status,
    ).toBe(403)
    const hidden = await ctx.api.api
      .games({ id: game._id })
      .put({ status: 'hidden', hiddenReason: 'Copyrighted music' }, bearer(admin.token))
    expect(hidden.data).toMatchObject({ status: 'hidden', hiddenReason: 'Copyrighted music' })
    expect((await ctx.api.api.games({ id: game.slug }).get()).error?.status).toBe(404)
    expect((await ctx.api.api.games({ id: game.slug }).get(bearer(maker.token))).data?.hiddenReason).toBe(
      'Copyrighted music',
    )
    // The makers cannot lift it.
    expect(
      (await ctx.api.api.games({ id: game._id }).put({ status: 'published' }, bearer(maker.token))).error?.status,
    ).toBe(403)
    const restored = await ctx.api.api.games({ id: game._id }).put({ status: 'published' }, bearer(admin.token))
    expect(restored.data).toMatchObject({ status: 'published', hiddenReason: null })
  })

  test('delete: the Creator or an admin; the game is gone at once', async () => {
    const maker = await signUpMaker(ctx)
    const artist = await signUp(ctx)
    const game = await createGame(ctx, maker.token, 'Short Lived')
    await ctx.api.api
      .games({ id: game._id })
      .credits.post({ username: artist.user.username, role: 'Music' }, bearer(maker.token))
    await ctx.api.api.games({ id: game._id }).credits.accept.post({}, bearer(artist.token))
    expect((await ctx.api.api.games({ id: game._id }).delete({}, bearer(artist.token))).error?.status).toBe(403)
    const deleted = await ctx.api.api.games({ id: game._id }).delete({}, bearer(maker.token))
    expect(deleted.data).toEqual({ message: 'Game deleted' })
    expect((await ctx.api.api.games({ id: game.slug }).get(bearer(maker.token))).error?.status).toBe(404)
    expect((await ctx.api.api.games({ id: game._id }).delete({}, bearer(maker.token))).error?.status).toBe(404)
    expect((await ctx.api.api.user.games.get(bearer(maker.token))).data?.map((g) => g._id)).not.toContain(game._id)
    expect((await ctx.api.api.games({ id: 'not-a-uuid' }).put({ title: 'x' }, bearer(maker.token))).error?.status).toBe(
      404,
    )
  })
})
