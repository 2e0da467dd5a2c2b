/** Registering into a full event, and what the student then sees (docs/product.md#registrations-and-waitlists). */
import { describe, expect, test } from 'bun:test'
import { entriesOf, eventRow, expOf, myRegistrations, registerAs } from '../../../test/roster'
import { createEvent, insertMembers, setupApp, signUpAdmin } from '../../../test/support'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)

describe('a full event waitlists instead of refusing', () => {
  test('capacity 2, four students: two seats with EXP, then #1 and #2 on the waitlist without EXP', async () => {
    const event = await createEvent(ctx, admin.token, { capacity: 2, pointsAwarded: 40 })
    const members = await insertMembers(ctx, 4)
    const answers = []
    for (const member of members) answers.push(await registerAs(ctx, event._id, member.token))
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201])
    const [first, second, third, fourth] = answers.map((answer) => answer.data!)
    expect(first!.message).toBe('Successfully registered for the event! EXP awarded.')
    expect(first!.registration).toMatchObject({ status: 'registered', waitlistPosition: null, expAwarded: 40 })
    expect(first!.registration.event).toMatchObject({ registeredCount: 1, waitlistCount: 0, spotsLeft: 1 })
    expect(second!.registration.event).toMatchObject({ registeredCount: 2, waitlistCount: 0, spotsLeft: 0 })
    expect(third!.message).toBe(
      'The event is full, so you are #1 on the waitlist. If a seat frees up, it is yours automatically, with its EXP.',
    )
    expect(third!.registration).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
      ticket: null,
      expAwarded: 0,
    })
    expect(third!.user.exp).toBe(0)
    expect(fourth!.registration).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 })
    expect(fourth!.registration.event).toMatchObject({ registeredCount: 2, waitlistCount: 2, spotsLeft: 0 })
    expect(await entriesOf(ctx, members[2]!.user._id)).toEqual([])
    expect(await eventRow(ctx, event._id)).toMatchObject({
      registeredCount: 2,
      waitlistCount: 2,
      queueNumbersIssued: 4,
    })
  })

  test('already waiting: 409 saying so, and nothing moves', async () => {
    const event = await createEvent(ctx, admin.token, { capacity: 1 })
    const [seated, waiting] = await insertMembers(ctx, 2)
    await registerAs(ctx, event._id, seated!.token)
    expect((await registerAs(ctx, event._id, waiting!.token)).status).toBe(201)
    const again = await registerAs(ctx, event._id, waiting!.token)
    expect(again.status).toBe(409)
    expect(again.error?.value).toEqual({ message: 'You are already on the waitlist for this event' })
    expect(await eventRow(ctx, event._id)).toMatchObject({
      registeredCount: 1,
      waitlistCount: 1,
      queueNumbersIssued: 2,
    })
  })

  test('an event without capacity never waitlists', async () => {
    const event = await createEvent(ctx, admin.token)
    const members = await insertMembers(ctx, 5)
    for (const member of members)
      expect((await registerAs(ctx, event._id, member.token)).data?.registration.status).toBe('registered')
    expect(await eventRow(ctx, event._id)).toMatchObject({ registeredCount: 5, waitlistCount: 0, capacity: null })
  })
})

describe('EXP on attendance', () => {
  test('a seat adds no EXP now, and the message says when it will', async () => {
    const event = await createEvent(ctx, admin.token, { expOn: 'attendance', pointsAwarded: 150 })
    const [member] = await insertMembers(ctx, 1)
    const { data, status } = await registerAs(ctx, event._id, member!.token)
    expect(status).toBe(201)
    expect(data?.message).toBe('Successfully registered for the event! You earn 150 EXP when you check in.')
    expect(data?.registration).toMatchObject({ status: 'registered', expAwarded: 0, ticket: expect.any(String) })
    expect(data?.user.exp).toBe(0)
    expect(await expOf(ctx, member!.user._id)).toBe(0)
    expect(await entriesOf(ctx, member!.user._id)).toEqual([])
  })

  test('waitlisted at such an event: the message does not promise EXP with the seat', async () => {
    const event = await createEvent(ctx, admin.token, { expOn: 'attendance', capacity: 1 })
    const [first, second] = await insertMembers(ctx, 2)
    await registerAs(ctx, event._id, first!.token)
    const { data } = await registerAs(ctx, event._id, second!.token)
    expect(data?.message).toBe(
      'The event is full, so you are #1 on the waitlist. If a seat frees up, it is yours automatically.',
    )
  })
})

describe('GET /api/registrations/my', () => {
  test('status, waitlist position and ticket (only for a seat); tickets are unique', async () => {
    const full = await createEvent(ctx, admin.token, { capacity: 1, name: 'Full jam' })
    const open = await createEvent(ctx, admin.token, { name: 'Open jam' })
    const [other, me] = await insertMembers(ctx, 2)
    await registerAs(ctx, full._id, other!.token)
    await registerAs(ctx, full._id, me!.token)
    await registerAs(ctx, open._id, me!.token)
    await registerAs(ctx, open._id, other!.token)
    const mine = await myRegistrations(ctx, me!.token)
    const byName = Object.fromEntries(mine.map((item) => [item.event.name, item]))
    expect(byName['Full jam']).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
      ticket: null,
      checkedInAt: null,
    })
    expect(byName['Open jam']).toMatchObject({ status: 'registered', waitlistPosition: null, checkedInAt: null })
    const tickets = [
      byName['Open jam']!.ticket,
      ...(await myRegistrations(ctx, other!.token)).map((item) => item.ticket),
    ]
    expect(tickets.every((ticket) => typeof ticket === 'string' && ticket.length === 43)).toBe(true)
    expect(new Set(tickets).size).toBe(tickets.length)
  })
})
