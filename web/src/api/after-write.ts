/**
 * What a write changes reaches the query cache through here, and nowhere else (docs/decisions/0174).
 * A read that is still on its way was asked before the write took effect: landing after the write's
 * answer, it would put the old state back (the profile saying "Email not verified" right after the
 * link verified it; an event's card offering Register to a student just registered). So both ways
 * of writing drop such a read first:
 * - putAnswer: the server's answer goes in, as fresh as a read that just landed;
 * - readAgain: the keys are read again. TanStack's invalidateQueries alone restarts a read in
 *   flight only when the cache has data; a first read (no data yet) it joins, stale answer and all.
 */
import type { QueryClient, QueryKey, Updater } from '@tanstack/react-query'

export function putAnswer<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  answer: Updater<T | undefined, T | undefined>,
) {
  // Cancelling reverts the query's state at once (synchronously), so the answer set next is what stays.
  void queryClient.cancelQueries({ queryKey, exact: true })
  queryClient.setQueryData<T>(queryKey, answer)
}

/**
 * Every query under each key is read again: the shown ones now, the others when next shown. A read
 * in flight is dropped and asked again in the same turn, so whoever awaits it (a route loader's
 * first read) gets the new answer instead of an error or the stale one.
 */
export async function readAgain(queryClient: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  const cache = queryClient.getQueryCache()
  const inFlight = queryKeys.flatMap((queryKey) => cache.findAll({ queryKey, fetchStatus: 'fetching' }))
  // revert: the query is idle again, so the refetch below is a new request; silent: the dropped
  // read's promise follows that new one.
  for (const query of inFlight) void query.cancel({ revert: true, silent: true })
  await Promise.all([
    ...queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    // Invalidation refetches only the queries on screen: one a loader awaits is fetched here.
    ...inFlight.filter((query) => !query.isActive()).map((query) => query.fetch().catch(() => undefined)),
  ])
}
