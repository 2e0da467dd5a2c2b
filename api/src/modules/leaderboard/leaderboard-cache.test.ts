/**
 * The leaderboard's copy (decision 0160): every change of what it shows moves its version in the
 * writer's transaction; a change through this process shows at once, through another process (or
 * straight into the database) within MAX_AGE_MS; registrations, cancellations and adjustments move
 * both periods.
 */
import { describe, expect, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import { registerAs, unregisterAs } from '../../../test/roster'
import { insertExpEntry, insertUser } from '../../../test/rows'
import {
  bearer,
  buildContext,
  createEvent,
  insertMembers,
  onPostgres,
  setupApp,
  signUpAdmin,
} from '../../../test/support'
import { users } from '../../db/schema'
import { MAX_AGE_MS } from '../../lib/checked-copy'
import { leaderboardCache } from './leaderboard-cache'
import { leaderboardVersion } from './standings'

const one = await setupApp()
// A second app on the same database, with its own copy: as a second API process would be.
const two = buildContext(one.database)
const db = one.database.db
const admin = await signUpAdmin(one)

type Answer = { total: number; entries: { _id: string; exp: number }[]; me?: { position: number | null; exp: number } }
const board = async (ctx: typeof one, period: 'all' | 'semester', token?: string) => {
  const response = await ctx.request(`/api/leaderboard?period=${period}&limit=100`, token ? bearer(token) : {})
  expect(response.status).toBe(200)
  return (await response.json()) as Answer
}
/** The user's EXP as each period lists it (undefined: not listed). */
const listed = async (ctx: typeof one, userId: string) => {
  const exp = async (period: 'all' | 'semester') =>
    (await board(ctx, period)).entries.find((entry) => entry._id === userId)?.exp
  return { all: await exp('all'), semester: await exp('semester') }
}
const aged = () => Bun.sleep(MAX_AGE_MS + 20)

describe('through the API', () => {
  test('a registration, its cancellation and an adjustment move both periods, here at once and elsewhere within the bound', async () => {
    const event = await createEvent(one, admin.token, { pointsAwarded: 40 })
    const [member] = await insertMembers(one, 1)
    const id = member!.user._id
    expect(await listed(one, id)).toEqual({ all: undefined, semester: undefined })
    expect(await listed(two, id)).toEqual({ all: undefined, semester: undefined }) // both copies confirmed
    expect((await registerAs(one, event._id, member!.token)).status).toBe(201)
    expect(await listed(one, id)).toEqual({ all: 40, semester: 40 })
    await aged()
    expect(await listed(two, id)).toEqual({ all: 40, semester: 40 })

    expect((await unregisterAs(two, event._id, member!.token)).status).toBe(200)
    expect(await listed(two, id)).toEqual({ all: undefined, semester: undefined })
    expect((await board(two, 'semester', member!.token)).me).toEqual({ position: null, exp: 0 })
    await aged()
    expect(await listed(one, id)).toEqual({ all: undefined, semester: undefined })

    const adjusted = await one.api.api.admin
      .users({ id })
      ['exp-adjustments'].post({ amount: 75, note: 'Ran the jam desk' }, bearer(admin.token))
    expect(adjusted.status).toBe(201)
    expect(await listed(one, id)).toEqual({ all: 75, semester: 75 })
  })

  test('a check-in’s EXP shows at once on the process that made it (a scan and a self check-in)', async () => {
    const soon = new Date(Date.now() + 30 * 60_000).toISOString()
    const event = await createEvent(one, admin.token, { date: soon, expOn: 'attendance', pointsAwarded: 30 })
    const [scanned, self] = await insertMembers(one, 2)
    for (const member of [scanned!, self!]) expect((await registerAs(one, event._id, member.token)).status).toBe(201)
    expect(await listed(one, scanned!.user._id)).toEqual({ all: undefined, semester: undefined }) // the copy, confirmed
    const scan = await one.api.api
      .events({ id: event._id })
      ['check-ins'].post({ userId: scanned!.user._id, nonce: crypto.randomUUID() }, bearer(admin.token))
    expect(scan.status).toBe(201)
    expect(await listed(one, scanned!.user._id)).toEqual({ all: 30, semester: 30 })

    const { data: code } = await one.api.api.events({ id: event._id })['check-in-code'].get(bearer(admin.token))
    const checkedIn = await one.api.api
      .registrations({ eventId: event._id })
      ['check-in'].post({ code: code!.code }, bearer(self!.token))
    expect(checkedIn.status).toBe(201)
    expect(await listed(one, self!.user._id)).toEqual({ all: 30, semester: 30 })
  })

  test('a new username shows at once on the process that took it', async () => {
    const [member] = await insertMembers(one, 1)
    await insertExpEntry(db, member!.user._id, 10, new Date())
    await aged()
    await board(one, 'all') // the copy is now confirmed with the old name
    const renamed = await one.api.api.user.profile.put({ username: 'renamed_star' }, bearer(member!.token))
    expect(renamed.status).toBe(200)
    const entry = (await board(one, 'all')).entries.find((row) => row._id === member!.user._id)
    expect(entry).toMatchObject({ username: 'renamed_star' })
  })
})

describe("the leaderboard's version", () => {
  test('moves with every change of what the board shows, whoever writes it; not with anything else', async () => {
    const id = await insertUser(db)
    const moves = async (change: () => Promise<unknown>) => {
      const before = await leaderboardVersion(db)
      await change()
      return (await leaderboardVersion(db)) > before
    }
    const set = (values: Partial<typeof users.$inferInsert>) => db.update(users).set(values).where(eq(users.id, id))
    expect(await moves(() => insertUser(db))).toBe(true)
    expect(await moves(() => insertExpEntry(db, id, 5, new Date()))).toBe(true)
    expect(await moves(() => set({ username: 'versioned_name' }))).toBe(true)
    expect(await moves(() => set({ profilePicture: '/api/media/abc' }))).toBe(true)
    expect(await moves(() => set({ showOnLeaderboard: false }))).toBe(true)
    expect(await moves(() => set({ tokenVersion: 1 }))).toBe(true) // old tokens lose their own row
    expect(await moves(() => set({ leaderboardVersion: 1 }))).toBe(true) // setting it by hand cannot take it back
    expect(await moves(() => set({ bio: 'Level designer', college: 'DTU', updatedAt: new Date() }))).toBe(false)
    expect(await moves(() => set({ username: 'versioned_name' }))).toBe(false) // the same value is no change
    expect(await moves(() => db.select().from(users))).toBe(false)
    // Deleting a user (their ledger goes with them) never takes the sum back.
    expect(await moves(() => db.delete(users).where(eq(users.id, id)))).toBe(true)
  })

  // PGlite has one connection: only a server can show two transactions not waiting on each other.
  test.skipIf(!onPostgres)('an EXP change of one student locks no row another student’s change needs', async () => {
    const [a, b] = [await insertUser(db), await insertUser(db)]
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ exp: sql`${users.exp} + 1` })
        .where(eq(users.id, a))
      // Inside the first transaction, still open: a second connection changes another student.
      await Promise.race([
        db.update(users).set({ username: 'not_waiting' }).where(eq(users.id, b)),
        Bun.sleep(2_000).then(() => {
          throw new Error('the second update waited for the first transaction')
        }),
      ])
      await tx
        .update(users)
        .set({ exp: sql`${users.exp} - 1` })
        .where(eq(users.id, a))
    })
  })
})

describe('the copy', () => {
  test('a write straight into the database shows once the copy has aged; a deleted student leaves', async () => {
    const id = await insertUser(db)
    await insertExpEntry(db, id, 3, new Date())
    await aged()
    expect(await listed(one, id)).toEqual({ all: 3, semester: 3 })
    await insertExpEntry(db, id, 4, new Date())
    await aged()
    expect(await listed(one, id)).toEqual({ all: 7, semester: 7 })
    await db.delete(users).where(eq(users.id, id))
    await aged()
    expect(await listed(one, id)).toEqual({ all: undefined, semester: undefined })
  })

  test('the bound is real: within the age a copy may be served, after written() never', async () => {
    const options = { timeZone: 'Asia/Kolkata', now: () => new Date() }
    const cache = leaderboardCache(db, { ...options, maxAgeMs: 60_000 })
    const id = await insertUser(db)
    await insertExpEntry(db, id, 9, new Date())
    const request = { period: 'all' as const, limit: 100, offset: 0, session: { userId: id, version: 0 } }
    const me = async (of: typeof cache) => (JSON.parse(await of.json(request)) as Answer).me
    expect(await me(cache)).toMatchObject({ exp: 9 })
    await insertExpEntry(db, id, 1, new Date())
    expect(await me(cache)).toMatchObject({ exp: 9 }) // another writer, within the age
    cache.written()
    expect(await me(cache)).toMatchObject({ exp: 10 })
    const strict = leaderboardCache(db, { ...options, maxAgeMs: 0 })
    expect(await me(strict)).toMatchObject({ exp: 10 })
    await insertExpEntry(db, id, 1, new Date())
    expect(await me(strict)).toMatchObject({ exp: 11 })
  })
})
