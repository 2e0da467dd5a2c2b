/** Which event a typed ticket code belongs to (docs/api.md#check-in): what a scanner asks when a code is not in its list. */
import { expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { doorWithStudents } from '../../../test/check-in'
import { unregisterAs } from '../../../test/roster'
import { bearer, setupApp, signUp, signUpAdmin } from '../../../test/support'
import { registrations } from '../../db/schema'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)

/** "q0H5-xY2k_Lp…" → "Q0H5-XY2K-LP", as printed under the QR code (web/src/lib/ticket-code.ts). */
const shortCodeOf = (ticket: string) => {
  const head = ticket
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .toUpperCase()
  return `${head.slice(0, 4)}-${head.slice(4, 8)}-${head.slice(8)}`
}
const ask = async (eventId: string, code: string, token = admin.token) => {
  const res = await ctx.request(`/api/events/${eventId}/check-in/tickets/${encodeURIComponent(code)}`, bearer(token))
  return { status: res.status, body: await res.json(), cacheControl: res.headers.get('cache-control') }
}

test("another event's ticket, by its short code in any case: that event; this event's own: this one", async () => {
  const door = await doorWithStudents(ctx, admin.token, 1, { name: 'Door night' })
  const other = await doorWithStudents(ctx, admin.token, 1, { name: 'Pixel Art Night' })
  const ticket = other.students[0]!.ticket!
  const found = await ask(door.event._id, shortCodeOf(ticket))
  expect(found).toEqual({
    status: 200,
    body: { event: { _id: other.event._id, name: 'Pixel Art Night' } },
    cacheControl: 'private, no-store',
  })
  expect((await ask(door.event._id, shortCodeOf(ticket).toLowerCase().replaceAll('-', ' '))).body).toEqual(found.body)
  expect((await ask(door.event._id, ticket)).body).toEqual(found.body)
  const own = await ask(door.event._id, shortCodeOf(door.students[0]!.ticket!))
  expect(own.body).toEqual({ event: { _id: door.event._id, name: 'Door night' } })
})

test('a code nobody holds, or a cancelled ticket: 404; too short: 422; tickets of two events: 409', async () => {
  const door = await doorWithStudents(ctx, admin.token, 0)
  const other = await doorWithStudents(ctx, admin.token, 2)
  expect(await ask(door.event._id, 'ZZZZ-ZZZZ-ZZ')).toMatchObject({
    status: 404,
    body: {
      message:
        'Unknown ticket: no registration has this code. Ask the student to open their ticket again, or find them by name.',
    },
  })
  const [gone, kept] = other.students
  expect((await unregisterAs(ctx, other.event._id, gone!.token)).status).toBe(200)
  expect((await ask(door.event._id, shortCodeOf(gone!.ticket!))).status).toBe(404)
  expect(await ask(door.event._id, 'AB12-CD34-E')).toMatchObject({
    status: 422,
    body: { message: "code must be at least the 10 letters and digits under the ticket's QR code" },
  })

  // Two events' tickets sharing their first 10 letters and digits (1 in 2^60 by chance): more is needed.
  const third = await doorWithStudents(ctx, admin.token, 1)
  const twin = `${kept!.ticket!.slice(0, 12)}${'x'.repeat(31)}`
  await ctx.database.db
    .update(registrations)
    .set({ ticket: twin })
    .where(eq(registrations.ticket, third.students[0]!.ticket!))
  expect(await ask(door.event._id, shortCodeOf(kept!.ticket!))).toMatchObject({
    status: 409,
    body: { message: 'Tickets of several events start with this code: type more of the ticket' },
  })
  expect((await ask(door.event._id, kept!.ticket!)).body).toEqual({
    event: { _id: other.event._id, name: other.event.name },
  })
})

test('an unknown or deleted event: 404; a member: 403; nobody signed in: 401', async () => {
  const other = await doorWithStudents(ctx, admin.token, 1)
  const code = shortCodeOf(other.students[0]!.ticket!)
  expect(await ask(crypto.randomUUID(), code)).toMatchObject({ status: 404, body: { message: 'Event not found' } })
  expect((await ask('nope', code)).status).toBe(404)
  const member = await signUp(ctx)
  expect((await ask(other.event._id, code, member.token)).status).toBe(403)
  const res = await ctx.request(`/api/events/${other.event._id}/check-in/tickets/${code}`)
  expect(res.status).toBe(401)
  const door = await doorWithStudents(ctx, admin.token, 0)
  expect((await ctx.api.api.events({ id: door.event._id }).delete(undefined, bearer(admin.token))).status).toBe(200)
  expect(await ask(door.event._id, code)).toMatchObject({ status: 404, body: { message: 'Event not found' } })
})
