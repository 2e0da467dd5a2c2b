/**
 * GET /api/leaderboard (docs/api.md#leaderboard): ranking, ties, pages, `me`, the setting that hides
 * a student, the periods at a semester boundary with a fixed clock, and refused parameters.
 * Each scenario has a database of its own, so every listed student is one the test made.
 */
import { describe, expect, test } from 'bun:test'
import { Value } from '@sinclair/typebox/value'
import { eq } from 'drizzle-orm'
import { insertExpEntry } from '../../../test/rows'
import { bearer, buildContext, onPostgres, secondApp, setupApp, type TestContext } from '../../../test/support'
import { claims, makeToken } from '../../../test/tokens'
import { users } from '../../db/schema'
import { MAX_AGE_MS } from '../../lib/checked-copy'
import { issueAccountToken } from '../auth/account-tokens'
import { Leaderboard } from './model'

/** A student written straight into the database with `exp` granted now (or at `at`). */
async function student(ctx: TestContext, username: string, exp = 0, at = new Date()) {
  const id = Bun.randomUUIDv7()
  await ctx.database.db.insert(users).values({ id, username, email: `${username.toLowerCase()}@board.test` })
  if (exp !== 0) await insertExpEntry(ctx.database.db, id, exp, at)
  return { id, token: makeToken(claims(id)) }
}

/** The answer, checked against the documented schema. */
async function board(ctx: TestContext, query = '', token?: string): Promise<Leaderboard> {
  const response = await ctx.request(`/api/leaderboard${query && `?${query}`}`, token ? bearer(token) : {})
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toStartWith('application/json')
  const body = await response.json()
  if (!Value.Check(Leaderboard, body)) throw new Error(`not a leaderboard answer: ${JSON.stringify(body)}`)
  return body
}
const rows = (answer: Leaderboard) => answer.entries.map((entry) => [entry.position, entry.username, entry.exp])

describe('ranking', async () => {
  const ctx = await setupApp()
  const ann = await student(ctx, 'ann', 500)
  await student(ctx, 'Zoe', 300)
  await student(ctx, 'bob', 300)
  const cat = await student(ctx, 'cat', 100)
  const dan = await student(ctx, 'dan')
  const eve = await student(ctx, 'eve', 50)
  await insertExpEntry(ctx.database.db, eve.id, -50, new Date())

  test('EXP descending, equal EXP share a position and the next skips, names case-insensitively; only EXP > 0', async () => {
    const answer = await board(ctx)
    expect(answer).toMatchObject({ period: 'all', from: null, to: null, total: 4 })
    expect(rows(answer)).toEqual([
      [1, 'ann', 500],
      [2, 'bob', 300],
      [2, 'Zoe', 300],
      [4, 'cat', 100],
    ])
    expect(answer.entries[0]).toEqual({
      position: 1,
      _id: ann.id,
      username: 'ann',
      profilePicture: null,
      level: 4,
      rank: 'Apprentice',
      exp: 500,
    })
    expect(answer.me).toBeUndefined()
  })

  test('pages cut the same order; total counts everyone; me stays visible off the page', async () => {
    expect(rows(await board(ctx, 'limit=2'))).toEqual([
      [1, 'ann', 500],
      [2, 'bob', 300],
    ])
    const second = await board(ctx, 'limit=2&offset=2', cat.token)
    expect(rows(second)).toEqual([
      [2, 'Zoe', 300],
      [4, 'cat', 100],
    ])
    expect(second.total).toBe(4)
    const first = await board(ctx, 'limit=1', cat.token)
    expect(rows(first)).toEqual([[1, 'ann', 500]])
    expect(first.me).toEqual({ position: 4, exp: 100 })
    expect(await board(ctx, 'offset=4')).toMatchObject({ total: 4, entries: [] })
    expect((await board(ctx, '', dan.token)).me).toEqual({ position: null, exp: 0 })
    expect((await board(ctx, '', eve.token)).me).toEqual({ position: null, exp: 0 })
  })

  test('a token that does not sign anyone in is answered as to anyone (no me), never 401', async () => {
    const gone = await student(ctx, 'gone', 10)
    await ctx.database.db.delete(users).where(eq(users.id, gone.id))
    const older = await student(ctx, 'older', 20)
    await ctx.database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, older.id)) // a password reset
    await Bun.sleep(MAX_AGE_MS + 20) // written straight into the database: the total may be that far behind
    const tokens = [
      'garbage',
      makeToken(claims(ann.id), { secret: 'another-secret-long-enough-0123456789' }),
      makeToken(claims(ann.id, { exp: Math.floor(Date.now() / 1000) - 5 })),
      makeToken(claims(crypto.randomUUID())),
      gone.token,
      older.token,
    ]
    for (const token of tokens) {
      const answer = await board(ctx, '', token)
      expect(answer.me).toBeUndefined()
      expect(answer.total).toBe(5)
    }
    expect((await board(ctx, '', makeToken(claims(older.id, { ver: 1 })))).me).toEqual({ position: 5, exp: 20 })
  })
})

describe('a revoked token gets no own row, not even for a moment (decision 0192)', async () => {
  const ctx = await setupApp()
  const other = await secondApp(ctx)
  await student(ctx, 'ann', 500)
  // Everyone is in the database before either process first reads the board.
  const bob = await student(ctx, 'bob', 300)
  const cat = await student(ctx, 'cat', 100)
  const processes = onPostgres ? 'in both API processes' : 'in the one process PGlite has'

  /** Both processes hold a copy that knows the token and have just confirmed it. */
  async function warm(token: string, me: { position: number; exp: number }) {
    for (const app of [ctx, other]) expect((await board(app, '', token)).me).toEqual(me)
  }

  test(`a token version raised in the database (another process's reset) counts at once ${processes}`, async () => {
    await warm(bob.token, { position: 2, exp: 300 })
    await ctx.database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, bob.id))
    for (const app of [ctx, other]) expect((await board(app, '', bob.token)).me).toBeUndefined()
  })

  test(`right after a password reset the old token is answered as anyone ${processes}; the new one has its row`, async () => {
    await warm(cat.token, { position: 3, exp: 100 })
    const link = await issueAccountToken(ctx.database.db, { id: cat.id, email: 'cat@board.test' }, 'reset_password')
    const reset = await ctx.request('/api/auth/reset-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link, password: 'a-new-secret' }),
    })
    expect(reset.status).toBe(200)
    for (const app of [ctx, other]) {
      const answer = await board(app, '', cat.token)
      expect(answer.me).toBeUndefined()
      expect(answer.total).toBe(3)
    }
    const { token } = (await reset.json()) as { token: string }
    expect((await board(ctx, '', token)).me).toEqual({ position: 3, exp: 100 })
  })
})

describe('hiding from the leaderboard', async () => {
  const ctx = await setupApp()
  const ann = await student(ctx, 'ann', 500)
  const zoe = await student(ctx, 'Zoe', 300)
  await student(ctx, 'bob', 300)
  await student(ctx, 'cat', 100)
  const setting = (token: string, showOnLeaderboard: unknown) =>
    ctx.request('/api/user/profile', {
      method: 'PUT',
      headers: { ...bearer(token).headers, 'content-type': 'application/json' },
      body: JSON.stringify({ showOnLeaderboard }),
    })

  test('showOnLeaderboard is true by default and set through PUT /api/user/profile', async () => {
    expect((await ctx.api.api.user.profile.get(bearer(ann.token))).data?.showOnLeaderboard).toBe(true)
    const refused = await setting(ann.token, 'no')
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({ message: 'Show me on the leaderboard must be true or false' })
    const hidden = await setting(zoe.token, false)
    expect(hidden.status).toBe(200)
    expect(((await hidden.json()) as { showOnLeaderboard: boolean }).showOnLeaderboard).toBe(false)
  })

  test('a hidden student is absent from every period, page and total; the others close the gap', async () => {
    for (const period of ['all', 'semester']) {
      const answer = await board(ctx, `period=${period}`)
      expect(rows(answer)).toEqual([
        [1, 'ann', 500],
        [2, 'bob', 300],
        [3, 'cat', 100],
      ])
      expect(answer.total).toBe(3)
      for (let offset = 0; offset < 4; offset++) {
        const page = await board(ctx, `period=${period}&limit=1&offset=${offset}`)
        expect(page.entries.map((entry) => entry._id)).not.toContain(zoe.id)
        expect(page.total).toBe(3)
      }
      // They still see their own EXP, unranked.
      expect((await board(ctx, `period=${period}`, zoe.token)).me).toEqual({ position: null, exp: 300 })
    }
  })

  test('showing again puts them back where their EXP places them', async () => {
    expect((await setting(zoe.token, true)).status).toBe(200)
    expect(rows(await board(ctx, 'period=semester'))).toEqual([
      [1, 'ann', 500],
      [2, 'bob', 300],
      [2, 'Zoe', 300],
      [4, 'cat', 100],
    ])
    expect((await board(ctx, '', zoe.token)).me).toEqual({ position: 2, exp: 300 })
  })
})

describe('periods at a semester boundary (fixed clocks)', async () => {
  const ctx = await setupApp()
  // 1 July 2026, 00:00 IST is 30 June 2026, 18:30 UTC.
  const boundary = new Date('2026-07-01T00:00:00+05:30')
  const lastOfSpring = new Date(boundary.getTime() - 1)
  const before = buildContext(ctx.database, {}, { now: () => lastOfSpring })
  const after = buildContext(ctx.database, {}, { now: () => boundary })
  await student(ctx, 'early', 100, new Date('2025-12-31T18:29:59.999Z')) // last instant of 2025 in IST
  await student(ctx, 'spring', 200, lastOfSpring)
  await student(ctx, 'summer', 300, boundary)
  const both = await student(ctx, 'both', 50, new Date('2026-06-15T10:00:00+05:30'))
  await insertExpEntry(ctx.database.db, both.id, -20, new Date('2026-07-02T10:00:00+05:30'))

  test('the last millisecond of June in India is the spring semester', async () => {
    const answer = await board(before, 'period=semester', both.token)
    expect(answer).toMatchObject({
      period: 'semester',
      from: '2025-12-31T18:30:00.000Z',
      to: '2026-06-30T18:30:00.000Z',
    })
    expect(rows(answer)).toEqual([
      [1, 'spring', 200],
      [2, 'both', 50],
    ])
    expect(answer.me).toEqual({ position: 2, exp: 50 })
  })

  test('midnight of 1 July in India starts the next one; a period whose sum is not positive lists nobody', async () => {
    const answer = await board(after, 'period=semester', both.token)
    expect(answer).toMatchObject({ from: '2026-06-30T18:30:00.000Z', to: '2026-12-31T18:30:00.000Z', total: 1 })
    expect(rows(answer)).toEqual([[1, 'summer', 300]])
    // Level and rank come from the total, whatever the period.
    expect(answer.entries[0]).toMatchObject({ level: 3, rank: 'Apprentice' })
    expect(answer.me).toEqual({ position: null, exp: -20 })
  })

  test('all time counts every entry, and has no bounds', async () => {
    for (const clock of [before, after])
      expect(rows(await board(clock))).toEqual([
        [1, 'summer', 300],
        [2, 'spring', 200],
        [3, 'early', 100],
        [4, 'both', 30],
      ])
  })
})

describe('refused parameters: 422 naming the field, never clamped', async () => {
  const ctx = await setupApp()
  test.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=1.5', 'limit must be a whole number from 1 to 100'],
    ['limit=ten', 'limit must be a whole number from 1 to 100'],
    ['limit=', 'limit must be a whole number from 1 to 100'],
    ['offset=-1', 'offset must be a whole number from 0 to 2147483647'],
    ['offset=2147483648', 'offset must be a whole number from 0 to 2147483647'],
    ['period=week', 'period must be all or semester'],
    ['period=ALL', 'period must be all or semester'],
    ['period=', 'period must be all or semester'],
  ])('%s → 422', async (query, message) => {
    const response = await ctx.request(`/api/leaderboard?${query}`)
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ message })
  })

  test('the defaults: all time, 50 from the top', async () => {
    for (let i = 0; i < 51; i++) await student(ctx, `player${String(i).padStart(2, '0')}`, 1000 - i)
    const answer = await board(ctx)
    expect(answer.entries).toHaveLength(50)
    expect(answer.total).toBe(51)
    expect(answer.entries.at(-1)?.username).toBe('player49')
    expect((await board(ctx, 'limit=100&offset=50')).entries.map((entry) => entry.username)).toEqual(['player50'])
  })
})
