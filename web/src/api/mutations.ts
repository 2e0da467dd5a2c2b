/**
 * Mutations whose function lives in the QueryClient's defaults, keyed by mutationKey, rather than
 * in the component that starts them. A mutation paused offline and persisted can then be resumed
 * after a reload, when no component is there to supply its function (TanStack Query's "persisting
 * offline mutations"). main.tsx calls registerMutationDefaults once.
 */
import { type QueryClient, useMutation } from '@tanstack/react-query'
import { api } from './client'
import { ApiError, unwrap } from './errors'
import { queryKeys } from './queries'

export const mutationKeys = {
  register: ['registrations', 'register'] as const,
}

export interface RegisterVariables {
  eventId: string
}

async function registerForEvent({ eventId }: RegisterVariables) {
  return unwrap(await api.registrations({ eventId }).post())
}

export type RegisterResult = Awaited<ReturnType<typeof registerForEvent>>

/** Refusals that say the cached list is out of date: already registered, or an event gone, closed or past. */
const STALE_LIST_STATUSES = [400, 404, 409, 422]

export function registerMutationDefaults(queryClient: QueryClient) {
  queryClient.setMutationDefaults(mutationKeys.register, {
    mutationFn: registerForEvent,
    onSuccess: (result: RegisterResult) => {
      // The answer carries the user with the new EXP: the profile (and the navbar) update without a request.
      queryClient.setQueryData(queryKeys.profile, result.user)
      return queryClient.invalidateQueries({ queryKey: queryKeys.myRegistrations })
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

/** Registers for an event with the defaults above; the component adds only what it shows. */
export function useRegisterForEvent() {
  return useMutation<RegisterResult, Error, RegisterVariables>({ mutationKey: mutationKeys.register })
}
