import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'
import { ApiError, failureOf, unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { savedOnDevice } from '../../pwa/saved-on-device'
import type { ServerTicket } from './scan-types'

/**
 * GET /api/events/:id/attendees: what the scanner checks tickets against with no connection, so
 * it is saved on the device (as the signed-in admin's: it goes when their session ends).
 */
export const attendeesQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.attendees(eventId),
    queryFn: async () => unwrap(await api.events({ id: eventId }).attendees.get()),
    ...savedOnDevice('student'),
  })

export type Attendee = Awaited<ReturnType<ReturnType<typeof attendeesQuery>['queryFn'] & {}>>[number]

/**
 * GET /api/events/:id/check-in/tickets/:code: whose ticket a typed code is, when this event's list
 * does not have it (another event's, most likely). Asked once per scan, never saved: the answer is
 * for the admin looking at the screen now.
 */
export async function askTicketEvent(eventId: string, code: string): Promise<ServerTicket> {
  try {
    const result = await api.events({ id: eventId })['check-in'].tickets({ code }).get()
    const failure = failureOf(result)
    if (failure instanceof ApiError && failure.status === 404) return 'none'
    if (failure instanceof ApiError && failure.status === 409) return 'several'
    if (failure || !result.data) return 'no-answer'
    return { eventId: result.data.event._id, eventName: result.data.event.name }
  } catch {
    return 'no-answer'
  }
}

/** GET /api/events/:id/check-in-code: the code for the projector, fetched again when it expires. */
export const checkInCodeQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.checkInCode(eventId),
    queryFn: async () => unwrap(await api.events({ id: eventId })['check-in-code'].get()),
    refetchInterval: (query) => {
      const expiresAt = query.state.data ? Date.parse(query.state.data.expiresAt) : Number.NaN
      return Number.isNaN(expiresAt) ? 5_000 : Math.max(250, expiresAt - Date.now() + 250)
    },
    refetchIntervalInBackground: true,
    staleTime: 0,
  })
