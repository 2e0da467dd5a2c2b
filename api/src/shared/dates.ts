/**
 * Dates and times as people read them (docs/product.md#time-zone): the ordinal date "3rd March
 * 2025" and the time "6:00 pm", both as a clock in the club's time zone shows them, and the time
 * labelled with the zone ("6:00 pm IST"). The API keeps instants in UTC; only these words are
 * local. The strings are put together here rather than by Intl's locale data, so the server, Bun
 * and every browser write exactly the same text.
 */
import { timeZoneLabel, wallClock } from './time-zone'

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** Monday first, as WallClock.weekday counts. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** What a date that cannot be read shows instead. */
export const DATE_UNKNOWN = 'Date to be announced'

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 11 → "11th", 22 → "22nd", 113 → "113th". */
export function ordinal(day: number): string {
  const lastTwo = day % 100
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`
  const suffix = ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'
  return `${day}${suffix}`
}

/** "2025-03-03T12:30:00Z" in Asia/Kolkata → "3rd March 2025"; unreadable → "Date to be announced". */
export function formatDate(instant: string | number | Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone)
  if (!clock) return DATE_UNKNOWN
  return `${ordinal(clock.day)} ${MONTH_NAMES[clock.month - 1]} ${clock.year}`
}

/** "2025-03-03T12:30:00Z" in Asia/Kolkata → "6:00 pm"; midnight is "12:00 am"; unreadable → "". */
export function formatTime(instant: string | number | Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone)
  if (!clock) return ''
  const hour = clock.hour % 12 || 12
  return `${hour}:${String(clock.minute).padStart(2, '0')} ${clock.hour < 12 ? 'am' : 'pm'}`
}

/** "6:00 pm IST": the time with the zone's label at that moment ("GMT" or "BST" in London). */
export function formatTimeWithZone(instant: string | number | Date, timeZone: string): string {
  const time = formatTime(instant, timeZone)
  return time && `${time} ${timeZoneLabel(timeZone, instant)}`
}

/** "3rd March 2025, 6:00 pm IST"; unreadable → "Date to be announced". */
export function formatDateTime(instant: string | number | Date, timeZone: string): string {
  const time = formatTimeWithZone(instant, timeZone)
  return time ? `${formatDate(instant, timeZone)}, ${time}` : DATE_UNKNOWN
}
