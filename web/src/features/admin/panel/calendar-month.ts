/**
 * The month arithmetic of the Event Calendar, on the club's clock like every date on the site
 * (docs/product.md#time-zone), so an event sits on the same day in the calendar as in its
 * "3rd March 2025" text: an event at 00:30 in Delhi is on that day, not the UTC day before.
 */
import { MONTH_NAMES, WEEKDAY_NAMES } from '@club/api/shared/dates'
import { wallClock } from '@club/api/shared/time-zone'

export interface Month {
  year: number
  /** 0 = January. */
  month: number
}

/** The month a clock in `timeZone` shows at that instant. */
export function monthOf(instant: Date, timeZone: string): Month {
  const clock = wallClock(instant, timeZone)
  return clock
    ? { year: clock.year, month: clock.month - 1 }
    : { year: instant.getUTCFullYear(), month: instant.getUTCMonth() }
}

export function addMonths({ year, month }: Month, count: number): Month {
  const index = year * 12 + month + count
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 }
}

export const sameMonth = (a: Month, b: Month) => a.year === b.year && a.month === b.month

/** "March 2027". */
export const monthLabel = ({ year, month }: Month): string => `${MONTH_NAMES[month]} ${year}`

/** Monday first. */
export const WEEKDAYS = WEEKDAY_NAMES

/**
 * The weeks of a month grid, Monday first: day numbers, and null for the blanks before the 1st
 * and after the last day.
 */
export function monthWeeks({ year, month }: Month): (number | null)[][] {
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const leading = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7
  const cells: (number | null)[] = [
    ...Array<null>(leading).fill(null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ]
  while (cells.length % 7) cells.push(null)
  const weeks: (number | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

/** The items of one month, grouped by their day on the club's clock and sorted by time within each day. */
export function byDay<T extends { date: string }>(
  items: readonly T[],
  { year, month }: Month,
  timeZone: string,
): Map<number, T[]> {
  const days = new Map<number, T[]>()
  const sorted = [...items].sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
  for (const item of sorted) {
    const clock = wallClock(item.date, timeZone)
    if (!clock || clock.year !== year || clock.month - 1 !== month) continue
    days.set(clock.day, [...(days.get(clock.day) ?? []), item])
  }
  return days
}
