/** Jams JSON and inputs (docs/api.md#jams, docs/jams.md). */
import { t } from 'elysia'
import { Nullable } from '../../lib/schema'
import { JAM_GRACE_MAX_MINUTES, JAM_PHASES, JAM_THEME_MAX_LENGTH } from '../../shared/jams'
import { Game } from '../games/model'

export const JAM_TITLE_MAX_LENGTH = 100
export const JAM_DESCRIPTION_MAX_LENGTH = 5000
export const JAM_CATEGORIES_MAX = 10
export const JAM_CATEGORY_MAX_LENGTH = 30
export const JAM_TEAM_SIZE_MAX = 20
export const JAM_TEAM_POST_LIST_MAX = 10
export const JAM_TEAM_POST_WORD_MAX_LENGTH = 40
export const JAM_TEAM_POST_MESSAGE_MAX_LENGTH = 1000

const Time = t.String({ format: 'date-time' })

export const Jam = t.Object({
  _id: t.String(),
  slug: t.String(),
  title: t.String(),
  description: t.String(),
  startsAt: Time,
  submissionsCloseAt: Time,
  graceMinutes: t.Integer(),
  votingClosesAt: Time,
  phase: t.UnionEnum(JAM_PHASES),
  theme: Nullable(t.String({ description: 'null before startsAt, always' })),
  themeVoting: t.Boolean(),
  themeSource: t.Union([t.UnionEnum(['organisers', 'voting']), t.Null()], {
    description:
      'Where the theme at startsAt will come from, never the theme itself: `organisers` (an admin set it; it wins over voting), `voting` (the most-voted idea), null (neither yet: no theme will show unless an admin sets one or ideas arrive)',
  }),
  categories: t.Array(t.String()),
  maxTeamSize: t.Integer(),
  minRatings: t.Integer(),
  participationExp: t.Integer(),
  placementExp: t.Array(t.Integer(), { minItems: 3, maxItems: 3 }),
  showcaseEventId: Nullable(t.String()),
  counts: t.Object({ entrants: t.Integer(), entries: t.Integer(), ratings: t.Integer(), themeIdeas: t.Integer() }),
  serverTime: Time,
})
export type Jam = typeof Jam.static

const TimeInput = (name: string) => t.String({ format: 'date-time', error: `${name} must be a date-time (ISO 8601)` })
const Int = (name: string, minimum: number, maximum: number) =>
  t.Integer({ minimum, maximum, error: `${name} must be a whole number from ${minimum} to ${maximum}` })

const fields = {
  title: t.String({
    minLength: 1,
    maxLength: JAM_TITLE_MAX_LENGTH,
    pattern: '\\S',
    error: `title is required (at most ${JAM_TITLE_MAX_LENGTH} characters)`,
  }),
  description: t.String({
    maxLength: JAM_DESCRIPTION_MAX_LENGTH,
    error: `description must be at most ${JAM_DESCRIPTION_MAX_LENGTH} characters`,
  }),
  startsAt: TimeInput('startsAt'),
  submissionsCloseAt: TimeInput('submissionsCloseAt'),
  graceMinutes: Int('graceMinutes', 0, JAM_GRACE_MAX_MINUTES),
  votingClosesAt: TimeInput('votingClosesAt'),
  theme: t.Union([t.String({ minLength: 1, maxLength: JAM_THEME_MAX_LENGTH, pattern: '\\S' }), t.Null()], {
    error: `theme must be 1 to ${JAM_THEME_MAX_LENGTH} characters, or null to leave it to theme voting`,
  }),
  themeVoting: t.Boolean({ error: 'themeVoting must be true or false' }),
  categories: t.Array(t.String({ minLength: 1, maxLength: JAM_CATEGORY_MAX_LENGTH, pattern: '\\S' }), {
    minItems: 1,
    maxItems: JAM_CATEGORIES_MAX,
    error: `categories: 1 to ${JAM_CATEGORIES_MAX} names of 1 to ${JAM_CATEGORY_MAX_LENGTH} characters, Overall first`,
  }),
  maxTeamSize: Int('maxTeamSize', 1, JAM_TEAM_SIZE_MAX),
  minRatings: Int('minRatings', 0, 1000),
  participationExp: Int('participationExp', 0, 100_000),
  placementExp: t.Array(t.Integer({ minimum: 0, maximum: 100_000 }), {
    minItems: 3,
    maxItems: 3,
    error: 'placementExp must be three whole numbers from 0 to 100000: [first, second, third]',
  }),
  showcaseEventId: t.Union([t.String({ maxLength: 100 }), t.Null()], {
    error: 'showcaseEventId must be an event id, or null',
  }),
}

export const JamCreate = t.Object({
  title: fields.title,
  description: t.Optional(fields.description),
  startsAt: fields.startsAt,
  submissionsCloseAt: fields.submissionsCloseAt,
  graceMinutes: t.Optional(fields.graceMinutes),
  votingClosesAt: fields.votingClosesAt,
  theme: t.Optional(fields.theme),
  themeVoting: t.Optional(fields.themeVoting),
  categories: t.Optional(fields.categories),
  maxTeamSize: t.Optional(fields.maxTeamSize),
  minRatings: t.Optional(fields.minRatings),
  participationExp: t.Optional(fields.participationExp),
  placementExp: t.Optional(fields.placementExp),
  showcaseEventId: t.Optional(fields.showcaseEventId),
})
export type JamCreate = typeof JamCreate.static

export const JamUpdate = t.Partial(JamCreate)
export type JamUpdate = typeof JamUpdate.static

export const IdParams = t.Object({ id: t.String({ description: 'The jam’s _id' }) })
export const SlugParams = t.Object({ id: t.String({ description: 'The jam’s slug (its _id works too)' }) })

export const Message = t.Object({ message: t.String() })

export const ThemeIdea = t.Object({
  _id: t.String(),
  text: t.String(),
  mine: t.Boolean({ description: 'Submitted by the caller' }),
  myVote: t.Integer({ minimum: -1, maximum: 1, description: 'The caller’s vote: 1, 0 (none) or -1' }),
})
export const ThemeCreate = t.Object({
  text: t.String({
    minLength: 1,
    maxLength: JAM_THEME_MAX_LENGTH,
    pattern: '\\S',
    error: `text is required (1 to ${JAM_THEME_MAX_LENGTH} characters)`,
  }),
})
export const ThemeVote = t.Object({
  vote: t.Integer({ minimum: -1, maximum: 1, error: 'vote must be 1, 0 or -1' }),
})

export const Entrant = t.Object({
  userId: t.String(),
  username: t.String(),
  profilePicture: Nullable(t.String()),
  joinedAt: Time,
})

const Words = (name: string) =>
  t.Array(t.String({ minLength: 1, maxLength: JAM_TEAM_POST_WORD_MAX_LENGTH, pattern: '\\S' }), {
    maxItems: JAM_TEAM_POST_LIST_MAX,
    error: `${name}: at most ${JAM_TEAM_POST_LIST_MAX} words of 1 to ${JAM_TEAM_POST_WORD_MAX_LENGTH} characters`,
  })
export const TeamPostInput = t.Object({
  skills: Words('skills'),
  lookingFor: Words('lookingFor'),
  message: t.String({
    maxLength: JAM_TEAM_POST_MESSAGE_MAX_LENGTH,
    error: `message must be at most ${JAM_TEAM_POST_MESSAGE_MAX_LENGTH} characters`,
  }),
})
export const TeamPost = t.Object({
  userId: t.String(),
  username: t.String(),
  profilePicture: Nullable(t.String()),
  skills: t.Array(t.String()),
  lookingFor: t.Array(t.String()),
  message: t.String(),
  updatedAt: Time,
})

export const EntryCreate = t.Object({ gameId: t.String({ minLength: 1, maxLength: 100, error: 'gameId is required' }) })
export const Entry = t.Object({
  _id: t.String(),
  game: Game,
  members: t.Array(t.Object({ userId: t.String(), username: t.String() })),
  buildId: Nullable(t.String({ description: 'The jam version: frozen at the end of grace' })),
  ratingsReceived: t.Integer(),
  ratingsGiven: t.Integer(),
})
export type Entry = typeof Entry.static
export const EntryParams = t.Object({ id: t.String(), entryId: t.String() })
