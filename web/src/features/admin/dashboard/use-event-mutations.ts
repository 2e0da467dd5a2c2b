/**
 * Create, change and delete events (admin). After each change every cached view of events is
 * refreshed (the /events list, an event's page, the admin tabs and the profile's participation, which
 * all show event names or dates), so the change is visible everywhere without a reload.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { putAnswer, readAgain } from '../../../api/after-write'
import { api, TimeoutError } from '../../../api/client'
import { serverMessage, unwrap } from '../../../api/errors'
import { queryKeys } from '../../../api/query-keys'
import type { EventJson } from '../../events'

type CreateBody = Parameters<typeof api.events.post>[0]
type UpdateBody = Parameters<ReturnType<typeof api.events>['put']>[0]

export function refreshEverythingAboutEvents(queryClient: QueryClient) {
  return readAgain(queryClient, queryKeys.events, queryKeys.admin, queryKeys.myRegistrations)
}

/** Shows the change in the admin's list at once, before the refetch confirms it. */
function patchCachedEvents(queryClient: QueryClient, patch: (events: EventJson[]) => EventJson[]) {
  putAnswer<EventJson[]>(queryClient, queryKeys.events, (events) => (events ? patch(events) : events))
}

export function useCreateEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateBody) => unwrap(await api.events.post(body)),
    // Settled, not only success: after a timeout the event may exist all the same, and the list must say so.
    onSettled: () => refreshEverythingAboutEvents(queryClient),
  })
}

export function useUpdateEvent(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: UpdateBody) => unwrap(await api.events({ id }).put(body)),
    onSuccess: (saved) =>
      patchCachedEvents(queryClient, (events) => events.map((event) => (event._id === id ? saved : event))),
    onSettled: () => refreshEverythingAboutEvents(queryClient),
  })
}

export function useDeleteEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (event: EventJson) => unwrap(await api.events({ id: event._id }).delete()),
    onSuccess: (_answer, deleted) =>
      patchCachedEvents(queryClient, (events) => events.filter((event) => event._id !== deleted._id)),
    onSettled: () => refreshEverythingAboutEvents(queryClient),
  })
}

/**
 * The "<message or Server error>" of docs/product.md#messages: the server's message; when no
 * answer came, the client's own timeout message; otherwise "Server error".
 */
export function actionErrorText(error: unknown): string {
  if (error instanceof TimeoutError) return error.message
  return serverMessage(error, 'Server error')
}
