import { LEADERBOARD_PAGE_SIZE } from '@club/api/shared/constants'
import type { LeaderboardPeriod } from '@club/api/shared/semesters'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { savedOnDevice } from '../../pwa/saved-on-device'

export interface LeaderboardPage {
  period: LeaderboardPeriod
  /** 1, 2, …: pages of LEADERBOARD_PAGE_SIZE. */
  page: number
}

/**
 * GET /api/leaderboard, one page, saved on the device like the events list. Signed in, the answer
 * carries the student's own row (`me`): it is theirs, so it leaves the device with the session.
 */
export const leaderboardQuery = ({ period, page }: LeaderboardPage, signedIn: boolean) =>
  queryOptions({
    queryKey: queryKeys.leaderboard(period, page, signedIn),
    queryFn: async () =>
      unwrap(
        await api.leaderboard.get({
          query: { period, limit: LEADERBOARD_PAGE_SIZE, offset: (page - 1) * LEADERBOARD_PAGE_SIZE },
        }),
      ),
    ...savedOnDevice(signedIn ? 'student' : 'everyone'),
  })

export type LeaderboardJson = Awaited<ReturnType<ReturnType<typeof leaderboardQuery>['queryFn'] & {}>>

/** The address's search, made safe: an unknown period is this semester, a bad page the first. */
export function leaderboardSearch(search: { period?: unknown; page?: unknown }): LeaderboardPage {
  const page = Number(search.page)
  return {
    period: search.period === 'all' ? 'all' : 'semester',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  }
}
