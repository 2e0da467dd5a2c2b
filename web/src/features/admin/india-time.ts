/**
 * The admin types an event's date and time as the clock on campus reads it: India Standard Time,
 * UTC+05:30 all year (India has no daylight saving). The API stores ISO 8601 in UTC, so the form
 * converts both ways with a fixed offset, whatever time zone the admin's own computer is set to
 * (docs/decisions/0070-admin-event-times-in-india-standard-time.md).
 */
export const IST_OFFSET_MINUTES = 5 * 60 + 30
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000

/** What `<input type="datetime-local">` holds: "2027-03-10T18:30" (seconds optional). */
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** "2027-03-10T18:30" typed in IST → "2027-03-10T13:00:00.000Z"; anything unreadable → null. */
export function istInputToIso(value: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim())
  if (!match) return null
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0))
  if (hour > 23 || minute > 59 || second > 59) return null
  const wallClock = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  // Date.UTC rolls 31 April over into 1 May; a day the calendar does not have is not a date.
  if (wallClock.getUTCDate() !== day || wallClock.getUTCMonth() !== month - 1) return null
  return new Date(wallClock.getTime() - IST_OFFSET_MS).toISOString()
}

/** "2027-03-10T13:00:00.000Z" → "2027-03-10T18:30", ready to prefill the datetime-local input. */
export function isoToIstInput(iso: string): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return ''
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16)
}

/** "6:30 pm IST": the time as the admin typed it. */
export function formatIstTime(iso: string): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return ''
  const text = new Date(time).toLocaleTimeString('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
  return `${text} IST`
}
