/**
 * A change that got no answer (the 10 s time-out, a dropped connection) may or may not have been
 * done: a hung server processes the request when it resumes. So the student reads "No answer yet:
 * we'll check when the server is back", the card shows it as pending, and as soon as the server
 * answers again, the student's registrations are fetched afresh and say what happened
 * (docs/offline.md#the-honest-time-out, decision 0127). Never a failure or a success that did not
 * happen.
 */
import type { QueryClient } from '@tanstack/react-query'
import { isNetworkError } from '../../api/errors'
import { mutationKeys, queryKeys } from '../../api/query-keys'
import { dismissGroup, showMessage } from '../../components/messages'
import { getToken } from '../../session/token'
import { myRegistrationsQuery, type RegistrationJson } from './queries'
import { eventNameOf, refreshAfterChange } from './registration-cache'
import { messageGroup, noAnswerYet, settled } from './registration-messages'
import type { RegistrationChange } from './registration-types'

/**
 * A list that says the change did not happen is read once more after this: a request the server
 * had not got to yet when it answered the list (they may arrive together after a hang) gets its
 * turn, so "it did not go through" is said only when it stays so.
 */
export const RECHECK_MS = 1_500
/** After an attempt without an answer, the next waits this long (and for the server to answer). */
const CHECK_RETRY_MS = 1_000

class SessionChanged extends Error {}

/** The student's registration for the event, as the server's list has it now. */
async function registrationNow(queryClient: QueryClient, eventId: string, token: string | null) {
  // Signed out, or someone else signed in, meanwhile: this is no longer theirs to settle.
  if (getToken() !== token) throw new SessionChanged()
  // A fetch already under way may have left before the server got to the change: ask again.
  await queryClient.cancelQueries({ queryKey: queryKeys.myRegistrations })
  const list = await queryClient.fetchQuery({ ...myRegistrationsQuery(), staleTime: 0, retry: false })
  return list.find((registration) => registration.event._id === eventId)
}

const notDone = (change: RegistrationChange, registration: RegistrationJson | undefined) =>
  change === 'register' ? !registration : Boolean(registration)

/** What a check settles: which change got no answer, for which event, and whose session it was. */
export interface CheckVariables {
  eventId: string
  change: RegistrationChange
  token: string | null
}

/** Asks the server's list what happened to the change, and says it. No answer: thrown, tried again. */
async function check(queryClient: QueryClient, { eventId, change, token }: CheckVariables) {
  let registration = await registrationNow(queryClient, eventId, token)
  if (notDone(change, registration)) {
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS))
    registration = await registrationNow(queryClient, eventId, token)
  }
  const name = registration?.event.name ?? eventNameOf(queryClient, eventId)
  showMessage(settled(change, registration, name, eventId))
  // The list was just read; what else the change moved is read again.
  void refreshAfterChange(queryClient, { carried: ['registrations'] })
}

/**
 * Says the outcome is unknown (when no answer came; a queued cancellation answered "not found" has
 * only to be looked up), then, once the server answers, what it is. The check is a mutation of
 * its own (key `mutationKeys.check`, meta `settling`), pending until the list has spoken: the card
 * reads it as "no answer yet" from the mutation cache like any other pending change (pendingOf in
 * pwa/queued-mutation.ts).
 * TanStack Query does the waiting: `networkMode: 'online'` pauses it while the server cannot be
 * reached (the onlineManager follows pwa/connectivity.ts), and an attempt without an answer is
 * tried again once it can. Not saved on the device: after a reload, the list fetched afresh tells
 * the truth by itself.
 */
export function settleFromServer(
  queryClient: QueryClient,
  change: RegistrationChange,
  eventId: string,
  { unanswered = true } = {},
) {
  const cache = queryClient.getMutationCache()
  const checking = cache.findAll({
    mutationKey: mutationKeys.check,
    status: 'pending',
    predicate: (mutation) => (mutation.state.variables as CheckVariables | undefined)?.eventId === eventId,
  })
  if (checking.length > 0) return
  if (unanswered) showMessage(noAnswerYet(eventId))
  const mutation = cache.build(queryClient, {
    mutationKey: mutationKeys.check,
    meta: { kind: change, settling: true },
    mutationFn: (variables: CheckVariables) => check(queryClient, variables),
    networkMode: 'online',
    retry: (_failures: number, error: unknown) => isNetworkError(error),
    retryDelay: CHECK_RETRY_MS,
    // The session ended, or the server refused the list: nothing true to say about it.
    onError: () => dismissGroup(messageGroup(eventId)),
  })
  return mutation.execute({ eventId, change, token: getToken() }).catch(() => {})
}
