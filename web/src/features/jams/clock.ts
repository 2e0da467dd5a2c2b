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

// The countdown's texts: their own file, which the starter (src/start.ts) ticks a drawn page with.
export { countdownWords, formatCountdown } from '../../lib/countdown-text'

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
