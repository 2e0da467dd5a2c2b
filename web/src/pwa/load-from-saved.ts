import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * For route loaders and guards: the data already in the cache (restored from the device at start)
 * at once, refreshed in the background when stale; only without it does this wait for the network.
 * Never `fetchQuery`/`prefetchQuery` for saved data: on stale data they wait for the server,
 * which with a hung server is 10 s of "Loading…" instead of what the device has
 * (docs/offline.md, decision 0096).
 */
export function loadFromSaved<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<TData> {
  const saved = queryClient.getQueryData<TData>(options.queryKey)
  if (saved === undefined) return queryClient.fetchQuery(options)
  // prefetchQuery fetches only when the data is stale, and never throws.
  void queryClient.prefetchQuery(options)
  return Promise.resolve(saved)
}
