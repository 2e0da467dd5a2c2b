/**
 * What a registration does: the request, and what the cache learns from its answer. Loaded on
 * first use by register-mutation.ts (so the landing page does not carry it; the service worker
 * precaches it for offline use).
 */
import type { QueryClient } from '@tanstack/react-query'
import { api } from '../../api/client'
import { ApiError, failureOf, serverMessage, unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import type { RegisterVariables } from './register-mutation'

/**
 * POST /api/registrations/:eventId. The answer's `message` is what the student reads
 * (docs/api.md#registrations); `user` carries the new EXP, or is null when a queued registration
 * found the student already registered.
 */
export async function registerForEvent({ eventId, queued }: RegisterVariables) {
  const answer = await api.registrations({ eventId }).post()
  // After a wait, "already registered" means an earlier attempt got through (its answer was lost)
  // or another device did it: either way the student is registered, with its EXP once.
  if (queued && answer.error?.status === 409) return { message: serverMessage(failureOf(answer), ''), user: null }
  const { message, user } = unwrap(answer)
  return { message, user }
}

export type RegisterResult = Awaited<ReturnType<typeof registerForEvent>>

export function registered(queryClient: QueryClient, result: RegisterResult) {
  // The answer carries the user with the new EXP: the profile (and the navbar) update without a
  // request. Already registered (no user): the profile's EXP comes from the server instead.
  if (result.user) queryClient.setQueryData(queryKeys.profile, result.user)
  return Promise.all([
    result.user ? undefined : queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
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
