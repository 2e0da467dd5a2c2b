/**
 * The check-in statement on its own (record.ts): what a request that loses a nonce race goes
 * through. A nonce already taken makes the whole statement fail, so the check-in and the award
 * it would have written are not there; the caller then reads the stored answer.
 */
import { expect, test } from 'bun:test'
import { checkedInAt, doorWithStudents, noncesOf, scan } from '../../../test/check-in'
import { entriesOf } from '../../../test/roster'
import { setupApp, signUpAdmin } from '../../../test/support'
import { isUniqueViolation } from '../../lib/db-errors'
import { NONCE_KEY, recordCheckIn } from './record'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)

test('a nonce already taken undoes the whole statement: no check-in, no award', async () => {
  const { event, students } = await doorWithStudents(ctx, admin.token, 2)
  const [taken, other] = students
  expect((await scan(ctx, admin.token, event._id, { ticket: taken!.ticket!, nonce: 'taken' })).status).toBe(201)
  const registrationId = other!.registration._id
  let error: unknown
  try {
    await recordCheckIn(ctx.database.db, { registrationId, at: new Date(), nonce: 'taken', request: 'ticket:x' })
  } catch (caught) {
    error = caught
  }
  expect(isUniqueViolation(error, NONCE_KEY)).toBe(true)
  expect(await checkedInAt(ctx, other!.user._id, event._id)).toBeNull()
  expect(await entriesOf(ctx, other!.user._id)).toEqual([])
  expect(await noncesOf(ctx, event._id)).toHaveLength(1)
})

test('a registration that is no longer a seat: nothing written, no answer', async () => {
  const { students } = await doorWithStudents(ctx, admin.token, 1)
  const answer = await recordCheckIn(ctx.database.db, {
    registrationId: crypto.randomUUID(),
    at: new Date(),
    nonce: 'gone',
    request: 'ticket:gone',
  })
  expect(answer).toBeNull()
  expect(students).toHaveLength(1)
})
