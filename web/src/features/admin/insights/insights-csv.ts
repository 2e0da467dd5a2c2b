/** The Insights tab's figures as CSV files (one per chart), named after what they hold. */
import { formatDate } from '../../../lib/dates'
import type { InsightsJson } from './insights-query'

export function eventsCsv(data: InsightsJson): { header: string[]; rows: (string | number)[][] } {
  return {
    header: ['Event', 'Date', 'Registered', 'Checked in', 'No-show'],
    rows: data.events.map((e) => [e.name, formatDate(e.date), e.registered, e.checkedIn, e.noShow]),
  }
}

export function monthsCsv(data: InsightsJson, figure: 'newMembers' | 'expEarned') {
  return {
    header: ['Month', figure === 'newMembers' ? 'New members' : 'EXP earned'],
    rows: data.months.map((m) => [m.label, m[figure]]),
  }
}

/** "No-shows: 20% of 5 seats" (rounded to a whole percent), or that nothing has happened yet. */
export function noShowSummary(data: InsightsJson): string {
  const seats = data.events.reduce((sum, e) => sum + e.registered, 0)
  if (data.noShowRate === null) return `No seats were taken at an event of ${data.semester.name} yet.`
  return `No-shows in ${data.semester.name}: ${Math.round(data.noShowRate * 100)}% of ${seats} seat${seats === 1 ? '' : 's'} taken.`
}
