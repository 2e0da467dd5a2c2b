/** The attendee list a scanner downloads (docs/api.md#check-in). */
import { expect, test } from 'bun:test'
import { doorWithStudents, scan } from '../../../test/check-in'
import { registerAs, unregisterAs } from '../../../test/roster'
import { bearer, createEvent, insertMembers, setupApp, signUp, signUpAdmin } from '../../../test/support'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const attendees = (eventId: string, token = admin.token) =>
  ctx.api.api.events({ id: eventId }).attendees.get(bearer(token))

test('every live registration in queue order, with tickets, positions and check-in times', async () => {
  const { event, students } = await doorWithStudents(ctx, admin.token, 3, { capacity: 2 })
  const [a, b, c] = students
  const [d] = await insertMembers(ctx, 1)
  await registerAs(ctx, event._id, d!.token) // #2 on the waitlist
  expect((await unregisterAs(ctx, event._id, b!.token)).status).toBe(200) // c is promoted, d becomes #1
  const checked = await scan(ctx, admin.token, event._id, { ticket: a!.ticket! })
  const { data, status, response } = await attendees(event._id)
  expect(status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  expect(data?.map((row) => [row.username, row.status, row.waitlistPosition])).toEqual([
    [a!.user.username, 'registered', null],
    [c!.user.username, 'registered', null],
    [d!.user.username, 'waitlisted', 1],
  ])
  expect(data?.[0]).toEqual({
    userId: a!.user._id,
    username: a!.user.username,
    email: a!.user.email,
    status: 'registered',
    waitlistPosition: null,
    ticket: a!.ticket!,
    checkedInAt: checked.body.checkIn!.checkedInAt,
    registeredAt: expect.any(String),
  })
  expect(data?.[1]?.checkedInAt).toBeNull()
  expect(data?.[2]?.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/)
})

test('an event with nobody yet: an empty list; unknown or deleted: 404; members: 403', async () => {
  const event = await createEvent(ctx, admin.token)
  expect((await attendees(event._id)).data).toEqual([])
  expect((await attendees(crypto.randomUUID())).status).toBe(404)
  expect((await attendees('nope')).status).toBe(404)
  await ctx.api.api.events({ id: event._id }).delete(undefined, bearer(admin.token))
  expect((await attendees(event._id)).status).toBe(404)
  const member = await signUp(ctx)
  expect((await attendees(event._id, member.token)).status).toBe(403)
})
