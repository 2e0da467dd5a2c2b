/**
 * Registering from /events, with the registration queue of docs/offline.md (decision 0094):
 *
 * - the server looks reachable (TanStack's onlineManager, fed by pwa/connectivity.ts): the request
 *   goes now, once (`retry: false`); no answer gives "Failed to register for event." and the
 *   button again;
 * - it does not (the device offline, or the server down or not answering): the registration is
 *   queued, a paused mutation saved on the device, sent when the server answers again, even after
 *   a reload or a restart of the app (registerMutation is queuedWhenUnreachable).
 *
 * What the card shows comes from the mutation cache, not from the component's own mutation, so a
 * registration queued before a reload still shows on its card.
 */
import {
  type Mutation,
  type MutationCache,
  matchMutation,
  onlineManager,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { ApiError } from '../../api/errors'
import { type RegisterVariables, registerMutation } from './register-mutation'
import type { RegisterResult } from './register-request'
import {
  LOG_IN_TO_REGISTER,
  LOGIN_REDIRECT_DELAY_MS,
  logInToRegister,
  registrationFailed,
  registrationSucceeded,
} from './registration-messages'
import { useTimedMessage } from './timed-message'

// biome-ignore lint/suspicious/noExplicitAny: the cache holds mutations of every shape; only the state is read.
type AnyMutation = Mutation<any, any, any, any>

/** idle (or failed: the button again), sending now, queued on the device, registered. */
export type RegistrationState = 'idle' | 'sending' | 'queued' | 'registered'

const variablesOf = (mutation: AnyMutation) => mutation.state.variables as RegisterVariables | undefined

/** The latest attempt for the event, this visit's or one restored from the device. */
function stateFor(cache: MutationCache, eventId: string): RegistrationState {
  const latest = cache
    .findAll({ mutationKey: registerMutation.mutationKey, predicate: (m) => variablesOf(m)?.eventId === eventId })
    .at(-1)
  if (latest?.state.status === 'success') return 'registered'
  if (latest?.state.status !== 'pending') return 'idle'
  return variablesOf(latest)?.queued ? 'queued' : 'sending'
}

/** The two ways to register: now, once; or queued, with registerMutation's own retries. */
export const sendNow = { ...registerMutation, retry: false }
export const sendWhenReachable = registerMutation

/** Registers for one event, and what its latest registration is doing. */
export function useRegistration(eventId: string) {
  const cache = useQueryClient().getMutationCache()
  const state = useSyncExternalStore(
    useCallback((changed: () => void) => cache.subscribe(changed), [cache]),
    () => stateFor(cache, eventId),
  )
  const now = useMutation(sendNow)
  const queue = useMutation(sendWhenReachable)
  return {
    state,
    /** Sends the registration, or queues it when the server cannot be reached; true when queued. */
    register(): boolean {
      const queued = !onlineManager.isOnline()
      ;(queued ? queue : now).mutate({ eventId, queued })
      return queued
    },
  }
}

/**
 * The registration feedback of a list of events: the message on screen (RegistrationStatus shows
 * it), `show` for the cards' own messages, and `signedOut` for a click by a visitor who is not
 * signed in. Every registration that ends while the list is on screen is announced, the queued
 * ones included (they may end long after the click, or after a reload). A 401 says nothing here:
 * the 401 rule takes the student to the login page (api/client.ts).
 */
export function useRegistrationFeedback() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { message, show } = useTimedMessage()
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || !matchMutation(registerMutation, event.mutation)) return
        const { action } = event
        if (action.type === 'success') show(registrationSucceeded(action.data as RegisterResult))
        else if (action.type === 'error' && !(action.error instanceof ApiError && action.error.status === 401))
          show(registrationFailed(action.error))
      }),
    [queryClient, show],
  )

  // A signed-out click reads why, then goes to /login, which repeats it (its `error` parameter).
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(redirect.current), [])
  const signedOut = useCallback(() => {
    show(logInToRegister())
    clearTimeout(redirect.current)
    redirect.current = setTimeout(() => {
      void navigate({ to: '/login', search: { error: LOG_IN_TO_REGISTER.replaceAll(' ', '_') } })
    }, LOGIN_REDIRECT_DELAY_MS)
  }, [navigate, show])

  return { message, show, signedOut }
}
