/**
 * What registering and cancelling do (the QueuedHandlers of registration-mutations.ts): the
 * request, what the cache learns from the answer, and what the student reads
 * (docs/product.md#registrations-and-waitlists). Loaded on first use (so the landing page does not
 * carry it; the service worker precaches it for offline use).
 *
 * The cache only ever learns what the server said: a seat, a waitlist place or EXP appears when an
 * answer brought it, never on the click (decision 0145); and only what the answer did not carry is
 * read again (decision 0182: a registration is one request). A request that got no answer has an
 * unknown outcome: it is settled from the server's list once the server answers (settle.ts,
 * decision 0127).
 */
import type { QueryClient } from '@tanstack/react-query'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { ApiError, failureOf, isNetworkError, serverMessage, unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { showMessage } from '../../components/messages'
import type { QueuedHandlers } from '../../pwa/queued-mutation'
import { putProfile } from '../../session/profile-query'
import { putEvent, refreshAfterChange, replaceInList } from './registration-cache'
import { changeQueued, changeRefused, changeSucceeded } from './registration-messages'
import type { RegisterVariables, RegistrationChange, RegistrationResult } from './registration-types'
import { settleFromServer } from './settle'

/**
 * A queued cancellation answered "not found" after its wait: an earlier attempt may have got
 * through (its answer lost), or the event is gone. The list of registrations decides (settle.ts).
 */
export class CheckWithTheList extends ApiError {}

async function send(change: RegistrationChange, { eventId, queued, key }: RegisterVariables) {
  if (change === 'register') {
    // The key makes a retry of this registration, whose answer was lost, answer with it (decision 0183).
    const answer = await api
      .registrations({ eventId })
      .post(undefined, key ? { headers: { 'idempotency-key': key } } : {})
    // After a wait, "already registered" (the key did not match: another device, or one queued by
    // an older version) means the student is registered all the same.
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

function succeeded(
  queryClient: QueryClient,
  change: RegistrationChange,
  result: RegistrationResult,
  { eventId }: RegisterVariables,
) {
  showMessage(changeSucceeded(result, eventId))
  // No user: a queued registration found itself done by another device; the answer carried nothing.
  if (!result.user) return refreshAfterChange(queryClient, { carried: [] })
  // The user with the new EXP: the profile (and the navbar) update without a request. A seat or a
  // place: the card shows it, and the event its new counts, from the answer too.
  putProfile(queryClient, result.user)
  replaceInList(queryClient, eventId, result.registration)
  if (change === 'register' && result.registration) {
    putEvent(queryClient, result.registration.event)
    return refreshAfterChange(queryClient, { carried: ['profile', 'registrations', 'event'] })
  }
  // A cancellation: a freed seat may have gone to the first on the waitlist, which only a read says.
  return refreshAfterChange(queryClient, { carried: ['profile', 'registrations'] })
}

/** Made while the server cannot be reached: it waits on the device, and the student reads so. */
function queued(change: RegistrationChange, { eventId }: RegisterVariables) {
  showMessage(changeQueued(change, eventId))
}

/** Refusals that say the cached lists are out of date: already registered, an event gone, closed or past. */
const STALE_LIST_STATUSES = [400, 404, 409, 422]

function failed(queryClient: QueryClient, change: RegistrationChange, error: unknown, { eventId }: RegisterVariables) {
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

const handlers = (change: RegistrationChange): QueuedHandlers<RegistrationResult, RegisterVariables> => ({
  send: (variables) => send(change, variables),
  queued: (variables) => queued(change, variables),
  succeeded: (queryClient, result, variables) => succeeded(queryClient, change, result, variables),
  failed: (queryClient, error, variables) => failed(queryClient, change, error, variables),
})

export const register = handlers('register')
export const cancel = handlers('cancel')
