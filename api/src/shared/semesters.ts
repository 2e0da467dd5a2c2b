/**
 * The leaderboard's periods (docs/product.md#leaderboard): all time, and the semester, which runs
 * January–June or July–December from midnight on the 1st as a clock in the club's time zone shows
 * it (India Standard Time by default; decision 0161). Pure functions, imported by the server and
 * the PWA alike (`@club/api/shared/semesters`).
 */
import { MONTH_NAMES } from './dates'
import { zonedToInstant } from './datetime-local'
import { wallClock } from './time-zone'

export const LEADERBOARD_PERIODS = ['all', 'semester'] as const
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number]

export interface Semester {
  /** The first instant of the semester. */
  from: Date
  /** The first instant of the next one (the semester is from ≤ t < to). */
  to: Date
  year: number
  /** 1 for January–June, 2 for July–December. */
  half: 1 | 2
}

const midnight = (year: number, month: number, timeZone: string) =>
  zonedToInstant({ year, month, day: 1, hour: 0, minute: 0 }, timeZone)

/** The semester `instant` falls in, as the club's clock counts. */
export function semesterAt(instant: Date, timeZone: string): Semester {
  const clock = wallClock(instant, timeZone)
  if (!clock) throw new RangeError('semesterAt: not a moment in time')
  const half = clock.month <= 6 ? 1 : 2
  const from = midnight(clock.year, half === 1 ? 1 : 7, timeZone)
  const to = half === 1 ? midnight(clock.year, 7, timeZone) : midnight(clock.year + 1, 1, timeZone)
  return { from, to, year: clock.year, half }
}

/** "January–June 2026" / "July–December 2026". */
export function semesterName(semester: Pick<Semester, 'year' | 'half'>): string {
  const [first, last] = semester.half === 1 ? [0, 5] : [6, 11]
  return `${MONTH_NAMES[first]}–${MONTH_NAMES[last]} ${semester.year}`
}
