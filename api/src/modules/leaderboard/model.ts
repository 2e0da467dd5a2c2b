import { t } from 'elysia'
import { Nullable } from '../../lib/schema'
import { LEADERBOARD_LIMIT_MAX, LEADERBOARD_OFFSET_MAX, LEADERBOARD_PAGE_SIZE } from '../../shared/constants'
import { LEADERBOARD_PERIODS } from '../../shared/semesters'

export const PERIOD_ERROR = `period must be ${LEADERBOARD_PERIODS.join(' or ')}`
export const LIMIT_ERROR = `limit must be a whole number from 1 to ${LEADERBOARD_LIMIT_MAX}`
export const OFFSET_ERROR = `offset must be a whole number from 0 to ${LEADERBOARD_OFFSET_MAX}`

/** Refused, never clamped (docs/api.md#leaderboard). */
export const LeaderboardQuery = t.Object({
  period: t.Optional(t.UnionEnum(LEADERBOARD_PERIODS, { default: 'all', error: PERIOD_ERROR })),
  limit: t.Optional(
    t.Integer({ minimum: 1, maximum: LEADERBOARD_LIMIT_MAX, default: LEADERBOARD_PAGE_SIZE, error: LIMIT_ERROR }),
  ),
  offset: t.Optional(t.Integer({ minimum: 0, maximum: LEADERBOARD_OFFSET_MAX, default: 0, error: OFFSET_ERROR })),
})
export type LeaderboardQuery = typeof LeaderboardQuery.static

export const LeaderboardEntry = t.Object({
  /** 1, 2, 2, 4: equal EXP share a position and the next one skips. */
  position: t.Integer({ minimum: 1 }),
  _id: t.String(),
  username: t.String(),
  profilePicture: Nullable(t.String()),
  /** From the user's total EXP, whatever the period. */
  level: t.Integer(),
  rank: t.String(),
  /** EXP in the period: the sum of the user's ledger entries in it. */
  exp: t.Integer(),
})
export type LeaderboardEntry = typeof LeaderboardEntry.static

export const LeaderboardMe = t.Object({
  /** null when the signed-in user is not listed (no EXP in the period, or hidden). */
  position: Nullable(t.Integer({ minimum: 1 })),
  exp: t.Integer(),
})
export type LeaderboardMe = typeof LeaderboardMe.static

export const Leaderboard = t.Object({
  period: t.UnionEnum(LEADERBOARD_PERIODS, { default: undefined }),
  /** The semester's first instant and the next semester's; both null for `all`. */
  from: Nullable(t.String({ format: 'date-time' })),
  to: Nullable(t.String({ format: 'date-time' })),
  /** Everyone listed, across pages. */
  total: t.Integer(),
  entries: t.Array(LeaderboardEntry),
  me: t.Optional(LeaderboardMe),
})
export type Leaderboard = typeof Leaderboard.static
