/**
 * "Exactly once, whatever the concurrency" (docs/api.md#registrations, docs/decisions/0002): many requests at
 * the same moment, then the rows themselves are counted. On PostgreSQL they really run in
 * parallel on a pool of connections; on PGlite they interleave on one.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { databaseViolations } from '../../../test/db-checks'
import {
  bearer,
  createEvent,
  insertMembers,
  setupApp,
  signUp,
  signUpAdmin,
  tally,
  uniqueUser,
} from '../../../test/support'
import { events, expLedger, registrations, users } from '../../db/schema'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const db = ctx.database.db
const PARALLEL = 50
/** Generous: the machine may be busy, and sign-ups hash passwords. */
const HEAVY_MS = 30_000

const register = (eventId: string, token: string) =>
  ctx.api.api.registrations({ eventId }).post(undefined, bearer(token))

describe('concurrent registrations', () => {
  test(
    `${PARALLEL} at once for one user and one event: one 201, the rest 409, one row, one award`,
    async () => {
      const event = await createEvent(ctx, admin.token, { pointsAwarded: 70 })
      const { token, user } = await signUp(ctx)
      const results = await Promise.all(Array.from({ length: PARALLEL }, () => register(event._id, token)))
      expect(tally(results.map((r) => r.status))).toEqual({ 201: 1, 409: PARALLEL - 1 })
      const rows = await db
        .select()
        .from(registrations)
        .where(and(eq(registrations.userId, user._id), eq(registrations.eventId, event._id)))
      expect(rows).toHaveLength(1)
      expect(await db.select().from(expLedger).where(eq(expLedger.userId, user._id))).toHaveLength(1)
      const [row] = await db.select({ exp: users.exp }).from(users).where(eq(users.id, user._id))
      expect(row?.exp).toBe(70)
    },
    HEAVY_MS,
  )

  test(
    `${PARALLEL} users at once for one event: ${PARALLEL} registrations, ${PARALLEL} awards, each EXP right`,
    async () => {
      const event = await createEvent(ctx, admin.token, { pointsAwarded: 35 })
      const members = await insertMembers(ctx, PARALLEL)
      // Some already have EXP from another event, so "right" means previous + 35, not just 35.
      const warmUp = await createEvent(ctx, admin.token, { pointsAwarded: 10 })
      for (const member of members.slice(0, 10)) await register(warmUp._id, member.token)
      const results = await Promise.all(members.map((member) => register(event._id, member.token)))
      expect(tally(results.map((r) => r.status))).toEqual({ 201: PARALLEL })
      expect(await db.select().from(registrations).where(eq(registrations.eventId, event._id))).toHaveLength(PARALLEL)
      expect(await db.select().from(expLedger).where(eq(expLedger.eventId, event._id))).toHaveLength(PARALLEL)
      for (const [index, member] of members.entries()) {
        const [row] = await db.select({ exp: users.exp }).from(users).where(eq(users.id, member.user._id))
        expect(row?.exp).toBe(index < 10 ? 45 : 35)
      }
      expect(await databaseViolations(db)).toEqual([])
    },
    HEAVY_MS,
  )

  test(
    'an event deleted while registrations are in flight: each one is either kept with its EXP or refused',
    async () => {
      const event = await createEvent(ctx, admin.token, { pointsAwarded: 20 })
      const members = await insertMembers(ctx, 20)
      const [results, deleted] = await Promise.all([
        Promise.all(members.map((member) => register(event._id, member.token))),
        ctx.api.api.events({ id: event._id }).delete(undefined, bearer(admin.token)),
      ])
      expect(deleted.status).toBe(200)
      const statuses = results.map((r) => r.status)
      expect(statuses.every((s) => s === 201 || s === 404)).toBe(true)
      const kept = await db.select().from(registrations).where(eq(registrations.eventId, event._id))
      expect(kept).toHaveLength(statuses.filter((s) => s === 201).length)
      const [row] = await db.select({ deletedAt: events.deletedAt }).from(events).where(eq(events.id, event._id))
      expect(row?.deletedAt).not.toBeNull()
      expect(await databaseViolations(db)).toEqual([])
    },
    HEAVY_MS,
  )
})

describe('concurrent sign-ups', () => {
  test(
    '10 at once with one email: one account, the rest 409',
    async () => {
      const email = uniqueUser().email
      const results = await Promise.all(
        Array.from({ length: 5 }, () => ctx.api.api.auth.signup.post({ ...uniqueUser(), email })),
      )
      expect(tally(results.map((r) => r.status))).toEqual({ 201: 1, 409: 4 })
      expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1)
    },
    HEAVY_MS,
  )

  test(
    '10 at once with one username in different cases: one account, the rest 409',
    async () => {
      const username = uniqueUser().username
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          ctx.api.api.auth.signup.post({ ...uniqueUser(), username: i % 2 ? username.toUpperCase() : username }),
        ),
      )
      expect(tally(results.map((r) => r.status))).toEqual({ 201: 1, 409: 4 })
    },
    HEAVY_MS,
  )

  test(
    '10 members renaming themselves to one free username at once: one gets it, the rest 409',
    async () => {
      const members = await insertMembers(ctx, 10)
      const wanted = uniqueUser('wanted').username
      const results = await Promise.all(
        members.map((member) => ctx.api.api.user.profile.put({ username: wanted }, bearer(member.token))),
      )
      expect(tally(results.map((r) => r.status))).toEqual({ 200: 1, 409: 9 })
      expect(await db.select().from(users).where(eq(users.username, wanted))).toHaveLength(1)
    },
    HEAVY_MS,
  )
})
