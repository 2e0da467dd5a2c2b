/**
 * The month arithmetic of the Event Calendar, in UTC like every date on the site (docs/product.md#limits-and-constants), so an
 * event sits on the same day in the calendar as in its "3rd March 2025" text.
 */
export interface Month {
  year: number
  /** 0 = January. */
  month: number
}

export const monthOf = (date: Date): Month => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() })

export function addMonths({ year, month }: Month, count: number): Month {
  const index = year * 12 + month + count
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 }
}

export const sameMonth = (a: Month, b: Month) => a.year === b.year && a.month === b.month

export function monthLabel({ year, month }: Month): string {
  return new Date(Date.UTC(year, month, 1)).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

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

/** The items of one month, grouped by UTC day and sorted by time within each day. */
export function byDay<T extends { date: string }>(items: readonly T[], { year, month }: Month): Map<number, T[]> {
  const days = new Map<number, T[]>()
  const sorted = [...items].sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
  for (const item of sorted) {
    const date = new Date(item.date)
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month) continue
    const day = date.getUTCDate()
    days.set(day, [...(days.get(day) ?? []), item])
  }
  return days
}
