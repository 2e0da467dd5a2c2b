/** Every route of docs/api.md as the property-based tests see it: who may call it, which fields it reads. */
import { CONTENT_SECTIONS } from '../../src/shared/content/types'

export type Guard = 'public' | 'auth' | 'admin'
export type Identity = 'signed out' | 'garbage token' | 'member' | 'admin'

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  guard: Guard
  fields?: string[]
  required?: string[]
  /** Fields the route must ignore (never store). */
  stripped?: string[]
}

const PROFILE = [
  'username',
  'bio',
  'profilePicture',
  'college',
  'graduationYear',
  'course',
  'branch',
  'enrollmentNumber',
  'phoneNumber',
  'showOnLeaderboard',
]
const EVENT = [
  'name',
  'description',
  'date',
  'endsAt',
  'location',
  'pointsAwarded',
  'expOn',
  'capacity',
  'isActive',
  'imageUrl',
  'type',
]
const JAM = [
  'title',
  'description',
  'startsAt',
  'submissionsCloseAt',
  'graceMinutes',
  'votingClosesAt',
  'theme',
  'themeVoting',
  'categories',
  'maxTeamSize',
  'minRatings',
  'participationExp',
  'placementExp',
  'showcaseEventId',
]
const JAM_REQUIRED = ['title', 'startsAt', 'submissionsCloseAt', 'votingClosesAt']
const FORBIDDEN = ['role', 'exp', 'level', 'rank', 'email', 'googleId', 'discordId', '_id']

export const ROUTES: Route[] = [
  {
    method: 'POST',
    path: '/api/auth/signup',
    guard: 'public',
    fields: ['username', 'email', 'password'],
    required: ['username', 'email', 'password'],
    stripped: FORBIDDEN,
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    guard: 'public',
    fields: ['email', 'password'],
    required: ['email', 'password'],
  },
  { method: 'GET', path: '/api/auth/options', guard: 'public' },
  {
    method: 'POST',
    path: '/api/auth/verify-email',
    guard: 'public',
    fields: ['token', 'password'],
    required: ['token'],
  },
  { method: 'POST', path: '/api/auth/resend-verification', guard: 'auth' },
  { method: 'POST', path: '/api/auth/forgot-password', guard: 'public', fields: ['email'], required: ['email'] },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    guard: 'public',
    fields: ['token', 'password'],
    required: ['token', 'password'],
  },
  { method: 'GET', path: '/api/user/profile', guard: 'auth' },
  { method: 'PUT', path: '/api/user/profile', guard: 'auth', fields: PROFILE, stripped: FORBIDDEN },
  { method: 'GET', path: '/api/events', guard: 'public' },
  { method: 'GET', path: '/api/events/:id', guard: 'public' },
  {
    method: 'POST',
    path: '/api/events',
    guard: 'admin',
    fields: EVENT,
    stripped: FORBIDDEN,
    required: ['name', 'description', 'date', 'location', 'pointsAwarded'],
  },
  { method: 'PUT', path: '/api/events/:id', guard: 'admin', fields: EVENT, stripped: FORBIDDEN },
  { method: 'DELETE', path: '/api/events/:id', guard: 'admin' },
  { method: 'POST', path: '/api/registrations/:id', guard: 'auth' },
  { method: 'DELETE', path: '/api/registrations/:id', guard: 'auth' },
  { method: 'GET', path: '/api/registrations/my', guard: 'auth' },
  {
    method: 'POST',
    path: '/api/events/:id/check-ins',
    guard: 'admin',
    fields: ['ticket', 'userId', 'nonce', 'scannedAt'],
  },
  { method: 'GET', path: '/api/events/:id/attendees', guard: 'admin' },
  { method: 'GET', path: '/api/events/:id/check-in/tickets/:code', guard: 'admin' },
  { method: 'GET', path: '/api/events/:id/check-in-code', guard: 'admin' },
  { method: 'POST', path: '/api/registrations/:id/check-in', guard: 'auth', fields: ['code'], required: ['code'] },
  { method: 'GET', path: '/api/user/exp-history', guard: 'auth' },
  { method: 'GET', path: '/api/admin/users/:id/exp-history', guard: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/users/:id/exp-adjustments',
    guard: 'admin',
    fields: ['amount', 'note'],
    required: ['amount', 'note'],
    stripped: FORBIDDEN,
  },
  { method: 'GET', path: '/api/leaderboard', guard: 'public' },
  { method: 'GET', path: '/api/members/:username', guard: 'public' },
  { method: 'GET', path: '/api/events/:id/calendar.ics', guard: 'public' },
  { method: 'GET', path: '/api/calendar/club.ics', guard: 'public' },
  { method: 'GET', path: '/api/calendar/feeds/:id', guard: 'public' },
  { method: 'GET', path: '/api/user/calendar', guard: 'auth' },
  { method: 'POST', path: '/api/user/calendar', guard: 'auth' },
  { method: 'GET', path: '/api/admin/users', guard: 'admin' },
  { method: 'GET', path: '/api/admin/registrations', guard: 'admin' },
  { method: 'GET', path: '/api/admin/insights', guard: 'admin' },
  {
    method: 'POST',
    path: '/api/contact',
    guard: 'public',
    fields: ['name', 'email', 'message'],
    required: ['name', 'email', 'message'],
  },
  { method: 'GET', path: '/api/admin/contact-messages', guard: 'admin' },
  {
    method: 'PUT',
    path: '/api/admin/contact-messages/:id',
    guard: 'admin',
    fields: ['handled'],
    required: ['handled'],
  },
  { method: 'GET', path: '/api/content', guard: 'public' },
  // One save per section: its body's one field is named as the section (docs/api.md#content).
  ...CONTENT_SECTIONS.map(
    (section): Route => ({
      method: 'PUT',
      path: `/api/admin/content/${section}`,
      guard: 'admin',
      fields: [section],
      required: [section],
    }),
  ),
  // Jams (docs/api.md#jams): the fixtures hold an upcoming jam with theme voting on.
  { method: 'GET', path: '/api/jams', guard: 'public' },
  { method: 'GET', path: '/api/jams/:id', guard: 'public' },
  { method: 'POST', path: '/api/jams', guard: 'admin', fields: JAM, required: JAM_REQUIRED, stripped: FORBIDDEN },
  { method: 'PUT', path: '/api/jams/:id', guard: 'admin', fields: JAM, stripped: FORBIDDEN },
  { method: 'DELETE', path: '/api/jams/:id', guard: 'admin' },
  { method: 'GET', path: '/api/jams/:id/themes', guard: 'auth' },
  { method: 'POST', path: '/api/jams/:id/themes', guard: 'auth', fields: ['text'], required: ['text'] },
  { method: 'POST', path: '/api/jams/:id/join', guard: 'auth' },
  { method: 'DELETE', path: '/api/jams/:id/join', guard: 'auth' },
  { method: 'GET', path: '/api/jams/:id/entrants', guard: 'public' },
  { method: 'GET', path: '/api/jams/:id/team-posts', guard: 'public' },
  {
    method: 'PUT',
    path: '/api/jams/:id/team-posts/mine',
    guard: 'auth',
    fields: ['skills', 'lookingFor', 'message'],
    required: ['skills', 'lookingFor', 'message'],
  },
  { method: 'DELETE', path: '/api/jams/:id/team-posts/mine', guard: 'auth' },
  { method: 'GET', path: '/api/jams/:id/entries', guard: 'public' },
  { method: 'POST', path: '/api/jams/:id/entries', guard: 'auth', fields: ['gameId'], required: ['gameId'] },
  { method: 'GET', path: '/api/media/:id', guard: 'public' },
  // Jams: ratings and results (the entry's id stays ':entryId', an unknown entry).
  {
    method: 'PUT',
    path: '/api/jams/:id/entries/:entryId/ratings',
    guard: 'auth',
    fields: ['scores'],
    required: ['scores'],
  },
  { method: 'GET', path: '/api/jams/:id/rate-next', guard: 'auth' },
  { method: 'GET', path: '/api/jams/:id/ratings.csv', guard: 'admin' },
  { method: 'GET', path: '/api/jams/:id/results', guard: 'public' },
  { method: 'PUT', path: '/api/jams/:id/audience-vote', guard: 'auth', fields: ['entryId'], required: ['entryId'] },
  { method: 'GET', path: '/api/health', guard: 'public' },
  { method: 'GET', path: '/api/docs/json', guard: 'public' },
  // Social sign-in: whatever arrives, a redirect (never an error page), and no row changes
  // without a valid state cookie and a code the provider issued.
  { method: 'GET', path: '/api/auth/google', guard: 'public' },
  { method: 'GET', path: '/api/auth/google/callback', guard: 'public' },
  { method: 'GET', path: '/api/auth/discord', guard: 'public' },
  { method: 'GET', path: '/api/auth/discord/callback', guard: 'public' },
]

/** For guarded routes, the only statuses each identity may get (null: anything but a 5xx). */
export const ALLOWED_STATUSES: Record<Guard, Record<Identity, number[] | null>> = {
  public: { 'signed out': null, 'garbage token': null, member: null, admin: null },
  // 415 and 422 come before the guard: the body is read (JSON only, bounded) before anything else.
  auth: {
    'signed out': [400, 401, 404, 413, 415, 422],
    'garbage token': [400, 401, 404, 413, 415, 422],
    member: null,
    admin: null,
  },
  admin: {
    'signed out': [400, 401, 404, 413, 415, 422],
    'garbage token': [400, 401, 404, 413, 415, 422],
    member: [400, 401, 403, 404, 413, 415, 422],
    admin: null,
  },
}
