/**
 * A jam's clock as the page shows it (docs/product.md#jams): the phase and the countdown to the
 * next moment follow the server's clock, not the phone's. The jam's JSON carries `serverTime`;
 * the difference between it and the phone's clock when the answer arrived is the offset every
 * countdown adds to `Date.now()`. Pure functions, so the rules are tested without a browser.
 */
import { graceEndsAt, type JamPhase, type JamTimes, jamPhaseAt } from '@club/api/shared/jams'

/** Milliseconds to add to the phone's clock to read the server's: serverTime − receivedAt. */
export function serverOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime)
  return Number.isNaN(server) || !receivedAt ? 0 : server - receivedAt
}

/** What each phase is called on the pages. */
export const PHASE_LABELS: Record<JamPhase, string> = {
  upcoming: 'Upcoming',
  running: 'Jamming now',
  grace: 'Grace period: last uploads',
  voting: 'Voting',
  results: 'Results',
}

/** The next moment of a jam: what happens then, and when (server milliseconds). Null once it is over. */
export interface NextMoment {
  phase: JamPhase
  /** "The theme is revealed and the jam starts", as the countdown's heading says it. */
  label: string
  at: number
}

/** The phase at `now` (server clock) and the moment that ends it; results have none. */
export function nextMoment(jam: JamTimes, now: number): NextMoment | null {
  const phase = jamPhaseAt(jam, now)
  switch (phase) {
    case 'upcoming':
      return { phase, label: 'The theme is revealed and the jam starts in', at: Date.parse(String(jam.startsAt)) }
    case 'running':
      return { phase, label: 'Submissions close in', at: Date.parse(String(jam.submissionsCloseAt)) }
    case 'grace':
      return { phase, label: 'Grace ends and voting starts in', at: graceEndsAt(jam).getTime() }
    case 'voting':
      return { phase, label: 'Voting closes in', at: Date.parse(String(jam.votingClosesAt)) }
    default:
      return null
  }
}

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * The time left, in whole seconds rounded up (the countdown never shows 0 before the moment):
 * "3 days 04:05:06", "1 day 00:00:01", "04:05:06"; "00:00:00" at or after the moment.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const days = Math.floor(total / 86_400)
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
  if (days === 0) return clock
  return `${days} ${days === 1 ? 'day' : 'days'} ${clock}`
}

/** The countdown's words for a screen reader, which should not hear every second: "3 days, 4 hours, 5 minutes". */
export function countdownWords(ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000))
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = minutes % 60
  const words = [
    days && `${days} ${days === 1 ? 'day' : 'days'}`,
    hours && `${hours} ${hours === 1 ? 'hour' : 'hours'}`,
    (rest || (!days && !hours)) && `${rest} ${rest === 1 ? 'minute' : 'minutes'}`,
  ].filter(Boolean)
  return words.join(', ')
}

/** The closing banner shows from an hour before submissions close until they close. */
export const CLOSING_BANNER_MS = 60 * 60 * 1000

export function closingSoon(jam: JamTimes, now: number): boolean {
  const closes = Date.parse(String(jam.submissionsCloseAt))
  return jamPhaseAt(jam, now) === 'running' && closes - now <= CLOSING_BANNER_MS
}

/** The most the reveal waits after the countdown's zero, so open pages do not ask at the same instant. */
export const REVEAL_SPREAD_MS = 2000

/** How long after a moment an open page asks for the jam again: 0 to 2 s, spread at random. */
export const revealDelay = (random: () => number = Math.random) =>
  Math.floor(Math.min(Math.max(random(), 0), 0.999) * REVEAL_SPREAD_MS)
