/**
 * Dates as docs/product.md#limits-and-constants writes them: ordinal day, month name, year, in UTC ("3rd March 2025").
 * Times, where a screen shows one, are in the student's own time zone (India Standard Time on campus).
 */
const MONTHS = [
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

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 11 → "11th", 22 → "22nd". */
export function ordinal(day: number): string {
  const lastTwo = day % 100
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`
  const suffix = ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'
  return `${day}${suffix}`
}

/** "2025-03-03T10:00:00.000Z" → "3rd March 2025"; an unreadable date → "Date to be announced". */
export function formatDate(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  if (Number.isNaN(date.getTime())) return 'Date to be announced'
  return `${ordinal(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/**
 * One formatter for every call: `toLocaleTimeString` with options builds a new one each time
 * (about 1 ms on a phone; /events with 50 cards spent a tenth of its script time there).
 */
let timeFormat: Intl.DateTimeFormat | undefined

/** "10:30 am" in the viewer's time zone. */
export function formatTime(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  if (Number.isNaN(date.getTime())) return ''
  timeFormat ??= new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true })
  return timeFormat.format(date)
}

/** docs/product.md#time-zone: Register Now and Upcoming both mean "the date is still ahead". */
export function isFuture(iso: string | Date, now: Date = new Date()): boolean {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  return date.getTime() > now.getTime()
}
