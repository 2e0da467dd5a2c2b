/**
 * Dates and times as people read them in the app: the shared module of server and PWA
 * (`@club/api/shared/dates`, docs/product.md#time-zone), bound to the club's time zone. That zone
 * comes from `<meta name="club-time-zone">`, which the server writes into the index.html it serves
 * (CLUB_TIME_ZONE, Asia/Kolkata by default); without it, the default. Nothing here formats on its
 * own: one implementation for every screen, the server's messages and the CSV alike
 * (docs/decisions/0125-the-pwa-reads-the-clubs-clock.md).
 */
import {
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
  formatTimeWithZone,
} from '@club/api/shared/dates'
import { datetimeLocalToIso, isoToDatetimeLocal } from '@club/api/shared/datetime-local'
import {
  CLUB_TIME_ZONE_META,
  clubTimeZoneFrom,
  timeZoneLabel,
  type WallClock,
  wallClock,
} from '@club/api/shared/time-zone'

type Instant = string | number | Date

let zone: string | undefined

/** The club's IANA time zone, read once from the page. */
export function clubTimeZone(): string {
  zone ??= clubTimeZoneFrom(
    typeof document === 'undefined'
      ? null
      : document.querySelector(`meta[name="${CLUB_TIME_ZONE_META}"]`)?.getAttribute('content'),
  )
  return zone
}

/** The server's first view (first-view/render.tsx) has no page to read the zone from: it is told. */
export function setClubTimeZone(value: string) {
  zone = clubTimeZoneFrom(value)
}

/** "3rd March 2025", the day as the club's clock reads it; unreadable → "Date to be announced". */
export const formatDate = (instant: Instant) => formatDateIn(instant, clubTimeZone())

/** "6:00 pm IST": the club's clock, labelled with its zone; unreadable → "". */
export const formatTime = (instant: Instant) => formatTimeWithZone(instant, clubTimeZone())

/** "24th December 2026, 6:00 pm IST": what every screen shows for an event's time. */
export const formatDateTime = (instant: Instant) => formatDateTimeIn(instant, clubTimeZone())

/** "IST": the zone's short label now (the admin's form says which clock its times are on). */
export const clubTimeZoneLabel = (instant: Instant = new Date()) => timeZoneLabel(clubTimeZone(), instant)

/** What a clock in the club's zone shows at that instant (the admin's calendar files events by it). */
export const clubWallClock = (instant: Instant): WallClock | null => wallClock(instant, clubTimeZone())

/** A datetime-local value ("2027-03-10T18:30") typed on the club's clock → ISO in UTC; not a date → null. */
export const clubInputToIso = (value: string) => datetimeLocalToIso(value, clubTimeZone())

/** ISO in UTC → the datetime-local value the club's clock shows, to prefill a form. */
export const isoToClubInput = (instant: Instant) => isoToDatetimeLocal(instant, clubTimeZone())

/** docs/product.md#events: Register Now and Upcoming both mean "the date is still ahead". */
export function isFuture(iso: string | Date, now: Date = new Date()): boolean {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  return date.getTime() > now.getTime()
}
