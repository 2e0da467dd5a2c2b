/**
 * The attendee list's tabs (docs/product.md#admin): every seat, the waitlist, who checked in, and
 * after check-in closed, who held a seat and never came. This phone's own check-ins that the
 * server has not confirmed yet count as checked in.
 */
import { csvText } from '../../lib/csv'
import { formatDate, formatTime } from '../../lib/dates'

const formatDateTime = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)}`

import type { Attendee } from './queries'

export const TABS = ['registered', 'waitlist', 'checked-in', 'no-show'] as const
export type Tab = (typeof TABS)[number]

export const TAB_LABELS: Record<Tab, string> = {
  registered: 'Registered',
  waitlist: 'Waitlist',
  'checked-in': 'Checked in',
  'no-show': 'No-show',
}

export type Row = Attendee & { checkedInAt: string | null; unconfirmed: boolean }

export function withLocal(list: readonly Attendee[], local: ReadonlyMap<string, string>): Row[] {
  return list.map((attendee) => {
    const mine = attendee.checkedInAt ? null : (local.get(attendee.userId) ?? null)
    return { ...attendee, checkedInAt: attendee.checkedInAt ?? mine, unconfirmed: mine !== null }
  })
}

/** The rows of each tab; No-show stays empty until check-in has closed. */
export function tabRows(rows: readonly Row[], closed: boolean): Record<Tab, Row[]> {
  const seats = rows.filter((row) => row.status === 'registered')
  return {
    registered: seats,
    waitlist: rows.filter((row) => row.status === 'waitlisted'),
    'checked-in': seats.filter((row) => row.checkedInAt),
    'no-show': closed ? seats.filter((row) => !row.checkedInAt) : [],
  }
}

/** Rows whose username or email contains every word typed. */
export function filterRows(rows: readonly Row[], query: string): Row[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  return rows.filter((row) => words.every((word) => `${row.username} ${row.email}`.toLowerCase().includes(word)))
}

/** The tab as a CSV file; times in the club's time zone. */
export function attendeesCsv(rows: readonly Row[]): string {
  return csvText(
    ['Username', 'Email', 'Status', 'Waitlist position', 'Checked in at', 'Registered at'],
    rows.map((row) => [
      row.username,
      row.email,
      row.status,
      row.waitlistPosition,
      row.checkedInAt ? formatDateTime(row.checkedInAt) : null,
      formatDateTime(row.registeredAt),
    ]),
  )
}

/**
 * The downloaded file's name: the event's name (letters and digits of any script, the rest as
 * single dashes, lower case, at most 60 characters) and the tab, e.g.
 * "winter-gameathon-2026-registered.csv"; the event's id when its name has no letter or digit.
 */
export function attendeesFileName(event: { _id: string; name: string }, tab: Tab): string {
  const words = event.name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '')
  return `${words || event._id.slice(0, 8)}-${tab}.csv`
}

/** What the list says about check-in while it is not open: when it opens, or that it closed (the club's clock). */
export function checkInWindowText(state: 'before' | 'open' | 'after', window: { opens: Date; closes: Date }) {
  if (state === 'before') return `Check-in opens on ${formatDateTime(window.opens.toISOString())}.`
  if (state === 'after') return `Check-in closed on ${formatDateTime(window.closes.toISOString())}.`
  return null
}
