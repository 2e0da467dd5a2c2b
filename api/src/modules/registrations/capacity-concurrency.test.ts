/**
 * "Never more registered than capacity, whatever the concurrency" (decision 0140): many requests
 * at once, then the rows themselves are read. On PostgreSQL they run in parallel on a pool of
 * connections; on PGlite they interleave on one.
 */
import { describe, expect, test } from 'bun:test'
import { databaseViolations } from '../../../test/db-checks'
import { eventRow, myRegistrations, registerAs, seatsAndQueue, unregisterAs } from '../../../test/roster'
import { bearer, createEvent, insertMembers, onPostgres, secondApp, setupApp, signUpAdmin } from '../../../test/support'

const ctx = await setupApp()
const admin = await signUpAdmin(ctx)
const HEAVY_MS = 60_000

describe('capacity under concurrency', () => {
  test(
    `60 students at once: registeredAt never runs backwards against the queue order${onPostgres ? '' : ' (PGlite runs one statement at a time)'}`,
    async () => {
      const event = await createEvent(ctx, admin.token, { capacity: 20, pointsAwarded: 10 })
      const members = await insertMembers(ctx, 60)
      const other = await secondApp(ctx)
      const answers = await Promise.all(
        members.map((member, i) => registerAs(i % 2 ? other : ctx, event._id, member.token)),
      )
      expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(201))
      const { data: attendees } = await ctx.api.api.events({ id: event._id }).attendees.get(bearer(admin.token))
      expect(attendees).toHaveLength(60)
      // In queue order (seats first come first, then the waitlist by place), each time at or after the one before.
      const backwards = attendees!.flatMap((attendee, i) => {
        const before = attendees![i - 1]
        const ms = before ? Date.parse(before.registeredAt) - Date.parse(attendee.registeredAt) : 0
        return ms > 0 ? [`${attendee.username} ${ms} ms before ${before!.username}`] : []
      })
      expect(backwards).toEqual([])
    },
    HEAVY_MS,
  )

  test(
    '20 students at once into capacity 5: five seats with EXP, fifteen places 1..15, nothing more',
    async () => {
      const event = await createEvent(ctx, admin.token, { capacity: 5, pointsAwarded: 20 })
      const members = await insertMembers(ctx, 20)
      const answers = await Promise.all(members.map((member) => registerAs(ctx, event._id, member.token)))
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201))
      const registrations = answers.map((answer) => answer.data!.registration)
      expect(registrations.filter((r) => r.status === 'registered')).toHaveLength(5)
      const positions = registrations.flatMap((r) => (r.status === 'waitlisted' ? [r.waitlistPosition] : []))
      expect(positions.sort((a, b) => a! - b!)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1))
      const { registered, waitlisted } = await seatsAndQueue(ctx, event._id)
      expect(registered).toHaveLength(5)
      expect(waitlisted).toHaveLength(15)
      // Whoever a response told "registered" holds a seat; whoever it told #n is #n now.
      for (const [i, member] of members.entries()) {
        const [mine] = await myRegistrations(ctx, member.token)
        expect(mine?.status).toBe(registrations[i]!.status)
        expect(mine?.waitlistPosition).toBe(registrations[i]!.waitlistPosition)
      }
      expect(await eventRow(ctx, event._id)).toMatchObject({ registeredCount: 5, waitlistCount: 15 })
      expect(await databaseViolations(ctx.database.db)).toEqual([])
    },
    HEAVY_MS,
  )

  test(
    'the last seat given back while someone else asks for it, ten times over: one seat, the queue first',
    async () => {
      for (let round = 0; round < 10; round++) {
        const event = await createEvent(ctx, admin.token, { capacity: 1, pointsAwarded: 10 })
        const [holder, waiting, newcomer] = await insertMembers(ctx, 3)
        await registerAs(ctx, event._id, holder!.token)
        // Every other round nobody waits: the newcomer then gets the seat whichever request runs first.
        if (round % 2 === 0) await registerAs(ctx, event._id, waiting!.token)
        const [left, joined] = await Promise.all([
          unregisterAs(ctx, event._id, holder!.token),
          registerAs(ctx, event._id, newcomer!.token),
        ])
        expect(left.status).toBe(200)
        expect(joined.status).toBe(201)
        const { registered, waitlisted } = await seatsAndQueue(ctx, event._id)
        if (round % 2 === 0) {
          expect(registered).toEqual([waiting!.user._id])
          expect(waitlisted).toEqual([newcomer!.user._id])
        } else {
          expect(registered).toEqual([newcomer!.user._id])
          expect(waitlisted).toEqual([])
        }
      }
      expect(await databaseViolations(ctx.database.db)).toEqual([])
    },
    HEAVY_MS,
  )

  test(
    'a storm of registering, cancelling, registering again and a capacity change: the rows stay true',
    async () => {
      const event = await createEvent(ctx, admin.token, { capacity: 3, pointsAwarded: 5 })
      const members = await insertMembers(ctx, 12)
      await Promise.all(members.map((member) => registerAs(ctx, event._id, member.token)))
      const answers = await Promise.all([
        ...members.slice(0, 8).map((member) => unregisterAs(ctx, event._id, member.token)),
        ...members.slice(0, 4).map((member) => registerAs(ctx, event._id, member.token)),
        ctx.api.api.events({ id: event._id }).put({ capacity: 5 }, bearer(admin.token)),
        ...members.slice(8).map((member) => registerAs(ctx, event._id, member.token)), // 409s
      ])
      // Re-registering may race its own cancellation (then a 409): never a 5xx, never a wrong row.
      expect(answers.every((answer) => [200, 201, 409].includes(answer.status))).toBe(true)
      const row = await eventRow(ctx, event._id)
      expect(row.capacity).toBe(5)
      expect(row.registeredCount).toBeLessThanOrEqual(5)
      const waiting = []
      for (const member of members) {
        const [mine] = await myRegistrations(ctx, member.token)
        if (mine?.status === 'waitlisted') waiting.push(mine.waitlistPosition)
      }
      expect(waiting.sort((a, b) => a! - b!)).toEqual(Array.from({ length: row.waitlistCount }, (_, i) => i + 1))
      if (row.waitlistCount > 0) expect(row.registeredCount).toBe(5)
      expect(await databaseViolations(ctx.database.db)).toEqual([])
    },
    HEAVY_MS,
  )
})
