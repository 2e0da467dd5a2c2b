import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { createGame, signUpMaker } from '../../../test/games'
import { bearer, dataUrl, IMAGES, setupApp, signUp, signUpAdmin } from '../../../test/support'
import { users } from '../../db/schema'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const cover = dataUrl('image/png', IMAGES.png)

const publish = async (token: string, gameId: string) => {
  const { error } = await ctx.api.api
    .games({ id: gameId })
    .put({ status: 'published', coverImage: cover }, bearer(token))
  if (error) throw new Error(`publish failed: ${error.status}`)
}

const page = (username: string) => ctx.api.api.members({ username }).get()

describe('a member’s public page', () => {
  test('anyone reads it without a token: exactly username, picture, level, rank and games', async () => {
    const maker = await signUpMaker(ctx)
    await ctx.api.api.user.profile.put(
      { profilePicture: cover, bio: 'I make cats', college: 'DTU' },
      bearer(maker.token),
    )
    await ctx.api.api.admin
      .users({ id: maker.user._id })
      ['exp-adjustments'].post({ amount: 300, note: 'Ran the jam' }, bearer(admin.token))
    const { data, error, status } = await page(maker.user.username)
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(Object.keys(data ?? {}).sort()).toEqual(['games', 'level', 'profilePicture', 'rank', 'username'])
    // Level and rank as the profile and the leaderboard compute them, from the total EXP.
    const profile = (await ctx.api.api.user.profile.get(bearer(maker.token))).data
    expect(data).toEqual({
      username: maker.user.username,
      profilePicture: profile?.profilePicture ?? null,
      level: profile?.level ?? -1,
      rank: profile?.rank ?? '',
      games: [],
    })
    expect(data).toMatchObject({ level: 3, rank: 'Apprentice' })
    expect(JSON.stringify(data)).not.toContain(maker.input.email)
  })

  test('the username in any case finds the member', async () => {
    const maker = await signUpMaker(ctx)
    const { data } = await page(maker.user.username.toUpperCase())
    expect(data?.username).toBe(maker.user.username)
  })

  test('games: the published ones with an accepted credit, newest first, in the shape GET /api/games lists them', async () => {
    const maker = await signUpMaker(ctx)
    const coMaker = await signUpMaker(ctx)
    const older = await createGame(ctx, maker.token, 'Older Cats')
    const newer = await createGame(ctx, maker.token, 'Newer Cats')
    const draft = await createGame(ctx, maker.token, 'Draft Cats')
    const hidden = await createGame(ctx, maker.token, 'Hidden Cats')
    await publish(maker.token, older._id)
    await publish(maker.token, newer._id)
    await publish(maker.token, hidden._id)
    await ctx.api.api.games({ id: hidden._id }).put({ status: 'hidden', hiddenReason: 'Not ours' }, bearer(admin.token))
    // The co-maker accepts on the newer game and is only invited to the older one.
    await ctx.api.api
      .games({ id: newer._id })
      .credits.post({ username: coMaker.user.username, role: 'Art' }, bearer(maker.token))
    await ctx.api.api.games({ id: newer._id }).credits.accept.post(undefined, bearer(coMaker.token))
    await ctx.api.api
      .games({ id: older._id })
      .credits.post({ username: coMaker.user.username, role: 'Music' }, bearer(maker.token))

    const mine = (await page(maker.user.username)).data
    expect(mine?.games.map((game) => game.slug)).toEqual([newer.slug, older.slug])
    expect(mine?.games.map((game) => game.slug)).not.toContain(draft.slug)
    const listed = (await ctx.api.api.games.get({ query: { limit: 50 } })).data?.games ?? []
    for (const game of mine?.games ?? [])
      expect(game).toEqual(listed.find((one) => one._id === game._id) as typeof game)
    // As anyone sees the game: the invitation is not shown, the accepted co-maker is.
    const newerCard = mine?.games[0]
    expect(newerCard?.credits.map((credit) => [credit.username, credit.accepted])).toEqual([
      [maker.user.username, true],
      [coMaker.user.username, true],
    ])
    expect(mine?.games[1]?.credits.map((credit) => credit.username)).toEqual([maker.user.username])

    const theirs = (await page(coMaker.user.username)).data
    expect(theirs?.games.map((game) => game.slug)).toEqual([newer.slug])

    // A game deleted or unpublished leaves the page.
    await ctx.api.api.games({ id: newer._id }).put({ status: 'draft' }, bearer(maker.token))
    await ctx.api.api.games({ id: older._id }).delete(undefined, bearer(maker.token))
    expect((await page(maker.user.username)).data?.games).toEqual([])
  })

  test('a member hidden from the leaderboard keeps the page, without level and rank', async () => {
    const maker = await signUpMaker(ctx)
    await ctx.api.api.user.profile.put({ showOnLeaderboard: false }, bearer(maker.token))
    const { data } = await page(maker.user.username)
    expect(data).toEqual({ username: maker.user.username, profilePicture: null, level: null, rank: null, games: [] })
  })

  test('an account whose email is not verified has its page too: a credit never leads nowhere', async () => {
    const unverified = await signUp(ctx)
    const { data, error } = await page(unverified.user.username)
    expect(error).toBeNull()
    expect(data?.username).toBe(unverified.user.username)
  })

  test('404 Member not found: nobody by that name, a deleted account', async () => {
    const deleted = await signUpMaker(ctx)
    await ctx.database.db.delete(users).where(eq(users.id, deleted.user._id))
    for (const username of ['nobody_by_this_name', deleted.user.username, 'x'.repeat(200)]) {
      const { error } = await page(username)
      expect(error?.status).toBe(404)
      expect(error?.value).toEqual({ message: 'Member not found' })
    }
  })
})
