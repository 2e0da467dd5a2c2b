/**
 * What a registration does (the mutation defaults of api/mutations.ts load this on first use, so
 * the landing page does not carry it; the service worker precaches it for offline use).
 */
import type { QueryClient } from '@tanstack/react-query'
import { api } from './client'
import { ApiError, unwrap } from './errors'
import type { RegisterVariables } from './mutations'
import { queryKeys } from './queries'

/** The server's answer, or `null`: a queued registration found the student already registered. */
export async function registerForEvent({ eventId, queued }: RegisterVariables) {
  const answer = await api.registrations({ eventId }).post()
  // After a wait, "already registered" means an earlier attempt got through (its answer was lost)
  // or another device did it: either way the student is registered, with its EXP once.
  if (queued && answer.error?.status === 409) return null
  return unwrap(answer)
}

export type RegisterResult = Awaited<ReturnType<typeof registerForEvent>>

export function registered(queryClient: QueryClient, result: RegisterResult) {
  // The answer carries the user with the new EXP: the profile (and the navbar) update without a
  // request. Already registered (null): the profile's EXP comes from the server instead.
  if (result) queryClient.setQueryData(queryKeys.profile, result.user)
  return Promise.all([
    result ? undefined : queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
    queryClient.invalidateQueries({ queryKey: queryKeys.myRegistrations }),
  ])
}

/** Refusals that say the cached list is out of date: already registered, or an event gone, closed or past. */
const STALE_LIST_STATUSES = [400, 404, 409, 422]

export function refused(queryClient: QueryClient, error: unknown) {
  if (!(error instanceof ApiError && STALE_LIST_STATUSES.includes(error.status))) return
  // Show the truth instead of a button that fails again: "Registered ✓" or "Event Inactive".
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.myRegistrations }),
    queryClient.invalidateQueries({ queryKey: queryKeys.events }),
  ])
}
