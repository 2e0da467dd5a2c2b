/** Scans at the door (docs/api.md#check-in): every answer, the EXP at the first check-in, nothing written on a refusal. */
import { describe, expect, test } from 'bun:test'
import { doorWithStudents, moveEvent, noncesOf, scan, startsSoon } from '../../../test/check-in'
import { tableFingerprints } from '../../../test/db-checks'
import { entriesOf, expOf, myRegistrations, registerAs, unregisterAs } from '../../../test/roster'
import { bearer, createEvent, insertMembers, setupApp, signUp, signUpAdmin } from '../../../test/support'
import { EXP_MAX } from '../../shared/constants'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const db = ctx.database.db

describe('a scan at an event that gives EXP at check-in', () => {
  test('the first scan checks in and pays once; the next says when, and pays nothing', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 1, { pointsAwarded: 150, name: 'Jam night' })
    const [student] = students
    expect(student!.registration.expAwarded).toBe(0)
    const first = await scan(ctx, admin.token, event._id, { ticket: student!.ticket!, nonce: crypto.randomUUID() })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      alreadyCheckedIn: false,
      expAwarded: 150,
      checkIn: { userId: student!.user._id, username: student!.user.username },
      user: { _id: student!.user._id, exp: 150 },
    })
    expect(first.body.message).toBe(`${student!.user.username} is checked in. 150 EXP added.`)
    const at = first.body.checkIn?.checkedInAt as string
    expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(5_000)

    const again = await scan(ctx, admin.token, event._id, { ticket: student!.ticket!, nonce: crypto.randomUUID() })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ alreadyCheckedIn: true, expAwarded: 0, checkIn: { checkedInAt: at } })
    expect(again.body.message).toMatch(
      new RegExp(`^${student!.user.username} was already checked in at \\d{1,2}:\\d\\d [ap]m IST\\.$`),
    )
    const withoutNonce = await scan(ctx, admin.token, event._id, { ticket: student!.ticket! })
    expect(withoutNonce.status).toBe(200)

    expect(await entriesOf(ctx, student!.user._id)).toEqual([['attendance', 150]])
    expect(await expOf(ctx, student!.user._id)).toBe(150)
    const [mine] = await myRegistrations(ctx, student!.token)
    expect(mine).toMatchObject({ checkedInAt: at, expAwarded: 150 })
    const history = await ctx.api.api.user['exp-history'].get(bearer(student!.token))
    expect(history.data?.[0]).toMatchObject({
      amount: 150,
      reason: 'attendance',
      event: { _id: event._id, name: 'Jam night' },
    })
  })

  test('by student id (the name search): the same answers', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 1)
    const first = await scan(ctx, admin.token, event._id, { userId: students[0]!.user._id })
    expect(first.status).toBe(201)
    expect(first.body.expAwarded).toBe(50)
    expect((await scan(ctx, admin.token, event._id, { userId: students[0]!.user._id.toUpperCase() })).status).toBe(200)
  })

  test('deleting the event afterwards keeps the EXP and its history; the door is then closed', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 1, { pointsAwarded: 75, name: 'Gone jam' })
    const student = students[0]!
    expect((await scan(ctx, admin.token, event._id, { ticket: student.ticket! })).status).toBe(201)
    expect((await ctx.api.api.events({ id: event._id }).delete(undefined, bearer(admin.token))).status).toBe(200)
    expect(await expOf(ctx, student.user._id)).toBe(75)
    const history = await ctx.api.api.user['exp-history'].get(bearer(student.token))
    expect(history.data).toEqual([
      expect.objectContaining({ amount: 75, reason: 'attendance', event: { _id: event._id, name: 'Gone jam' } }),
    ])
    const late = await scan(ctx, admin.token, event._id, { ticket: student.ticket! })
    expect(late).toEqual({ status: 404, body: { message: 'Event not found' } })
  })

  test('a checked-in seat cannot be given back', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 1)
    await scan(ctx, admin.token, event._id, { ticket: students[0]!.ticket! })
    expect((await unregisterAs(ctx, event._id, students[0]!.token)).status).toBe(409)
  })
})

describe('EXP rules that meet at the door', () => {
  test('an event that pays on registration: the check-in adds nothing', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 1, {
      expOn: 'registration',
      pointsAwarded: 30,
    })
    const first = await scan(ctx, admin.token, event._id, { ticket: students[0]!.ticket! })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ expAwarded: 0, user: { exp: 30 } })
    expect(first.body.message).toBe(`${students[0]!.user.username} is checked in.`)
    expect(await entriesOf(ctx, students[0]!.user._id)).toEqual([['event_registration', 30]])
  })

  test('paid on registering, then switched to attendance: the check-in pays no second time', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 1, {
      expOn: 'registration',
      pointsAwarded: 20,
    })
    await moveEvent(ctx, admin.token, event._id, { expOn: 'attendance' })
    const first = await scan(ctx, admin.token, event._id, { ticket: students[0]!.ticket! })
    expect(first.body).toMatchObject({ expAwarded: 0, user: { exp: 20 } })
    expect(await entriesOf(ctx, students[0]!.user._id)).toEqual([['event_registration', 20]])
  })

  test('near the EXP maximum the award pays up to it; at it, nothing (and the check-in still happens)', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 2, { pointsAwarded: 50 })
    const [near, at] = students
    // Raised by adjustments, so the ledger still adds up to their EXP.
    const raise = async (userId: string, to: number) => {
      for (let left = to; left > 0; left -= Math.min(left, 1_000_000_000)) {
        const amount = Math.min(left, 1_000_000_000)
        const res = await ctx.api.api.admin
          .users({ id: userId })
          ['exp-adjustments'].post({ amount, note: 'Test' }, bearer(admin.token))
        expect(res.status).toBe(201)
      }
    }
    await raise(near!.user._id, EXP_MAX - 5)
    await raise(at!.user._id, EXP_MAX)
    const paid = await scan(ctx, admin.token, event._id, { ticket: near!.ticket! })
    expect(paid.body).toMatchObject({ expAwarded: 5, user: { exp: EXP_MAX } })
    expect((await entriesOf(ctx, near!.user._id)).at(-1)).toEqual(['attendance', 5])
    const full = await scan(ctx, admin.token, event._id, { ticket: at!.ticket! })
    expect(full.status).toBe(201)
    expect(full.body).toMatchObject({ expAwarded: 0, user: { exp: EXP_MAX } })
    expect(full.body.message).toBe(`${at!.user.username} is checked in.`)
  })
})

describe('refusals: a clear answer and nothing written', () => {
  async function refused(eventId: string, body: Record<string, unknown>, status: number, message: string | RegExp) {
    const before = await tableFingerprints(db)
    const answer = await scan(ctx, admin.token, eventId, body)
    expect(answer.status).toBe(status)
    if (typeof message === 'string') expect(answer.body).toEqual({ message })
    else expect(answer.body.message).toMatch(message)
    expect(await tableFingerprints(db)).toEqual(before)
  }

  test('a forged, a cancelled and another event’s ticket; a student with no registration', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 2)
    const other = await doorWithStudents(ctx, admin.token, 1, { name: 'Pixel Art Night' })
    const forged = `${students[0]!.ticket!.slice(0, -1)}${students[0]!.ticket!.endsWith('A') ? 'B' : 'A'}`
    await refused(event._id, { ticket: forged, nonce: 'forged-1' }, 404, /^Unknown ticket/)
    await refused(event._id, { ticket: 'x'.repeat(200) }, 404, /^Unknown ticket/)
    await refused(
      event._id,
      { ticket: other.students[0]!.ticket! },
      422,
      'This ticket is for another event: Pixel Art Night.',
    )
    expect((await unregisterAs(ctx, event._id, students[1]!.token)).status).toBe(200)
    await refused(event._id, { ticket: students[1]!.ticket! }, 404, /^This ticket was cancelled/)
    await refused(event._id, { userId: students[1]!.user._id }, 404, 'This student is not registered for this event.')
    await refused(event._id, { userId: crypto.randomUUID() }, 404, 'This student is not registered for this event.')
    await refused(event._id, { userId: 'not-an-id' }, 404, 'This student is not registered for this event.')
    await refused(crypto.randomUUID(), { ticket: students[0]!.ticket! }, 404, 'Event not found')
    await refused('nope', { ticket: students[0]!.ticket! }, 404, 'Event not found')
  })

  test('a waitlisted student, by id or by the ticket the scanner’s list holds', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 1, { capacity: 1 })
    const [waiting] = await insertMembers(ctx, 1)
    expect((await registerAs(ctx, event._id, waiting!.token)).data?.registration.status).toBe('waitlisted')
    const list = await ctx.api.api.events({ id: event._id }).attendees.get(bearer(admin.token))
    const ticket = list.data?.find((row) => row.userId === waiting!.user._id)?.ticket
    const message = `${waiting!.user.username} is on the waitlist (#1), not registered: no seat to check in to.`
    await refused(event._id, { userId: waiting!.user._id }, 422, message)
    await refused(event._id, { ticket: ticket! }, 422, message)
    expect(students).toHaveLength(1)
  })

  test('both or neither of ticket and userId; malformed fields', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 1)
    const ticket = students[0]!.ticket!
    const one = 'Send either ticket or userId, not both and not neither'
    await refused(event._id, {}, 422, one)
    await refused(event._id, { nonce: 'only-a-nonce' }, 422, one)
    await refused(event._id, { ticket, userId: students[0]!.user._id }, 422, one)
    await refused(event._id, { ticket: '' }, 422, /^ticket must be/)
    await refused(event._id, { ticket: 'x'.repeat(201) }, 422, /^ticket must be/)
    await refused(event._id, { ticket, nonce: '' }, 422, /^nonce must be/)
    await refused(event._id, { ticket, nonce: 'has space' }, 422, /^nonce must be/)
    await refused(event._id, { ticket, nonce: 'n'.repeat(129) }, 422, /^nonce must be/)
    await refused(event._id, { ticket, scannedAt: 'yesterday' }, 422, /^scannedAt must be/)
    await refused(event._id, { ticket: 42 }, 422, /^ticket must be/)
  })

  test('members and strangers cannot scan', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 1)
    const member = await signUp(ctx)
    expect((await scan(ctx, member.token, event._id, { ticket: students[0]!.ticket! })).status).toBe(403)
    expect((await scan(ctx, students[0]!.token, event._id, { ticket: students[0]!.ticket! })).status).toBe(403)
    const res = await ctx.request(`/api/events/${event._id}/check-ins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket: students[0]!.ticket! }),
    })
    expect(res.status).toBe(401)
  })
})

describe('the check-in window', () => {
  const minutes = (n: number) => n * 60_000
  const iso = (ms: number) => new Date(ms).toISOString()

  test('opens an hour before the start, ends included; a scan before it is refused', async () => {
    const date = Date.now() + minutes(30)
    const { event, students } = await doorWithStudents(ctx, admin.token, 2, { date: iso(date) })
    const early = await scan(ctx, admin.token, event._id, {
      ticket: students[0]!.ticket!,
      scannedAt: iso(date - minutes(60) - 1),
    })
    expect(early.status).toBe(422)
    expect(early.body.message).toMatch(
      /^Check-in has not opened yet: it opens at .+ IST, an hour before the event starts\.$/,
    )
    const onTime = await scan(ctx, admin.token, event._id, {
      ticket: students[0]!.ticket!,
      scannedAt: iso(date - minutes(60)),
    })
    expect(onTime.status).toBe(201)
    expect(onTime.body.checkIn?.checkedInAt).toBe(iso(date - minutes(60)))
    expect(students).toHaveLength(2)
  })

  test('closes an hour after endsAt, or after the start + 4 hours without one', async () => {
    const members = await insertMembers(ctx, 4)
    const soon = Date.now() + minutes(30)
    const withEnd = await createEvent(ctx, admin.token, { date: iso(soon), endsAt: iso(soon + minutes(90)) })
    const without = await createEvent(ctx, admin.token, { date: iso(soon) })
    const tickets: string[] = []
    for (const [i, member] of members.entries())
      tickets.push((await registerAs(ctx, (i < 2 ? withEnd : without)._id, member.token)).data!.registration.ticket!)
    // Both events move into the past: their windows closed (1 h after endsAt; 5 h after a start without end).
    const start = Date.now() - minutes(6 * 60)
    await moveEvent(ctx, admin.token, withEnd._id, { date: iso(start), endsAt: iso(start + minutes(90)) })
    await moveEvent(ctx, admin.token, without._id, { date: iso(start) })
    const closesWithEnd = start + minutes(150)
    const closesWithout = start + minutes(300)
    const now = await scan(ctx, admin.token, withEnd._id, { ticket: tickets[0]! })
    expect(now.status).toBe(422)
    expect(now.body.message).toMatch(/^Check-in is closed: it closed at .+ IST, an hour after the event ended\.$/)
    expect(
      (await scan(ctx, admin.token, withEnd._id, { ticket: tickets[0]!, scannedAt: iso(closesWithEnd + 1) })).status,
    ).toBe(422)
    // Offline scans made inside the window arrive within a day of its end: accepted, at their own time.
    const last = await scan(ctx, admin.token, withEnd._id, { ticket: tickets[1]!, scannedAt: iso(closesWithEnd) })
    expect(last.status).toBe(201)
    expect(last.body.checkIn?.checkedInAt).toBe(iso(closesWithEnd))
    expect(
      (await scan(ctx, admin.token, without._id, { ticket: tickets[2]!, scannedAt: iso(closesWithout + 1) })).status,
    ).toBe(422)
    expect(
      (await scan(ctx, admin.token, without._id, { ticket: tickets[3]!, scannedAt: iso(closesWithout - 1) })).status,
    ).toBe(201)
  })

  test('an offline scan that arrives more than 24 hours after the window closed is refused', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 2)
    const start = Date.now() - minutes(31 * 60) // window closed 31 - 5 = 26 hours ago
    await moveEvent(ctx, admin.token, event._id, { date: iso(start) })
    const late = await scan(ctx, admin.token, event._id, { ticket: students[0]!.ticket!, scannedAt: iso(start) })
    expect(late.status).toBe(422)
    expect(late.body.message).toMatch(
      /^This offline scan arrived more than a day after check-in closed \(.+\), so it is no longer accepted\.$/,
    )
    const inGrace = Date.now() - minutes(28 * 60) // closed 23 hours ago
    await moveEvent(ctx, admin.token, event._id, { date: iso(inGrace) })
    expect(
      (await scan(ctx, admin.token, event._id, { ticket: students[1]!.ticket!, scannedAt: iso(inGrace) })).status,
    ).toBe(201)
  })

  test('scannedAt more than 2 minutes ahead of the server is refused; a little skew is not', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 2)
    const ahead = await scan(ctx, admin.token, event._id, {
      ticket: students[0]!.ticket!,
      scannedAt: iso(Date.now() + minutes(3)),
    })
    expect(ahead).toEqual({
      status: 422,
      body: {
        message: "scannedAt is more than 2 minutes ahead of the server's clock: check the scanner's date and time",
      },
    })
    const skewed = await scan(ctx, admin.token, event._id, {
      ticket: students[1]!.ticket!,
      scannedAt: iso(Date.now() + minutes(1)),
    })
    expect(skewed.status).toBe(201)
  })
})

describe('nonces', () => {
  test('the same nonce again: the first answer, status and body, and nothing written', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 1, { date: startsSoon() })
    const body = {
      ticket: students[0]!.ticket!,
      nonce: crypto.randomUUID(),
      scannedAt: new Date(Date.now() - 5_000).toISOString(),
    }
    const first = await scan(ctx, admin.token, event._id, body)
    expect(first.status).toBe(201)
    const before = await tableFingerprints(db)
    for (let i = 0; i < 3; i++) expect(await scan(ctx, admin.token, event._id, body)).toEqual(first)
    // Even with another scan time (the same scan, resent): the first answer.
    expect(await scan(ctx, admin.token, event._id, { ...body, scannedAt: undefined })).toEqual(first)
    expect(await tableFingerprints(db)).toEqual(before)
  })

  test('an "already checked in" answer is remembered too', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 1)
    const ticket = students[0]!.ticket!
    await scan(ctx, admin.token, event._id, { ticket, nonce: 'phone-a-1' })
    const second = await scan(ctx, admin.token, event._id, { ticket, nonce: 'phone-b-1' })
    expect(second.status).toBe(200)
    expect(await scan(ctx, admin.token, event._id, { ticket, nonce: 'phone-b-1' })).toEqual(second)
    expect(
      (await noncesOf(ctx, event._id)).map((row) => [row.nonce, (row.answer as { status: number }).status]).sort(),
    ).toEqual([
      ['phone-a-1', 201],
      ['phone-b-1', 200],
    ])
  })

  test('a nonce reused for another ticket: 422, nothing written; the same nonce at another event is its own', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 2)
    const other = await doorWithStudents(ctx, admin.token, 1)
    expect((await scan(ctx, admin.token, event._id, { ticket: students[0]!.ticket!, nonce: 'shared-1' })).status).toBe(
      201,
    )
    const before = await tableFingerprints(db)
    const reused = await scan(ctx, admin.token, event._id, { ticket: students[1]!.ticket!, nonce: 'shared-1' })
    expect(reused).toEqual({
      status: 422,
      body: {
        message: 'nonce was already used for a scan of another ticket at this event: make a new nonce for every scan',
      },
    })
    expect((await scan(ctx, admin.token, event._id, { userId: students[0]!.user._id, nonce: 'shared-1' })).status).toBe(
      422,
    )
    expect(await tableFingerprints(db)).toEqual(before)
    expect(
      (await scan(ctx, admin.token, other.event._id, { ticket: other.students[0]!.ticket!, nonce: 'shared-1' })).status,
    ).toBe(201)
  })

  test('a refused scan does not use up its nonce', async () => {
    const { event, students } = await doorWithStudents(ctx, admin.token, 1)
    expect((await scan(ctx, admin.token, event._id, { ticket: 'typo', nonce: 'retry-1' })).status).toBe(404)
    expect((await scan(ctx, admin.token, event._id, { ticket: students[0]!.ticket!, nonce: 'retry-1' })).status).toBe(
      201,
    )
  })
})
