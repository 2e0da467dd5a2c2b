/**
 * Registering and cancelling from a card or an event's page, with the queue of docs/offline.md
 * (decision 0094, and 0128 for cancelling):
 *
 * - the server looks reachable (TanStack's onlineManager, fed by pwa/connectivity.ts): the request
 *   goes now, once (`retry: false`); no answer means the outcome is unknown until the server is
 *   asked (settle.ts, decision 0127);
 * - it does not (the device offline, or the server down or not answering): the change is queued, a
 *   paused mutation saved on the device, sent when the server answers again, even after a reload
 *   or a restart of the app (both mutations are queuedWhenUnreachable).
 *
 * What is pending comes from the mutation cache, not from a component's own state, so a change
 * queued before a reload still shows on its card; a change without an answer is a pending check
 * there until the server's list has said what happened (settle.ts).
 */
import {
  type Mutation,
  type MutationCache,
  onlineManager,
  type QueryClient,
  useQueryClient,
} from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { mutationKeys } from '../../api/query-keys'
import { loadRegistrationMutations } from './mutation-defaults'
import type { RegisterVariables, RegistrationChange } from './registration-mutations'

// biome-ignore lint/suspicious/noExplicitAny: the cache holds mutations of every shape; only the state is read.
type AnyMutation = Mutation<any, any, any, any>

/** A change not yet known to be done: being sent, queued on the device, or sent without an answer. */
export interface Pending {
  change: RegistrationChange
  phase: 'sending' | 'queued' | 'unknown'
}

/** The variables of a registration, a cancellation, or a check of one of them (settle.ts). */
type ChangeVariables = RegisterVariables & { change?: RegistrationChange }
const variablesOf = (mutation: AnyMutation) => mutation.state.variables as ChangeVariables | undefined
const keyOf = (mutation: AnyMutation) => mutation.options.mutationKey?.[1]

/** What is pending for the event, as a string (a stable snapshot): "register sending", "cancel unknown"… */
export function pendingSnapshot(cache: MutationCache, eventId: string): string | null {
  const latest = cache
    .findAll({ mutationKey: ['registrations'], predicate: (m) => variablesOf(m)?.eventId === eventId })
    .at(-1)
  if (latest?.state.status !== 'pending') return null
  const variables = variablesOf(latest)
  if (keyOf(latest) === mutationKeys.check[1]) return `${variables?.change} unknown`
  const change = keyOf(latest) === mutationKeys.cancel[1] ? 'cancel' : 'register'
  return `${change} ${variables?.queued ? 'queued' : 'sending'}`
}

function parsePending(snapshot: string | null): Pending | null {
  if (!snapshot) return null
  const [change, phase] = snapshot.split(' ') as [Pending['change'], Pending['phase']]
  return { change, phase }
}

/**
 * Sends the change now, once, or queues it when the server cannot be reached (decided at the
 * click); resolves to true when queued, once the mutation has started. What happens is said by
 * the mutation's own callbacks (registration-request.ts), wherever the student is by then.
 */
export async function changeRegistration(
  queryClient: QueryClient,
  change: RegistrationChange,
  eventId: string,
): Promise<boolean> {
  const queued = !onlineManager.isOnline()
  const options = (await loadRegistrationMutations(queryClient))[change]
  const mutation = queryClient.getMutationCache().build(queryClient, queued ? options : { ...options, retry: false })
  // The outcome is handled in the options' callbacks; the promise's rejection is that same outcome.
  mutation.execute({ eventId, queued }).catch(() => {})
  return queued
}

/** One event's registration: what is pending, and register and cancel. */
export function useRegistrationChange(eventId: string) {
  const queryClient = useQueryClient()
  const cache = queryClient.getMutationCache()
  const snapshot = useSyncExternalStore(
    useCallback((changed: () => void) => cache.subscribe(changed), [cache]),
    () => pendingSnapshot(cache, eventId),
  )
  const change = useCallback(
    (kind: RegistrationChange) => {
      void changeRegistration(queryClient, kind, eventId)
    },
    [queryClient, eventId],
  )
  return {
    pending: parsePending(snapshot),
    register: useCallback(() => change('register'), [change]),
    cancel: useCallback(() => change('cancel'), [change]),
  }
}
