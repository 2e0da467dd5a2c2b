/**
 * The value of `<input type="datetime-local">` ("2027-03-10T18:30") read as a clock in the club's
 * time zone, whatever zone the admin's own computer is set to, and back. The API stores UTC.
 * Also the seed's "in 5 days at 4 pm" (api/src/db/seed-events.ts). docs/product.md#time-zone.
 */
import { offsetAt, wallClock } from './time-zone'

const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/
const DAY_MS = 24 * 60 * 60 * 1000

/** Wall-clock fields → the instant(s) a clock in `timeZone` shows them (0, 1 or 2 of them). */
export function instantsAt(
  fields: { year: number; month: number; day: number; hour: number; minute: number; second?: number },
  timeZone: string,
): Date[] {
  const asUtc = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second ?? 0)
  // A zone changes its offset at most once within a day either side (daylight saving): the
  // offsets a day before and a day after are the only candidates.
  const offsets = new Set([offsetAt(new Date(asUtc - DAY_MS), timeZone), offsetAt(new Date(asUtc + DAY_MS), timeZone)])
  const found: Date[] = []
  for (const offset of offsets) {
    const candidate = new Date(asUtc - offset)
    const clock = wallClock(candidate, timeZone)
    const shown = clock && Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second)
    if (shown === asUtc) found.push(candidate)
  }
  return found.sort((a, b) => a.getTime() - b.getTime())
}

/**
 * The instant a clock in `timeZone` shows these fields. Twice-shown times (the hour that repeats
 * when clocks go back) take the earlier; skipped times (clocks go forward) move forward by the
 * gap, as Temporal's "compatible" rule does: 01:30 on the day London skips 01:00–02:00 is 02:30 BST.
 */
export function zonedToInstant(
  fields: { year: number; month: number; day: number; hour: number; minute: number; second?: number },
  timeZone: string,
): Date {
  const [first] = instantsAt(fields, timeZone)
  if (first) return first
  const asUtc = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second ?? 0)
  return new Date(asUtc - offsetAt(new Date(asUtc - DAY_MS), timeZone))
}

/** "2027-03-10T18:30" in Asia/Kolkata → "2027-03-10T13:00:00.000Z"; a value that is not a date → null. */
export function datetimeLocalToIso(value: string, timeZone: string): string | null {
  const match = LOCAL_VALUE.exec(value.trim())
  if (!match) return null
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0))
  if (hour > 23 || minute > 59 || second > 59) return null
  // Date.UTC rolls 31 April over into 1 May: a day the calendar does not have is not a date.
  const check = new Date(Date.UTC(year, month - 1, day))
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
  return zonedToInstant({ year, month, day, hour, minute, second }, timeZone).toISOString()
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** "2027-03-10T13:00:00.000Z" in Asia/Kolkata → "2027-03-10T18:30", to prefill the input; unreadable → "". */
export function isoToDatetimeLocal(instant: string | number | Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone)
  if (!clock) return ''
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`
}
