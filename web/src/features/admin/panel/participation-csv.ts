/**
 * The Participation Details as a CSV file (for certificates), built in the browser from every page
 * of GET /api/admin/registrations with the current filter.
 */
import type { EventType } from '@club/api/shared/constants'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'
import { csvText } from '../../../lib/csv'
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

/** The rows as a CSV file's text (lib/csv.ts: RFC 4180, a byte-order mark, formulas made inert). */
export function participationCsv(rows: readonly ParticipationRow[]): string {
  return csvText(
    COLUMNS.map(([title]) => title),
    rows.map((row) => COLUMNS.map(([, read]) => read(row))),
  )
}

/** "participation-gameathon-2027-03-01.csv": the filter and the club's day. */
export function csvFileName(type: EventType | null, now = new Date()): string {
  const kind = type ? type.toLowerCase().replaceAll(' ', '-') : 'all'
  return `participation-${kind}-${isoToClubInput(now).slice(0, 10)}.csv`
}
