/**
 * /admin's Insights (docs/api.md#admin): the figures a committee looks at, computed in the
 * database on the club's clock. Months and the semester are cut at midnight on the 1st as a clock
 * in the club's time zone shows it (shared/semesters.ts), so "November" means November in Delhi.
 */
import { type AnyColumn, and, asc, count, eq, gte, isNull, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { events, expLedger, registrations, users } from '../../db/schema'
import { MONTH_NAMES } from '../../shared/dates'
import { zonedToInstant } from '../../shared/datetime-local'
import { semesterAt, semesterName } from '../../shared/semesters'
import { wallClock } from '../../shared/time-zone'

/** How many months the monthly figures go back, the current one included. */
export const INSIGHT_MONTHS = 12

interface Month {
  /** "2026-11" */
  month: string
  /** "November 2026" */
  label: string
  from: Date
  to: Date
}

/** The last INSIGHT_MONTHS months on the club's clock, oldest first, the current one last. */
export function recentMonths(now: Date, timeZone: string, months = INSIGHT_MONTHS): Month[] {
  const clock = wallClock(now, timeZone)
  if (!clock) throw new RangeError('recentMonths: not a moment in time')
  const start = (offset: number) => {
    const index = clock.year * 12 + (clock.month - 1) - offset
    return { year: Math.floor(index / 12), month: (index % 12) + 1 }
  }
  const instant = ({ year, month }: { year: number; month: number }) =>
    zonedToInstant({ year, month, day: 1, hour: 0, minute: 0 }, timeZone)
  return Array.from({ length: months }, (_, i) => {
    const first = start(months - 1 - i)
    return {
      month: `${first.year}-${String(first.month).padStart(2, '0')}`,
      label: `${MONTH_NAMES[first.month - 1]} ${first.year}`,
      from: instant(first),
      to: instant(start(months - 2 - i)),
    }
  })
}

export async function insights(db: Db, { now, timeZone }: { now: Date; timeZone: string }) {
  const semester = semesterAt(now, timeZone)
  const months = recentMonths(now, timeZone)
  // A count per month in one statement each: one filtered aggregate per month.
  const perMonth = (column: AnyColumn, value: SQL) =>
    Object.fromEntries(
      months.map((m, i) => [
        `m${i}`,
        sql<number>`coalesce(${value} filter (where ${column} >= ${m.from.toISOString()}::timestamptz and ${column} < ${m.to.toISOString()}::timestamptz), 0)`,
      ]),
    )
  const [eventRows, [memberCounts], [expSums]] = await Promise.all([
    // Events of this semester that have started: seats taken, and how many came.
    db
      .select({
        id: events.id,
        name: events.name,
        date: events.date,
        registered: count(registrations.id),
        checkedIn: sql<number>`count(${registrations.checkedInAt})`,
      })
      .from(events)
      .leftJoin(registrations, and(eq(registrations.eventId, events.id), eq(registrations.status, 'registered')))
      .where(
        and(
          isNull(events.deletedAt),
          gte(events.date, semester.from),
          lt(events.date, semester.to),
          lte(events.date, now),
        ),
      )
      .groupBy(events.id)
      .orderBy(asc(events.date), asc(events.id)),
    db
      .select(perMonth(users.createdAt, sql`count(*)`))
      .from(users)
      .where(gte(users.createdAt, months[0]?.from ?? now)),
    db
      .select(perMonth(expLedger.createdAt, sql`sum(${expLedger.amount})`))
      .from(expLedger)
      .where(and(gte(expLedger.createdAt, months[0]?.from ?? now), sql`${expLedger.amount} > 0`)),
  ])
  const figures = eventRows.map((row) => {
    const registered = Number(row.registered)
    const checkedIn = Number(row.checkedIn)
    return {
      _id: row.id,
      name: row.name,
      date: row.date.toISOString(),
      registered,
      checkedIn,
      noShow: registered - checkedIn,
    }
  })
  const seats = figures.reduce((sum, e) => sum + e.registered, 0)
  const noShows = figures.reduce((sum, e) => sum + e.noShow, 0)
  return {
    semester: { name: semesterName(semester), from: semester.from.toISOString(), to: semester.to.toISOString() },
    events: figures,
    noShowRate: seats === 0 ? null : noShows / seats,
    months: months.map((m, i) => ({
      month: m.month,
      label: m.label,
      newMembers: Number(memberCounts?.[`m${i}`] ?? 0),
      expEarned: Number(expSums?.[`m${i}`] ?? 0),
    })),
  }
}
