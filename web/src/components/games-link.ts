import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchFromApi } from '../api/client'
import { queryKeys } from '../api/query-keys'
import { savedOnDevice } from '../pwa/saved-on-device'

/**
 * Where the GAMES link goes (docs/product.md#games): /stay-tuned until the club has published a
 * game, then /games. Asked with a plain `fetch` of one game (fetchFromApi), not through Eden: the link
 * is on every page, and a visitor's first view of the landing page does not load Eden (decision
 * 0036, 0247). The answer is kept on the device, so the link is right offline too.
 */
const saved = savedOnDevice('everyone')

export const gamesPublishedQuery = queryOptions({
  queryKey: queryKeys.gamesPublished,
  queryFn: async () => {
    const response = await fetchFromApi('/api/games?limit=1', { signal: AbortSignal.timeout(10_000) })
    if (!response.ok) throw new Error(String(response.status))
    const body = (await response.json()) as { total?: unknown }
    return typeof body.total === 'number' && body.total > 0
  },
  // Asked again at most every 5 minutes, a page load included (not at every start-up refresh).
  staleTime: 5 * 60_000,
  retry: false,
  gcTime: saved.gcTime,
  meta: { ...saved.meta, keptWhileFresh: true },
})

export function useGamesLink(): '/games' | '/stay-tuned' {
  const published = useQuery(gamesPublishedQuery)
  return published.data ? '/games' : '/stay-tuned'
}
