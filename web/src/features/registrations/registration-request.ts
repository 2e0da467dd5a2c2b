/**
 * What registering and cancelling do: the request, what the cache learns from the answer, and what
 * the student reads (docs/product.md#registrations-and-waitlists). Loaded on first use by
 * registration-mutations.ts (so the landing page does not carry it; the service worker precaches
 * it for offline use).
 *
 * The cache only ever learns what the server said: a seat, a waitlist place or EXP appears when an
 * answer brought it, never on the click (decision 0145). A request that got no answer has an
 * unknown outcome: it is settled from the server's list once the server answers (settle.ts,
 * decision 0127).
 */
import type { QueryClient } from '@tanstack/react-query'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { ApiError, failureOf, isNetworkError, serverMessage, unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { showMessage } from '../../components/messages'
import { putProfile } from '../../session/profile-query'
import type { RegistrationJson } from './queries'
import { refreshAfterChange, replaceInList } from './registration-cache'
import { changeQueued, changeRefused, changeSucceeded } from './registration-messages'
import type { RegisterVariables, RegistrationChange } from './registration-mutations'
import { settleFromServer } from './settle'

/**
 * The answer: the server's `message` (what the student reads), the user with their EXP (null when
 * a queued registration found the student already registered), and the registration it made.
 */
export interface RegistrationResult {
  message: string
  user: NonNullable<Awaited<ReturnType<typeof api.user.profile.get>>['data']> | null
  registration: RegistrationJson | null
}

/**
 * A queued cancellation answered "not found" after its wait: an earlier attempt may have got
 * through (its answer lost), or the event is gone. The list of registrations decides (settle.ts).
 */
export class CheckWithTheList extends ApiError {}

export async function send(change: RegistrationChange, { eventId, queued }: RegisterVariables) {
  if (change === 'register') {
    const answer = await api.registrations({ eventId }).post()
    // After a wait, "already registered" means an earlier attempt got through (its answer was lost)
    // or another device did it: either way the student is registered, with its EXP once.
    if (queued && answer.error?.status === 409)
      return { message: serverMessage(failureOf(answer), ''), user: null, registration: null }
    const { message, user, registration } = unwrap(answer)
    return { message, user, registration }
  }
  const answer = await api.registrations({ eventId }).delete()
  if (queued && answer.error?.status === 404) throw new CheckWithTheList(404, serverMessage(failureOf(answer), ''))
  const { message, user } = unwrap(answer)
  return { message, user, registration: null }
}

export function succeeded(
  queryClient: QueryClient,
  change: RegistrationChange,
  result: RegistrationResult,
  { eventId }: RegisterVariables,
) {
  // The answer carries the user with the new EXP: the profile (and the navbar) update without a
  // request, and the card shows the seat or place the answer made, or none after a cancellation.
  if (result.user) putProfile(queryClient, result.user)
  if (result.registration || change === 'cancel') replaceInList(queryClient, eventId, result.registration)
  showMessage(changeSucceeded(result, eventId))
  return refreshAfterChange(queryClient, result.user !== null)
}

/** Made while the server cannot be reached: it waits on the device, and the student reads so. */
export function queued(change: RegistrationChange, { eventId }: RegisterVariables) {
  showMessage(changeQueued(change, eventId))
}

/** Refusals that say the cached lists are out of date: already registered, an event gone, closed or past. */
const STALE_LIST_STATUSES = [400, 404, 409, 422]

export function failed(
  queryClient: QueryClient,
  change: RegistrationChange,
  error: unknown,
  { eventId }: RegisterVariables,
) {
  // The 401 rule takes the student to the login page (api/client.ts): nothing to say here.
  if (error instanceof ApiError && error.status === 401) return
  // No answer (the time-out, a dropped connection), or a queued cancellation that the list must
  // decide: the outcome is unknown, and is said to be until the server has been asked.
  if (isNetworkError(error) || error instanceof CheckWithTheList)
    return void settleFromServer(queryClient, change, eventId, { unanswered: isNetworkError(error) })
  showMessage(changeRefused(change, error, eventId))
  // Show the truth instead of a button that fails again: "You're registered" or "Event Inactive".
  if (error instanceof ApiError && STALE_LIST_STATUSES.includes(error.status))
    return readAgain(queryClient, queryKeys.myRegistrations, queryKeys.events)
}
