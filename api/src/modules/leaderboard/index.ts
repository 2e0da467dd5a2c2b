import { Elysia } from 'elysia'
import type { AppDeps } from '../../deps'
import { ErrorBody } from '../../lib/errors'
import { LEADERBOARD_PAGE_SIZE } from '../../shared/constants'
import { Leaderboard, LeaderboardQuery } from './model'

const JSON_TYPE = { 'content-type': 'application/json;charset=utf-8' }

/** The leaderboard (docs/api.md#leaderboard): anyone may read it; `me` for a signed-in student. */
export const leaderboardModule = ({ auth, leaderboard }: AppDeps) =>
  new Elysia({ name: 'leaderboard', prefix: '/api/leaderboard' }).use(auth).get(
    '',
    async ({ query, session }) =>
      new Response(
        await leaderboard.json({
          period: query.period ?? 'all',
          limit: query.limit ?? LEADERBOARD_PAGE_SIZE,
          offset: query.offset ?? 0,
          session,
        }),
        { headers: JSON_TYPE },
      ),
    {
      optionalAuth: true,
      query: LeaderboardQuery,
      response: { 200: Leaderboard, 422: ErrorBody },
      detail: {
        summary: 'Students ranked by EXP, all time or this semester',
        description:
          'Only students with EXP > 0 in the period who have not hidden themselves; equal EXP share a position (1, 2, 2, 4). Semesters run January–June and July–December in the club’s time zone. `me` (the signed-in student’s position and EXP in the period) when the request carries a valid token. limit 1..100 (default 50), offset ≥ 0: anything else is 422.',
        tags: ['Leaderboard'],
      },
    },
  )
