import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'

/**
 * The address of the student's personal feed (GET /api/user/calendar, made on the first call). Kept
 * in memory only, never saved on the device: whoever holds it reads the student's events, and it
 * goes with the rest of their data when the session ends.
 */
export const personalFeedQuery = () =>
  queryOptions({
    queryKey: queryKeys.calendarFeed,
    queryFn: async () => unwrap(await api.user.calendar.get()),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** A new address (POST /api/user/calendar); the old one answers 404 from then on. */
export const replaceFeed = async () => unwrap(await api.user.calendar.post())
