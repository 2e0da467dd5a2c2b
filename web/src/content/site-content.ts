/**
 * The club's content as the committee last saved it at /admin → Content (docs/content.md), for
 * the landing page, /team, /gallery and the footer. A page paints at once with what this device
 * saw last (the saved query cache) or, on a first visit, with the build's defaults
 * (api/src/shared/content/), and asks GET /api/content once it is on screen: a conditional request
 * (ETag) that costs a 304 when nothing changed, and shows an edit on this load or the next.
 * Offline, the saved copy stays. A plain fetch, not Eden: the landing page's budget.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ContentSection, SiteContent, SiteContentSections } from '../../../api/src/shared/content/types'
import { fetchFromApi } from '../api/client'
import { queryKeys } from '../api/query-keys'
import { savedOnDevice } from '../pwa/saved-on-device'

export const CONTENT_PATH = '/api/content'

export const contentQuery = queryOptions({
  queryKey: queryKeys.content,
  queryFn: async ({ signal }): Promise<SiteContent> => {
    const response = await fetchFromApi(CONTENT_PATH, { signal, headers: { accept: 'application/json' } })
    if (!response.ok) throw new Error(`GET ${CONTENT_PATH}: ${response.status}`)
    return (await response.json()) as SiteContent
  },
  ...savedOnDevice('everyone'),
})

/** One section of the content: the server's when it has arrived (now or on an earlier visit), else `fallback`. */
export function useContentSection<S extends ContentSection>(
  section: S,
  fallback: SiteContentSections[S],
): SiteContentSections[S] {
  const { data } = useQuery({ ...contentQuery, select: (content) => content[section] })
  return data ?? fallback
}
