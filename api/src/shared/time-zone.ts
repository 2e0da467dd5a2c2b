/**
 * The club's time zone: which one (a setting, CLUB_TIME_ZONE, India by default), how the PWA learns
 * it, what a wall clock there reads at a given instant, and its short label ("IST").
 * Pure functions over Intl, imported by the server and the PWA alike
 * (`@club/api/shared/time-zone`). The rules: docs/product.md#time-zone.
 */

/** Where the club meets: New Delhi, India Standard Time (UTC+05:30 all year). */
export const DEFAULT_CLUB_TIME_ZONE = 'Asia/Kolkata'

/**
 * The server writes `<meta name="club-time-zone" content="Asia/Kolkata">` into the index.html it
 * serves (api/src/plugins/web-index.ts); the PWA reads it with `clubTimeZoneFrom`.
 */
export const CLUB_TIME_ZONE_META = 'club-time-zone'

/**
 * An IANA zone name ("Asia/Kolkata", "Europe/London", "UTC") that this engine's Intl knows.
 * Abbreviations ("IST" is India, Israel and Ireland) and bare offsets are refused: engines
 * disagree about them (V8 reads "IST" as India, JavaScriptCore refuses it).
 */
export function isTimeZone(name: string): boolean {
  if (!/^(?:UTC|GMT|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/.test(name)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** The zone named by the page's meta tag, or the default when it is missing or not a zone here. */
export function clubTimeZoneFrom(value: string | null | undefined): string {
  const name = value?.trim()
  return name && isTimeZone(name) ? name : DEFAULT_CLUB_TIME_ZONE
}

/** What a clock in the zone shows: month 1–12, hour 0–23, weekday 0 = Monday … 6 = Sunday. */
export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  weekday: number
}

/** The fields of each kind of formatter here, as `formatFor` makes them. */
const FIELDS = {
  /** A wall clock, 24-hour: what `wallClock` reads from the parts. */
  wallClock: {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
  /** The zone's short name alone ("IST"): what `timeZoneLabel` reads. */
  zoneName: { timeZoneName: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

/**
 * Building a DateTimeFormat costs about a millisecond on a phone: each (kind, locale, zone) is
 * made when first needed and kept.
 */
const formats = new Map<string, Intl.DateTimeFormat>()
function formatFor(kind: keyof typeof FIELDS, locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${locale} ${timeZone}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...FIELDS[kind], timeZone })
    formats.set(key, format)
  }
  return format
}

/** An ISO string, a Date or epoch milliseconds; null when it is not a moment in time. */
export function toInstant(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** The wall clock in `timeZone` at `instant`; null for an unreadable instant. */
export function wallClock(instant: string | number | Date, timeZone: string): WallClock | null {
  const date = toInstant(instant)
  if (!date) return null
  const parts: Record<string, number> = {}
  for (const part of formatFor('wallClock', 'en-US', timeZone).formatToParts(date))
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  const { year = 0, month = 1, day = 1, minute = 0, second = 0 } = parts
  // Some engines have written midnight as 24 with hour12: false; h23 should not, but be sure.
  const hour = (parts.hour ?? 0) % 24
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7
  return { year, month, day, hour, minute, second, weekday }
}

/** The zone's offset from UTC at `instant`, in milliseconds (+5:30 → 19 800 000). */
export function offsetAt(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone)
  if (!clock) return 0
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second)
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000
}

/**
 * Locales whose English names of zones include abbreviations, the club's own first: CLDR gives
 * "IST" only to en-IN, "BST" only to en-GB, "EDT" only to en-US, "AEST" only to en-AU.
 */
const LABEL_LOCALES = ['en-IN', 'en-GB', 'en-US', 'en-AU', 'en-CA', 'en-NZ', 'en-IE', 'en-ZA']

/**
 * The zone's short label at `instant`: "IST"; "GMT" or "BST" in London depending on the date;
 * "UTC+9" where no English abbreviation exists (Asia/Tokyo). The locales are tried in order, so
 * the club's own zone needs one formatter.
 */
export function timeZoneLabel(timeZone: string, instant: string | number | Date = new Date()): string {
  const date = toInstant(instant) ?? new Date()
  for (const locale of LABEL_LOCALES) {
    const name =
      formatFor('zoneName', locale, timeZone)
        .formatToParts(date)
        .find((part) => part.type === 'timeZoneName')?.value ?? ''
    if (/^[A-Z]{2,5}$/.test(name)) return name
  }
  const offset = offsetAt(date, timeZone) / 60_000
  if (offset === 0) return 'UTC'
  const hours = Math.floor(Math.abs(offset) / 60)
  const minutes = Math.abs(offset) % 60
  return `UTC${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`
}
