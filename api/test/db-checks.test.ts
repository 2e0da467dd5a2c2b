/** The checks the other suites rely on must be able to fail. */
import { afterAll, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { events, expLedger, registrations, users } from '../src/db/schema'
import { ledgerViolations, tableFingerprints } from './db-checks'
import { createTestDatabase } from './support'

const database = await createTestDatabase()
afterAll(() => database.drop())
const db = database.db

test('ledgerViolations sees EXP without a ledger, a registration without an award, and a double award', async () => {
  const userId = Bun.randomUUIDv7()
  const eventId = Bun.randomUUIDv7()
  const registrationId = Bun.randomUUIDv7()
  await db.insert(users).values({ id: userId, username: 'ledger_check', email: 'ledger@check.test', exp: 10 })
  expect(await ledgerViolations(db)).toEqual([{ user: userId, exp: 10, ledger: 0 }])

  await db.insert(events).values({
    id: eventId,
    name: 'Check',
    description: 'Check',
    date: new Date(),
    location: 'Here',
    pointsAwarded: 10,
  })
  await db.insert(registrations).values({ id: registrationId, userId, eventId })
  expect(await ledgerViolations(db)).toContainEqual({ registration: registrationId, ledgerRows: 0 })

  await db.insert(expLedger).values({ userId, amount: 10, reason: 'event_registration', eventId, registrationId })
  expect(await ledgerViolations(db)).toEqual([])

  await db.update(users).set({ exp: 20 }).where(eq(users.id, userId))
  expect(await ledgerViolations(db)).toEqual([{ user: userId, exp: 20, ledger: 10 }])
})

test('tableFingerprints changes when any guarded row changes, and only then', async () => {
  const before = await tableFingerprints(db)
  expect(Object.keys(before).sort()).toEqual(['events', 'exp_ledger', 'media', 'registrations', 'users'])
  expect(await tableFingerprints(db)).toEqual(before)
  await db.update(users).set({ bio: 'changed' })
  const after = await tableFingerprints(db)
  expect(after.users).not.toBe(before.users)
  expect({ ...after, users: 'same' }).toEqual({ ...before, users: 'same' })
})
