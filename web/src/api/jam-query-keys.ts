/**
 * The keys of the jam pages' queries, each under queryKeys.jamsAll. They sit here rather than in
 * query-keys.ts because that file is in the landing page's first view, whose JavaScript budget
 * (e2e/performance-budget.spec.ts) has no room for keys only the jam pages, loaded on demand, use.
 */
import { queryKeys } from './query-keys'

const all = queryKeys.jamsAll

export const jamKeys = {
  /** GET /api/jams: every jam, newest first. */
  list: [...all, 'list'] as const,
  one: (slug: string) => [...all, 'one', slug] as const,
  /** The signed-in member's view of a jam's theme ideas (their own order and votes). */
  themes: (jamId: string) => [...all, 'themes', jamId] as const,
  entrants: (jamId: string) => [...all, 'entrants', jamId] as const,
  teamPosts: (jamId: string) => [...all, 'team-posts', jamId] as const,
  entries: (jamId: string) => [...all, 'entries', jamId] as const,
  /** Up to five entries for the signed-in member to rate next. */
  rateNext: (jamId: string) => [...all, 'rate-next', jamId] as const,
  results: (jamId: string) => [...all, 'results', jamId] as const,
}
