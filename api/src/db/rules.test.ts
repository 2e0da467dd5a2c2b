/**
 * The rules the database itself enforces (migrations 0003-0005): whoever writes, the API with a
 * bug, a script, an admin at a psql prompt, gets refused. Straight SQL here, no API.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import { queryRows } from '../../test/db-checks'
import { insertEvent, insertUser } from '../../test/rows'
import { createTestDatabase } from '../../test/support'
import { pgErrorOf } from '../lib/db-errors'
import { eventsListVersion } from '../modules/events/list-cache'
import { cacheVersions, events, expLedger, registrations, users } from './schema'

const database = await createTestDatabase()
afterAll(() => database.drop())
const db = database.db

const user = (exp = 0) => insertUser(db, exp)
const event = (values: Parameters<typeof insertEvent>[1] = {}) => insertEvent(db, values)
async function registration(userId: string, eventId: string, queueNumber: number, status = 'registered' as const) {
  const id = Bun.randomUUIDv7()
  await db.insert(registrations).values({ id, userId, eventId, queueNumber, status })
  return id
}
/** The SQLSTATE and constraint a write was refused with. */
async function refusal(write: Promise<unknown>) {
  try {
    await write
  } catch (error) {
    const info = pgErrorOf(error)
    return { code: info?.code, constraint: info?.constraint }
  }
  throw new Error('the write was accepted')
}
const structuralVersion = async () =>
  (await db.select({ v: cacheVersions.version }).from(cacheVersions).where(eq(cacheVersions.name, 'events')))[0]?.v

describe('the EXP ledger is append-only', () => {
  test('UPDATE, DELETE and TRUNCATE of entries are refused', async () => {
    const userId = await user(5)
    await db.insert(expLedger).values({ userId, amount: 5, reason: 'adjustment', note: 'Seed' })
    for (const write of [
      db.update(expLedger).set({ amount: 500 }).where(eq(expLedger.userId, userId)),
      db.delete(expLedger).where(eq(expLedger.userId, userId)),
      db.execute(sql`truncate ${expLedger} cascade`),
    ])
      expect((await refusal(write)).code).toBe('23001')
    expect(await db.select().from(expLedger).where(eq(expLedger.userId, userId))).toHaveLength(1)
  })

  test('removing an account still takes its entries with it, and an admin leaves their adjustments', async () => {
    const adminId = await user()
    const member = await user(7)
    await db
      .insert(expLedger)
      .values({ userId: member, amount: 7, reason: 'adjustment', note: 'Hi', createdBy: adminId })
    await db.delete(users).where(eq(users.id, adminId))
    const [entry] = await db.select().from(expLedger).where(eq(expLedger.userId, member))
    expect(entry).toMatchObject({ amount: 7, createdBy: null, note: 'Hi' })
    await db.delete(users).where(eq(users.id, member))
    expect(await db.select().from(expLedger).where(eq(expLedger.userId, member))).toEqual([])
  })
})

describe('entries have the shape of their reason', () => {
  test('one award per registration, whichever reason; one refund; signs and links as the reason says', async () => {
    const userId = await user()
    const eventId = await event()
    const registrationId = await registration(userId, eventId, 1)
    const award = { userId, eventId, registrationId, amount: 10 }
    await db.insert(expLedger).values({ ...award, reason: 'event_registration' })
    expect(await refusal(db.insert(expLedger).values({ ...award, reason: 'attendance' }))).toEqual({
      code: '23505',
      constraint: 'exp_ledger_award_key',
    })
    await db.insert(expLedger).values({ ...award, amount: -10, reason: 'unregistration' })
    expect(await refusal(db.insert(expLedger).values({ ...award, amount: -10, reason: 'unregistration' }))).toEqual({
      code: '23505',
      constraint: 'exp_ledger_refund_key',
    })
    const shapes: [Partial<typeof expLedger.$inferInsert>, string][] = [
      [{ ...award, amount: -5, reason: 'event_registration' }, 'exp_ledger_award_shape'],
      [{ userId, amount: 5, reason: 'attendance' }, 'exp_ledger_award_shape'],
      [{ ...award, amount: 5, reason: 'unregistration' }, 'exp_ledger_refund_shape'],
      [{ userId, amount: 5, reason: 'adjustment' }, 'exp_ledger_adjustment_shape'],
      [{ ...award, reason: 'adjustment', note: 'Tied to a registration' }, 'exp_ledger_adjustment_shape'],
      [{ userId, amount: 0, reason: 'adjustment', note: 'Zero' }, 'exp_ledger_amount_non_zero'],
      [{ userId, amount: 1, reason: 'adjustment', note: 'x'.repeat(201) }, 'exp_ledger_note_length'],
      [{ userId, amount: 1, reason: 'bonus' as never, note: 'Unknown reason' }, 'exp_ledger_reason_known'],
    ]
    for (const [values, constraint] of shapes)
      expect(await refusal(db.insert(expLedger).values(values as typeof expLedger.$inferInsert))).toEqual({
        code: '23514',
        constraint,
      })
  })
})

describe('the roster', () => {
  test('never more registered than capacity, and nobody waits while a seat is free', async () => {
    const eventId = await event({ capacity: 2 })
    const set = (values: Partial<typeof events.$inferInsert>) =>
      db.update(events).set(values).where(eq(events.id, eventId))
    expect(await refusal(set({ registeredCount: 3 }))).toEqual({ code: '23514', constraint: 'events_within_capacity' })
    expect(await refusal(set({ registeredCount: 1, waitlistCount: 1 }))).toEqual({
      code: '23514',
      constraint: 'events_waitlist_only_when_full',
    })
    await set({ registeredCount: 2, waitlistCount: 1 })
    expect(await refusal(set({ capacity: null }))).toEqual({
      code: '23514',
      constraint: 'events_waitlist_only_when_full',
    })
    expect(await refusal(set({ capacity: 0, registeredCount: 0, waitlistCount: 0 }))).toEqual({
      code: '23514',
      constraint: 'events_capacity_positive',
    })
    expect(await refusal(set({ endsAt: new Date(Date.now() - 1000) }))).toEqual({
      code: '23514',
      constraint: 'events_ends_after_start',
    })
  })

  test('one live registration per user and event; queue numbers unique per event; checked in only in a seat', async () => {
    const userId = await user()
    const other = await user()
    const eventId = await event()
    const first = await registration(userId, eventId, 1)
    expect(await refusal(registration(userId, eventId, 2))).toEqual({
      code: '23505',
      constraint: 'registrations_active_key',
    })
    expect(await refusal(registration(other, eventId, 1))).toEqual({
      code: '23505',
      constraint: 'registrations_queue_key',
    })
    await db
      .update(registrations)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(registrations.id, first))
    const again = await registration(userId, eventId, 2) // again, at the end of the queue
    expect(
      await refusal(
        db
          .update(registrations)
          .set({ status: 'waitlisted', checkedInAt: new Date() })
          .where(eq(registrations.id, again)),
      ),
    ).toEqual({ code: '23514', constraint: 'registrations_checked_in_registered' })
    expect(
      await refusal(db.update(registrations).set({ cancelledAt: null }).where(eq(registrations.id, first))),
    ).toEqual({
      code: '23514',
      constraint: 'registrations_cancelled_at',
    })
  })

  test('a ticket is made for any registration written without one (the backfill default)', async () => {
    const id = await registration(await user(), await event(), 1)
    const [row] = await db.select({ ticket: registrations.ticket }).from(registrations).where(eq(registrations.id, id))
    expect(row?.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})

describe("the events list's version (decision 0142)", () => {
  test('a change of the counters alone leaves the edit counter alone and still moves the version', async () => {
    const eventId = await event()
    const edits = await structuralVersion()
    const version = await eventsListVersion(db)
    await db
      .update(events)
      .set({ registeredCount: 1, queueNumbersIssued: 1, countsVersion: sql`${events.countsVersion} + 1` })
      .where(eq(events.id, eventId))
    expect(await structuralVersion()).toBe(edits)
    expect(await eventsListVersion(db)).toBe(version + 1)
  })

  test('any other column bumps the edit counter', async () => {
    const eventId = await event()
    const changes: Partial<typeof events.$inferInsert>[] = [
      { name: 'Other' },
      { capacity: 9 },
      { expOn: 'attendance' },
      { endsAt: new Date(Date.now() + 2 * 86_400_000) },
      { sequence: 4 },
      { deletedAt: new Date() },
    ]
    for (const change of changes) {
      const before = await structuralVersion()
      await db.update(events).set(change).where(eq(events.id, eventId))
      expect(await structuralVersion(), JSON.stringify(change)).toBe(before! + 1)
    }
  })

  test('an edit that also grows the counters moves the version once; taking counts_version back never moves it back', async () => {
    const eventId = await event({ countsVersion: 10 })
    let version = await eventsListVersion(db)
    await db
      .update(events)
      .set({ capacity: 3, countsVersion: sql`${events.countsVersion} + 1` })
      .where(eq(events.id, eventId))
    expect(await eventsListVersion(db)).toBe(version + 1)
    version = await eventsListVersion(db)
    await db.update(events).set({ countsVersion: 2 }).where(eq(events.id, eventId))
    expect(await eventsListVersion(db)).toBeGreaterThan(version)
  })

  test('a hard delete never takes the version back, whatever counts the row carried', async () => {
    const eventId = await event({ countsVersion: 50 })
    const before = await eventsListVersion(db)
    await db.delete(events).where(eq(events.id, eventId))
    expect(await eventsListVersion(db)).toBeGreaterThan(before)
    const [row] = await queryRows<{ n: string }>(
      db,
      sql`select count(*) as n from ${events} where ${events.id} = ${eventId}`,
    )
    expect(Number(row?.n)).toBe(0)
  })
})
