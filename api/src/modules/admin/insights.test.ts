import { describe, expect, test } from 'bun:test'
import { and, eq, inArray } from 'drizzle-orm'
import { bearer, createEvent, setupApp, signUp, signUpAdmin } from '../../../test/support'
import { events, registrations, users } from '../../db/schema'
import { semesterAt, semesterName } from '../../shared/semesters'
import { recentMonths } from './insights'

// On the real clock: the EXP ledger is append-only and dated by the database, so the events are
// made ahead, registered for, then moved into the past, and the months are the real recent ones.
const ctx = await setupApp()
const db = ctx.database.db
const admin = await signUpAdmin(ctx)
const [s1, s2, s3] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)]
const now = new Date()
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000)
const semester = semesterAt(now, 'Asia/Kolkata')
const months = recentMonths(now, 'Asia/Kolkata')
const thisMonth = months.at(-1)?.from ?? now

const inAnHour = new Date(now.getTime() + 3_600_000).toISOString()
const event = (name: string) => createEvent(ctx, admin.token, { name, date: inAnHour, pointsAwarded: 50 })
const register = async (eventId: string, ...students: { token: string }[]) => {
  for (const student of students) {
    const res = await ctx.api.api.registrations({ eventId }).post(undefined, bearer(student.token))
    if (res.error) throw new Error(`register: ${res.error.status}`)
  }
}
const startedAt = (eventId: string, date: Date) => db.update(events).set({ date }).where(eq(events.id, eventId))
const checkIn = (eventId: string, ...students: { user: { _id: string } }[]) =>
  db
    .update(registrations)
    .set({ checkedInAt: now })
    .where(
      and(
        eq(registrations.eventId, eventId),
        inArray(
          registrations.userId,
          students.map((s) => s.user._id),
        ),
      ),
    )

const workshop = await event('Workshop')
const gameathon = await event('Gameathon')
const upcoming = await event('Upcoming Jam')
const lastSemester = await event('Last Semester Meetup')
const calledOff = await event('Called Off')
await register(workshop._id, s1, s2)
await register(gameathon._id, s1, s2, s3)
await register(upcoming._id, s1)
await register(lastSemester._id, s1)
await register(calledOff._id, s2)
await startedAt(workshop._id, minutesAgo(3))
await startedAt(gameathon._id, minutesAgo(2))
await startedAt(lastSemester._id, new Date(semester.from.getTime() - 86_400_000))
await startedAt(calledOff._id, minutesAgo(1))
await db.update(events).set({ deletedAt: now }).where(eq(events.id, calledOff._id))
await checkIn(workshop._id, s1)
await checkIn(gameathon._id, s1, s2, s3)

// Who joined when, on the club's clock: one a second into this month, one a second before it.
await db.update(users).set({ createdAt: new Date('2020-01-01T00:00:00Z') })
await db
  .update(users)
  .set({ createdAt: new Date(thisMonth.getTime() + 1000) })
  .where(eq(users.id, s1.user._id))
await db
  .update(users)
  .set({ createdAt: new Date(thisMonth.getTime() - 1000) })
  .where(eq(users.id, s2.user._id))

describe('GET /api/admin/insights', () => {
  test('this semester’s started events with seats, check-ins and no-shows; the no-show rate over them', async () => {
    const { data, error } = await ctx.api.api.admin.insights.get(bearer(admin.token))
    if (error) throw new Error(`insights: ${error.status}`)
    expect(data.semester.name).toBe(semesterName(semester))
    // Not the one still ahead, not last semester's, not the deleted one.
    expect(
      data.events.map(({ name, registered, checkedIn, noShow }) => ({ name, registered, checkedIn, noShow })),
    ).toEqual([
      { name: 'Workshop', registered: 2, checkedIn: 1, noShow: 1 },
      { name: 'Gameathon', registered: 3, checkedIn: 3, noShow: 0 },
    ])
    expect(data.noShowRate).toBeCloseTo(1 / 5)
  })

  test('twelve months on the club’s clock: members who joined and EXP earned in each', async () => {
    const { data } = await ctx.api.api.admin.insights.get(bearer(admin.token))
    const listed = data?.months ?? []
    expect(listed.map((m) => m.month)).toEqual(months.map((m) => m.month))
    // Eight seats at 50 EXP each, all awarded just now; the deleted event's award stays earned.
    expect(listed.at(-1)).toMatchObject({ newMembers: 1, expEarned: 400 })
    expect(listed.at(-2)).toMatchObject({ newMembers: 1, expEarned: 0 })
    expect(listed.slice(0, -2).every((m) => m.newMembers === 0 && m.expEarned === 0)).toBe(true)
  })

  test('admins only', async () => {
    expect((await ctx.request('/api/admin/insights')).status).toBe(401)
    expect((await ctx.api.api.admin.insights.get(bearer(s1.token))).status).toBe(403)
  })

  test('twelve months, oldest first, named; they roll over the year, each starting at midnight IST', () => {
    const year = recentMonths(new Date('2026-11-27T06:30:00Z'), 'Asia/Kolkata')
    expect(year).toHaveLength(12)
    expect([year[0]?.month, year[0]?.label, year.at(-1)?.label]).toEqual(['2025-12', 'December 2025', 'November 2026'])
    const turn = recentMonths(new Date('2027-01-10T00:00:00Z'), 'Asia/Kolkata', 3)
    expect(turn.map((m) => m.month)).toEqual(['2026-11', '2026-12', '2027-01'])
    expect(turn[2]?.from.toISOString()).toBe('2026-12-31T18:30:00.000Z')
    expect(turn[2]?.to.toISOString()).toBe('2027-01-31T18:30:00.000Z')
  })
})
