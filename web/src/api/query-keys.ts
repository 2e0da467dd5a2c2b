/**
 * Every key of the query cache, in one place: the query options of each feature use these, and so
 * does anything that reads, writes or refreshes another feature's data (a registration refreshes
 * the events list and the profile). Keys start with the API resource they mirror.
 */
import type { EventType } from '@club/api/shared/constants'
import type { LeaderboardPeriod } from '@club/api/shared/semesters'

export const queryKeys = {
  /** The club's content as the committee saved it (GET /api/content): landing, /team, /gallery, footer. */
  content: ['content'] as const,
  events: ['events'] as const,
  event: (id: string) => ['events', id] as const,
  /** The signed-in student (GET /api/user/profile). */
  profile: ['profile'] as const,
  myRegistrations: ['registrations', 'my'] as const,
  /** What this server offers for signing in (GET /api/auth/options): can it send email? */
  authOptions: ['auth', 'options'] as const,
  /** The signed-in student's EXP ledger (GET /api/user/exp-history). */
  myExpHistory: ['user', 'exp-history'] as const,
  /** Every saved page of the leaderboard (refreshed when the student changes what it shows of them). */
  leaderboardAll: ['leaderboard'] as const,
  /** One page of one period; a signed-in answer carries the student's own row, so it has a key of its own. */
  leaderboard: (period: LeaderboardPeriod, page: number, signedIn: boolean) =>
    ['leaderboard', period, page, signedIn ? 'me' : 'anyone'] as const,
  /** Everything of games (refreshed when a game is published, hidden or changed). */
  gamesAll: ['games'] as const,
  /** One search of /games. */
  games: (q: string, tag: string) => ['games', 'list', q, tag] as const,
  game: (slug: string) => ['games', 'one', slug] as const,
  /** Has the club published a game yet? (the GAMES link, components/games-link.ts) */
  gamesPublished: ['games', 'published'] as const,
  /** The signed-in member's games and invitations (GET /api/user/games). */
  myGames: ['games', 'mine'] as const,
  /** Everything of jams; each jam query's key is in jam-query-keys.ts, out of the first view. */
  jamsAll: ['jams'] as const,
  /** The address of the student's personal calendar feed (GET /api/user/calendar). */
  calendarFeed: ['user', 'calendar'] as const,
  /** Everything the admin screens read. */
  admin: ['admin'] as const,
  adminUsers: (page: number, search: string) => ['admin', 'users', page, search] as const,
  adminParticipation: (page: number, type: EventType | null) => ['admin', 'participation', page, type] as const,
  adminExpHistory: (userId: string) => ['admin', 'exp-history', userId] as const,
  /** An event's attendee list, which its scanner keeps on the device (features/check-in). */
  attendees: (eventId: string) => ['admin', 'attendees', eventId] as const,
  checkInCode: (eventId: string) => ['admin', 'check-in-code', eventId] as const,
  /** The contact form's messages (GET /api/admin/contact-messages): /admin's Inbox. */
  adminContactMessages: ['admin', 'contact-messages'] as const,
  /** The committee's figures (GET /api/admin/insights): /admin's Insights. */
  adminInsights: ['admin', 'insights'] as const,
}

export const mutationKeys = {
  /** POST /api/registrations/:eventId, sent now or queued on the device (features/registrations). */
  register: ['registrations', 'register'] as const,
  /** DELETE /api/registrations/:eventId, likewise. */
  cancel: ['registrations', 'cancel'] as const,
  /** A change that got no answer, asked of the server's list once it answers (registrations/settle.ts). */
  check: ['registrations', 'check'] as const,
  /** POST /api/events/:id/check-ins, each scan sent now or queued on the scanner (features/check-in). */
  checkIn: ['check-ins', 'scan'] as const,
}
