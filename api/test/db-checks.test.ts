/** The checks the other suites rely on must be able to fail. */
import { afterAll, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { checkInNonces, events, expLedger, registrations, users } from '../src/db/schema'
import { checkInViolations, ledgerViolations, rosterViolations, tableFingerprints } from './db-checks'
import { insertEvent, insertUser } from './rows'
import { createTestDatabase } from './support'

const database = await createTestDatabase()
afterAll(() => database.drop())
const db = database.db

const member = (exp = 0) => insertUser(db, exp)
const anEvent = (values: Parameters<typeof insertEvent>[1] = {}) => insertEvent(db, values)

test('ledgerViolations sees EXP without a ledger, a seat without its award, and a double award', async () => {
  const userId = await member(10)
  expect(await ledgerViolations(db)).toEqual([{ user: userId, exp: 10, ledger: 0 }])

  const eventId = await anEvent({ registeredCount: 1, queueNumbersIssued: 1 })
  const registrationId = Bun.randomUUIDv7()
  await db.insert(registrations).values({ id: registrationId, userId, eventId, queueNumber: 1 })
  expect(await ledgerViolations(db)).toContainEqual({
    registration: registrationId,
    status: 'registered',
    awards: 0,
    refunds: 0,
    net: 0,
  })

  await db.insert(expLedger).values({ userId, amount: 10, reason: 'event_registration', eventId, registrationId })
  expect(await ledgerViolations(db)).toEqual([])

  await db.update(users).set({ exp: 20 }).where(eq(users.id, userId))
  expect(await ledgerViolations(db)).toEqual([{ user: userId, exp: 20, ledger: 10 }])
})

test('ledgerViolations sees a waiting place with EXP, a cancellation not refunded, and an entry of someone else', async () => {
  const eventId = await anEvent({ capacity: 1, registeredCount: 1, waitlistCount: 1, queueNumbersIssued: 3 })
  const [seated, waiting, cancelled] = [await member(10), await member(10), await member(10)]
  const ids = [Bun.randomUUIDv7(), Bun.randomUUIDv7(), Bun.randomUUIDv7()] as const
  await db.insert(registrations).values([
    { id: ids[0], userId: seated, eventId, queueNumber: 1 },
    { id: ids[1], userId: waiting, eventId, queueNumber: 2, status: 'waitlisted' },
    { id: ids[2], userId: cancelled, eventId, queueNumber: 3, status: 'cancelled', cancelledAt: new Date() },
  ])
  await db.insert(expLedger).values([
    // The seat's award, written to the wrong user's ledger.
    { userId: waiting, amount: 10, reason: 'event_registration', eventId, registrationId: ids[0] },
    { userId: cancelled, amount: 10, reason: 'event_registration', eventId, registrationId: ids[2] },
    { userId: seated, amount: 10, reason: 'adjustment', note: 'Balance the sums' },
  ])
  const found = await ledgerViolations(db)
  expect(found).toContainEqual({
    registration: ids[0],
    status: 'registered',
    awards: 1,
    refunds: 0,
    net: 10,
    mismatched: true,
  })
  expect(found).toContainEqual({ registration: ids[2], status: 'cancelled', awards: 1, refunds: 0, net: 10 })
  expect(found).not.toContainEqual(expect.objectContaining({ registration: ids[1] }))
  // A waiting place that holds an award.
  await db
    .insert(expLedger)
    .values({ userId: waiting, amount: 10, reason: 'attendance', eventId, registrationId: ids[1] })
  expect(await ledgerViolations(db)).toContainEqual({
    registration: ids[1],
    status: 'waitlisted',
    awards: 1,
    refunds: 0,
    net: 10,
  })
})

test('rosterViolations sees counters that disagree with the rows', async () => {
  const eventId = await anEvent({ registeredCount: 0, queueNumbersIssued: 1 })
  const userId = await member()
  await db
    .insert(registrations)
    .values({ id: Bun.randomUUIDv7(), userId, eventId, queueNumber: 2, status: 'waitlisted' })
  expect(await rosterViolations(db)).toContainEqual({
    event: eventId,
    counters: { registered: 0, waitlisted: 0, issued: 1 },
    rows: { registered: 0, waitlisted: 1, highestQueueNumber: 2 },
  })
  await db
    .update(events)
    .set({ waitlistCount: 1, queueNumbersIssued: 2, capacity: 1, registeredCount: 1 })
    .where(eq(events.id, eventId))
  expect(await rosterViolations(db)).toContainEqual(
    expect.objectContaining({ event: eventId, rows: expect.objectContaining({ registered: 0 }) }),
  )
})

test('tableFingerprints changes when any guarded row changes, and only then', async () => {
  const before = await tableFingerprints(db)
  expect(Object.keys(before).sort()).toEqual([
    'check_in_nonces',
    'contact_messages',
    'events',
    'exp_ledger',
    'media',
    'registrations',
    'site_content',
    'users',
  ])
  expect(await tableFingerprints(db)).toEqual(before)
  await db.update(users).set({ bio: 'changed' })
  const after = await tableFingerprints(db)
  expect(after.users).not.toBe(before.users)
  expect({ ...after, users: 'same' }).toEqual({ ...before, users: 'same' })
})

test('ledgerViolations sees a check-in at an EXP-on-attendance event that was not paid', async () => {
  const eventId = await anEvent({ expOn: 'attendance', registeredCount: 1, queueNumbersIssued: 1 })
  const userId = await member()
  const registrationId = Bun.randomUUIDv7()
  await db.insert(registrations).values({ id: registrationId, userId, eventId, queueNumber: 1 })
  expect(await ledgerViolations(db)).not.toContainEqual(expect.objectContaining({ registration: registrationId }))
  await db.update(registrations).set({ checkedInAt: new Date() }).where(eq(registrations.id, registrationId))
  expect(await ledgerViolations(db)).toContainEqual({
    registration: registrationId,
    status: 'registered',
    awards: 0,
    refunds: 0,
    net: 0,
  })
})

test('checkInViolations sees two nonces that both checked one student in, and a nonce without a check-in', async () => {
  const eventId = await anEvent({ expOn: 'attendance', registeredCount: 2, queueNumbersIssued: 2 })
  const [first, second] = [await member(), await member()]
  const ids = [Bun.randomUUIDv7(), Bun.randomUUIDv7()] as const
  await db.insert(registrations).values([
    { id: ids[0], userId: first, eventId, queueNumber: 1, checkedInAt: new Date() },
    { id: ids[1], userId: second, eventId, queueNumber: 2 },
  ])
  const answer = (status: number) => ({ status, checkedInAt: new Date().toISOString(), expAwarded: 0, user: {} })
  await db.insert(checkInNonces).values([
    { eventId, nonce: 'a', request: 'ticket:a', registrationId: ids[0], answer: answer(201) },
    { eventId, nonce: 'b', request: 'ticket:a', registrationId: ids[0], answer: answer(200) },
  ])
  expect(await checkInViolations(db)).toEqual([])
  await db
    .insert(checkInNonces)
    .values({ eventId, nonce: 'c', request: 'ticket:a', registrationId: ids[0], answer: answer(201) })
  expect(await checkInViolations(db)).toEqual([{ checkIn: ids[0], answeredFirst: 2, strayNonces: 0 }])
  await db
    .insert(checkInNonces)
    .values({ eventId, nonce: 'd', request: 'ticket:b', registrationId: ids[1], answer: answer(201) })
  expect(await checkInViolations(db)).toContainEqual({ checkIn: ids[1], answeredFirst: 1, strayNonces: 1 })
})
