/** The texts of /leaderboard (docs/product.md#leaderboard) and the small decisions behind them. */
import { LEADERBOARD_PAGE_SIZE } from '@club/api/shared/constants'
import { formatDateTime } from '@club/api/shared/dates'
import { type LeaderboardPeriod, semesterAt, semesterName } from '@club/api/shared/semesters'

export const LEADERBOARD_LOAD_FAILED = 'Failed to load the leaderboard.'

export const TABS: readonly { period: LeaderboardPeriod; label: string }[] = [
  { period: 'semester', label: 'This semester' },
  { period: 'all', label: 'All time' },
]

/** How many pages `total` rows make (at least one, so "Page 1 of 1" for an empty board). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / LEADERBOARD_PAGE_SIZE))

/** The page a position is on. */
export const pageOf = (position: number) => Math.ceil(position / LEADERBOARD_PAGE_SIZE)

/** "July–December 2026, counted from 1st July 2026, 12:00 am IST" (the semester's start, in the club's zone). */
export function periodDescription(from: string | null, timeZone: string): string {
  if (!from) return 'Every EXP ever earned at the club.'
  const semester = semesterAt(new Date(from), timeZone)
  return `${semesterName(semester)}: EXP earned since ${formatDateTime(from, timeZone)}.`
}

export interface OwnStanding {
  /** null when not listed. */
  position: number | null
  exp: number
}

/** The student's own line, always shown: "You: #14 · 300 EXP", or why they are not listed. */
export function ownStandingText(me: OwnStanding, hidden: boolean, period: LeaderboardPeriod): string {
  const when = period === 'semester' ? ' this semester' : ''
  if (hidden)
    return `You are hidden from the leaderboard (${me.exp} EXP${when}). You can show yourself again on your profile.`
  if (me.position === null)
    return `You are not on the leaderboard yet: earn EXP${when} at the club's events to join it.`
  return `You: #${me.position} · ${me.exp} EXP${when}`
}

/** An empty period. */
export const emptyText = (period: LeaderboardPeriod) =>
  period === 'semester'
    ? 'Nobody has earned EXP this semester yet. Register for an event to be the first.'
    : 'Nobody has earned EXP yet. Register for an event to be the first.'

/**
 * What the page shows around the table: the student's own line, and the empty state. One state,
 * never two that contradict each other: on an empty board a hidden student reads only why they
 * are not there, anyone else only that nobody has earned EXP yet.
 */
export function boardParts(
  board: { total: number; rowsShown: number; period: LeaderboardPeriod; signedIn: boolean },
  hidden: boolean,
): { ownLine: boolean; empty: string | null } {
  if (board.rowsShown > 0) return { ownLine: board.signedIn, empty: null }
  if (board.total > 0) return { ownLine: board.signedIn, empty: 'No one on this page.' }
  if (board.signedIn && hidden) return { ownLine: true, empty: null }
  return { ownLine: false, empty: emptyText(board.period) }
}

export const SETTING_FAILED = 'Failed to save the setting. Please try again.'

/** Said (politely, to screen readers too) once the setting is saved. */
export const settingSavedText = (shown: boolean) =>
  shown ? 'Saved: you are on the leaderboard.' : 'Saved: you are hidden from the leaderboard.'
