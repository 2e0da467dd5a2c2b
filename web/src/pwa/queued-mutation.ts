/**
 * A mutation that waits on the device while the server cannot be reached (docs/offline.md): what a
 * feature needs to have one, in one place (decision 0181). Registering, cancelling and a scan at
 * the door use it; so will the next feature that writes from a phone.
 *
 *   export const rateMutation = queuedMutation({
 *     mutationKey: mutationKeys.rate, kind: 'rate',
 *     load: () => import('./rate-request').then((module) => module.rate),  // the one lazy import
 *   })
 *   main.tsx: queryClient.setMutationDefaults(rateMutation.mutationKey, rateMutation)
 *   a button: sendOrQueue(queryClient, rateMutation, { gameId, stars })
 *   its card: usePending({ mutationKey: mutationKeys.rate, predicate: … })  // { kind, phase } | null
 *
 * The options (this file's and the feature's) are small and eager, so main.tsx registers them as
 * the defaults of their keys: one queued before a reload and restored from the device has its
 * functions though no component is there to give them (TanStack Query's "persisting offline
 * mutations"). What the mutation does (the request, what the cache and the person learn from the
 * answer) is the feature's QueuedHandlers, loaded on first use. saved-on-device.ts says what is
 * saved; query-persistence.ts saves it.
 */
import {
  type Mutation,
  type MutationFilters,
  mutationOptions,
  onlineManager,
  type QueryClient,
  useMutationState,
} from '@tanstack/react-query'
import { isNetworkError } from '../api/errors'
import { PERSIST_MAX_AGE_MS } from './saved-on-device'

/**
 * A queued mutation whose attempt got no answer goes on waiting (it pauses while the server is
 * down), five attempts at most in one visit. One sent while the server looked reachable is not
 * queued and not retried (`retry: false`, decision 0094): it fails with its message.
 */
export function shouldRetryQueuedMutation(failureCount: number, error: unknown): boolean {
  return failureCount < 5 && isNetworkError(error)
}

/**
 * Made while the server cannot be reached, the mutation waits for the network (`networkMode:
 * 'online'`), is saved on the device while it waits, and is sent when the server answers again,
 * even after a reload. Its variables carry `queued: true` when it was made so.
 */
export const queuedWhenUnreachable = {
  meta: { queuedWhenUnreachable: true },
  networkMode: 'online',
  retry: shouldRetryQueuedMutation,
  gcTime: PERSIST_MAX_AGE_MS,
} as const

/** What every queued mutation's variables carry: made while the server could not be reached. */
export interface QueuedVariables {
  queued?: boolean
}

/** What the mutation does, in the feature's file that loads on first use. */
export interface QueuedHandlers<TResult, TVariables> {
  /** The request. Throwing a network error means "no answer": a queued one waits and tries again. */
  send(variables: TVariables): Promise<TResult>
  /** Made queued: the person reads at once that it waits on the device (not again when restored). */
  queued?(variables: TVariables): void
  succeeded?(queryClient: QueryClient, result: TResult, variables: TVariables): unknown
  failed?(queryClient: QueryClient, error: unknown, variables: TVariables): unknown
}

/**
 * The options of a queued mutation: its key, its kind (what a pending one is, read by usePending),
 * and where its handlers load from. `retry` replaces shouldRetryQueuedMutation (a scan waits for
 * ever).
 */
export function queuedMutation<TResult, TVariables extends QueuedVariables, TKind extends string>({
  mutationKey,
  kind,
  load,
  retry = shouldRetryQueuedMutation,
}: {
  mutationKey: readonly unknown[]
  kind: TKind
  load: () => Promise<QueuedHandlers<TResult, TVariables>>
  retry?: (failureCount: number, error: unknown) => boolean
}) {
  return mutationOptions<TResult, Error, TVariables>({
    mutationKey: [...mutationKey],
    ...queuedWhenUnreachable,
    meta: { ...queuedWhenUnreachable.meta, kind },
    retry,
    mutationFn: async (variables) => (await load()).send(variables),
    onMutate: async (variables) => {
      if (variables.queued) (await load()).queued?.(variables)
    },
    onSuccess: async (result, variables, _onMutate, { client }) =>
      (await load()).succeeded?.(client, result, variables),
    onError: async (error, variables, _onMutate, { client }) => (await load()).failed?.(client, error, variables),
  })
}

// biome-ignore lint/suspicious/noExplicitAny: the defaults of mutations of every shape.
type AnyQueuedMutation = ReturnType<typeof queuedMutation<any, any, string>>

/** Registers each as the defaults of its key: one restored from the device takes its functions there. */
export function setQueuedDefaults(queryClient: QueryClient, ...all: AnyQueuedMutation[]) {
  for (const options of all) queryClient.setMutationDefaults(options.mutationKey, options)
}

/**
 * Sends it now, once, when the server looks reachable (TanStack's onlineManager, fed by
 * connectivity.ts); queues it otherwise. Decided here, at the tap; true when queued. The outcome is
 * handled by the handlers, wherever the person is by then.
 */
export function sendOrQueue<TResult, TVariables extends QueuedVariables>(
  queryClient: QueryClient,
  options: ReturnType<typeof queuedMutation<TResult, TVariables, string>>,
  variables: Omit<TVariables, 'queued'>,
): boolean {
  const queued = !onlineManager.isOnline()
  const mutation = queryClient.getMutationCache().build(queryClient, queued ? options : { ...options, retry: false })
  // The promise's rejection is the outcome the handlers already dealt with.
  mutation.execute({ ...variables, queued } as TVariables).catch(() => {})
  return queued
}

/**
 * What a pending mutation is: its kind, and whether it is being sent, waits on the device, or was
 * sent without an answer and is being checked (a mutation whose meta says `settling`, such as
 * registrations/settle.ts makes).
 */
export interface Pending<TKind extends string = string> {
  kind: TKind
  phase: 'sending' | 'queued' | 'unknown'
}

// biome-ignore lint/suspicious/noExplicitAny: the cache holds mutations of every shape; only the state is read.
type AnyMutation = Mutation<any, any, any, any>

/** The mutation as a Pending value, or null once it is no longer pending. */
export function pendingOf(mutation: AnyMutation): Pending | null {
  const { meta } = mutation.options
  if (mutation.state.status !== 'pending' || !meta?.kind) return null
  const queued = (mutation.state.variables as QueuedVariables | undefined)?.queued
  return { kind: meta.kind, phase: meta.settling ? 'unknown' : queued ? 'queued' : 'sending' }
}

/**
 * The latest mutation the filters match, as a Pending value while it is pending. A hook: the
 * component renders again when it changes (TanStack keeps the value equal while it is).
 */
export function usePending<TKind extends string>(filters: MutationFilters): Pending<TKind> | null {
  const latest = useMutationState({ filters, select: (mutation) => pendingOf(mutation) }).at(-1)
  return (latest ?? null) as Pending<TKind> | null
}
