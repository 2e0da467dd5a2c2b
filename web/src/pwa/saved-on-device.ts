/**
 * What the app keeps on the device between visits (IndexedDB, see query-persistence.ts), declared
 * where each query or mutation is defined rather than in a list here:
 *
 *   queryOptions({ queryKey, queryFn, ...savedOnDevice('everyone') })   // the events list
 *   queryOptions({ queryKey, queryFn, ...savedOnDevice('student') })    // the student's own data
 *   queuedMutation({ mutationKey, kind, load })                         // queued-mutation.ts
 *
 * 'student' data leaves memory and the device when the session ends (session/end-session.ts);
 * 'everyone' data stays. Queries without the declaration (the admin lists) live in memory only.
 */
import type { Mutation, Query } from '@tanstack/react-query'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Kept on the device for offline use; whose data it is decides whether sign-out removes it. */
      savedOnDevice?: SavedFor
      /**
       * The start-up refresh (query-persistence.ts) leaves it alone while its staleTime says it is
       * fresh: for what rarely changes and is asked on every page (the GAMES link).
       */
      keptWhileFresh?: boolean
    }
    mutationMeta: {
      /** Waits on the device while the server cannot be reached, and is sent when it answers. */
      queuedWhenUnreachable?: boolean
      /** What a queued mutation is, to the screens that show it pending (queued-mutation.ts). */
      kind?: string
      /** A check of a change sent without an answer: its outcome is not known yet. */
      settling?: boolean
    }
  }
}

export type SavedFor = 'everyone' | 'student'

/** Saved data older than this is thrown away at start; saved queries stay in memory at least as long. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

/** Spread into query options: the data is kept on the device (and in memory as long). */
export const savedOnDevice = (whose: SavedFor) => ({ meta: { savedOnDevice: whose }, gcTime: PERSIST_MAX_AGE_MS })

/**
 * Only data that arrived, and only of queries declared saved. A query whose last refresh failed
 * (status 'error') still holds the data that arrived before: that is kept too, or one failed
 * refresh on a bad connection would wipe the page the student opens offline next.
 */
export function shouldPersistQuery(query: Pick<Query, 'meta' | 'state'>): boolean {
  return query.state.data !== undefined && query.meta?.savedOnDevice !== undefined
}

/** The student's own data (and anything not declared public) goes when the session ends. */
export const belongsToStudent = (query: Pick<Query, 'meta'>) => query.meta?.savedOnDevice !== 'everyone'

/**
 * Only queued mutations that have not been sent yet: paused, or, for one made while the server
 * could not be reached (variables `{ queued: true }`), also while its request is in flight: that
 * answer may never come (a hung server, the tab closed), and the student was told it would be sent.
 * Restored, it is sent again; a 409 then means the first one got through.
 */
export function shouldPersistMutation(mutation: Pick<Mutation, 'options' | 'state'>): boolean {
  const { state } = mutation
  if (state.status !== 'pending' || !mutation.options.meta?.queuedWhenUnreachable) return false
  return state.isPaused || (state.variables as { queued?: unknown } | undefined)?.queued === true
}
