/**
 * Mutations whose function lives in the QueryClient's defaults, keyed by mutationKey, rather than
 * in the component that starts them. A mutation paused offline and persisted can then be resumed
 * after a reload, when no component is there to supply its function (TanStack Query's "persisting
 * offline mutations"). main.tsx calls registerMutationDefaults once, before the saved cache is
 * restored. The events page starts registrations (routes/-components/events/use-registration.ts).
 */
import type { QueryClient } from '@tanstack/react-query'
import { api } from './client'
import { ApiError, unwrap } from './errors'
import { queryKeys } from './queries'

export const mutationKeys = {
  register: ['registrations', 'register'] as const,
}

export interface RegisterVariables {
  eventId: string
  /**
   * Made while the server could not be reached (offline, or the server down): the registration
   * waits on the device and is sent when the server answers again (docs/offline.md, decision 0094).
   */
  queued?: boolean
}

/** The server's answer, or `null`: a queued registration found the student already registered. */
async function registerForEvent({ eventId, queued }: RegisterVariables) {
  const answer = await api.registrations({ eventId }).post()
  // After a wait, "already registered" means an earlier attempt got through (its answer was lost)
  // or another device did it: either way the student is registered, with its EXP once.
  if (queued && answer.error?.status === 409) return null
  return unwrap(answer)
}

export type RegisterResult = Awaited<ReturnType<typeof registerForEvent>>

/** Refusals that say the cached list is out of date: already registered, or an event gone, closed or past. */
const STALE_LIST_STATUSES = [400, 404, 409, 422]

export function registerMutationDefaults(queryClient: QueryClient) {
  queryClient.setMutationDefaults(mutationKeys.register, {
    mutationFn: registerForEvent,
    onSuccess: (result: RegisterResult) => {
      // The answer carries the user with the new EXP: the profile (and the navbar) update without a request.
      // Already registered (null): the profile's EXP comes from the server instead.
      if (result) queryClient.setQueryData(queryKeys.profile, result.user)
      return Promise.all([
        result ? undefined : queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
        queryClient.invalidateQueries({ queryKey: queryKeys.myRegistrations }),
      ])
    },
    onError: (error: unknown) => {
      if (!(error instanceof ApiError && STALE_LIST_STATUSES.includes(error.status))) return
      // Show the truth instead of a button that fails again: "Registered ✓" or "Event Inactive".
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myRegistrations }),
        queryClient.invalidateQueries({ queryKey: queryKeys.events }),
      ])
    },
  })
}
