/**
 * The Participation Details as a CSV file (for certificates), built in the browser from every page
 * of GET /api/admin/registrations with the current filter.
 */
import type { EventType } from '@club/api/shared/constants'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'
import { formatDateTime, isoToClubInput } from '../../../lib/dates'

type ParticipationPage = Awaited<ReturnType<typeof fetchPage>>
export type ParticipationRow = ParticipationPage['items'][number]

/** The API's largest page (PAGE_SIZE_MAX in api/src/modules/admin/model.ts). */
const PAGE_SIZE = 100

async function fetchPage(page: number, type: EventType | null) {
  return unwrap(await api.admin.registrations.get({ query: { page, pageSize: PAGE_SIZE, ...(type ? { type } : {}) } }))
}

export async function fetchAllParticipation(type: EventType | null): Promise<ParticipationRow[]> {
  const rows: ParticipationRow[] = []
  for (let page = 1; ; page++) {
    const { items, total } = await fetchPage(page, type)
    rows.push(...items)
    if (items.length < PAGE_SIZE || rows.length >= total) return rows
  }
}

const COLUMNS: [string, (row: ParticipationRow) => string | number | null][] = [
  ['Username', (row) => row.user.username],
  ['Email', (row) => row.user.email],
  ['Enrollment number', (row) => row.user.enrollmentNumber],
  ['College', (row) => row.user.college],
  ['Course', (row) => row.user.course],
  ['Branch', (row) => row.user.branch],
  ['Graduation year', (row) => row.user.graduationYear],
  ['Level', (row) => row.user.level],
  ['Rank', (row) => row.user.rank],
  ['Total EXP', (row) => row.user.exp],
  ['Event', (row) => row.event.name],
  ['Event type', (row) => row.event.type],
  // On the club's clock, labelled ("10th March 2027, 6:30 pm IST"), as on every screen.
  ['Event date', (row) => formatDateTime(row.event.date)],
  ['Event deleted', (row) => (row.event.isDeleted ? 'yes' : 'no')],
  ['EXP awarded', (row) => row.expAwarded],
  ['Registered at', (row) => formatDateTime(row.createdAt)],
]

/**
 * One CSV cell: quoted when needed; text that a spreadsheet would run as a formula (=, +, -, @,
 * tab, carriage return first) is prefixed with an apostrophe, since members choose their own
 * usernames and colleges.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** RFC 4180 lines (CRLF), with a byte-order mark so Excel reads the names as UTF-8. */
export function participationCsv(rows: readonly ParticipationRow[]): string {
  const lines = [COLUMNS.map(([title]) => title), ...rows.map((row) => COLUMNS.map(([, read]) => read(row)))]
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/** "participation-gameathon-2027-03-01.csv": the filter and the club's day. */
export function csvFileName(type: EventType | null, now = new Date()): string {
  const kind = type ? type.toLowerCase().replaceAll(' ', '-') : 'all'
  return `participation-${kind}-${isoToClubInput(now).slice(0, 10)}.csv`
}

/** Hands the text to the browser as a download. */
export function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
