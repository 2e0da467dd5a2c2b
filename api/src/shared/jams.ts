/**
 * A jam's rules that the API and the PWA share (docs/jams.md). The API never trusts the phase
 * computed here: every write compares the jam's times with the database's now() in its own
 * statement (modules/jams/phase.ts). The PWA uses `jamPhaseAt` with the server's clock
 * (`serverTime`) to count down and to reveal the theme on time.
 */
export const JAM_PHASES = ['upcoming', 'running', 'grace', 'voting', 'results'] as const
export type JamPhase = (typeof JAM_PHASES)[number]

export const JAM_DEFAULT_CATEGORIES = ['Overall', 'Fun', 'Graphics', 'Audio', 'Theme', 'Innovation'] as const
export const JAM_OVERALL = 'Overall'
export const JAM_DEFAULTS = {
  graceMinutes: 60,
  maxTeamSize: 4,
  minRatings: 5,
  participationExp: 100,
  placementExp: [500, 300, 200] as [number, number, number],
}
export const JAM_GRACE_MAX_MINUTES = 1440
export const JAM_THEME_MAX_LENGTH = 60
export const JAM_THEMES_PER_PERSON = 3
export const JAM_SCORE_MIN = 1
export const JAM_SCORE_MAX = 5
/** How many entries `rate-next` offers at once. */
export const JAM_RATE_NEXT_COUNT = 5

export type JamTimes = {
  startsAt: Date | string
  submissionsCloseAt: Date | string
  graceMinutes: number
  votingClosesAt: Date | string
}

const ms = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime())

/** When grace ends: voting starts then. */
export const graceEndsAt = (jam: JamTimes) => new Date(ms(jam.submissionsCloseAt) + jam.graceMinutes * 60_000)

/** The phase at `now` (milliseconds on the server's clock): the same rule as phase.ts's SQL. */
export function jamPhaseAt(jam: JamTimes, now: number): JamPhase {
  if (now < ms(jam.startsAt)) return 'upcoming'
  if (now < ms(jam.submissionsCloseAt)) return 'running'
  if (now < graceEndsAt(jam).getTime()) return 'grace'
  if (now < ms(jam.votingClosesAt)) return 'voting'
  return 'results'
}
