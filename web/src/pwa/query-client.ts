/**
 * The app's QueryClient, set up for a connection that drops and a server that may hang:
 *
 * - Queries try the network even when it looks down (`offlineFirst`) and give up instead of
 *   pausing, so a loader that has no cached data ends in an error page that says why, never in
 *   a spinner that waits for the network to come back. No retry after the 10 s timeout: a hung
 *   server would only make the page wait another 10 s.
 * - Mutations fail at once and say so (`always`), except the queued ones (registrations made while
 *   the server cannot be reached), which wait for the network, are saved while they wait and are
 *   sent when it is back: their options say so (`queuedWhenUnreachable`, queued-mutation.ts), as
 *   the options of a saved query say how long it stays in memory.
 * - Every request tells connectivity.ts whether the server answered.
 */
import {
  type Mutation,
  type MutationCacheNotifyEvent,
  type Query,
  type QueryCacheNotifyEvent,
  QueryClient,
} from '@tanstack/react-query'
import { TimeoutError } from '../api/client'
import { ApiError } from '../api/errors'
import {
  canReachServer,
  isUnanswered,
  requestSettled,
  requestStarted,
  serverAnswered,
  serverUnanswered,
} from './connectivity'

/** Twice at most, only for a dropped connection while the server still looks reachable. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || error instanceof ApiError || error instanceof TimeoutError) return false
  return canReachServer()
}

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, networkMode: 'offlineFirst', retry: shouldRetryQuery },
      mutations: { networkMode: 'always' },
    },
  })
  watchRequests(queryClient)
  return queryClient
}

function outcome(error: unknown) {
  if (isUnanswered(error)) serverUnanswered()
  else if (error instanceof ApiError) serverAnswered()
}

/** Feeds connectivity.ts from what the queries and mutations go through. */
function watchRequests(queryClient: QueryClient) {
  const inFlight = new Set<Query | Mutation>()
  const start = (item: Query | Mutation) => {
    if (inFlight.has(item)) return
    inFlight.add(item)
    requestStarted()
  }
  const settle = (item: Query | Mutation) => {
    if (inFlight.delete(item)) requestSettled()
  }
  const onEvent = (item: Query | Mutation, action: { type: string; error?: unknown; manual?: boolean }) => {
    if (action.type === 'fetch' || action.type === 'continue' || action.type === 'pending') start(item)
    else if (action.type === 'failed') outcome(action.error)
    else if (action.type === 'success' && !action.manual) {
      settle(item)
      serverAnswered()
    } else if (action.type === 'error') {
      settle(item)
      outcome(action.error)
    } else if (action.type === 'pause') settle(item)
  }
  queryClient.getQueryCache().subscribe((event: QueryCacheNotifyEvent) => {
    if (event.type === 'updated') onEvent(event.query, event.action)
    else if (event.type === 'removed') settle(event.query)
  })
  queryClient.getMutationCache().subscribe((event: MutationCacheNotifyEvent) => {
    if (event.type === 'updated' && event.mutation) onEvent(event.mutation, event.action)
    else if (event.type === 'removed' && event.mutation) settle(event.mutation)
  })
}
