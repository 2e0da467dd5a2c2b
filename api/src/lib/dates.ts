/**
 * Dates and times are accepted only as RFC 3339 / ISO 8601 date-times with a zone
 * (`2026-03-03T18:30:00Z`, `2026-03-03T18:30+05:30`) naming a day that exists: `2030-02-30` is
 * refused, never rolled over to 2 March as `new Date` would. Registered as TypeBox's `date-time`
 * format, so every schema field with that format, in any module, checks the same way.
 */
import { FormatRegistry } from '@sinclair/typebox'

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?([Zz]|[+-](\d{2}):(\d{2}))$/

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The instant, or null when the text is not a date-time that exists. */
export function parseDateTime(text: string): Date | null {
  const match = DATE_TIME.exec(text)
  if (!match) return null
  const [year, month, day, hour, minute, second = 0, zoneHours = 0, zoneMinutes = 0] = [
    match[1],
    match[2],
    match[3],
    match[4],
    match[5],
    match[6],
    match[9],
    match[10],
  ].map(Number) as number[]
  if (month! < 1 || month! > 12 || day! < 1 || day! > daysIn(year!, month!)) return null
  if (hour! > 23 || minute! > 59 || second > 59 || zoneHours > 23 || zoneMinutes > 59) return null
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? null : date
}

export const isDateTime = (text: string): boolean => parseDateTime(text) !== null

// Replaces Elysia's lenient `date-time` (which accepts `2030-02-30` and lets Date roll it over).
FormatRegistry.Set('date-time', isDateTime)
