/**
 * What the app keeps on the device between visits (IndexedDB, see query-persistence.ts): the
 * server data a student needs on a bad connection, and registrations queued while offline.
 * Nothing else: admin lists and anything not listed here live in memory only.
 */
import type { Mutation, Query } from '@tanstack/react-query'

/** Saved data older than this is thrown away at start; queries stay in memory at least as long. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

/** Key prefixes of the persisted queries (for their gcTime), see isPersistedQueryKey. */
export const PERSISTED_QUERY_PREFIXES = [['events'], ['profile'], ['registrations', 'my']] as const

/** ['events'], ['events', id], ['profile'], ['registrations', 'my'] (web/src/api/queries.ts). */
export function isPersistedQueryKey(key: readonly unknown[]): boolean {
  const [root, second] = key
  if (root === 'events') return key.length === 1 || (key.length === 2 && typeof second === 'string')
  if (root === 'profile') return key.length === 1
  return root === 'registrations' && second === 'my' && key.length === 2
}

/**
 * Mutations whose key starts with 'registrations' (`setMutationDefaults(['registrations',
 * 'register'], …)` in api/mutations.ts) can be queued while offline: they wait for the network, are
 * saved while they wait, and are sent when it is back.
 */
export const QUEUED_MUTATION_PREFIX = ['registrations'] as const

export function isQueuedMutationKey(key: readonly unknown[] | undefined): boolean {
  return key?.[0] === QUEUED_MUTATION_PREFIX[0]
}

/** Only data that arrived (not pending or failed queries), and only the listed queries. */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.status === 'success' && isPersistedQueryKey(query.queryKey)
}

/**
 * Only queued mutations that have not been sent yet: paused, or, for one made while the server
 * could not be reached (variables `{ queued: true }`, api/mutations.ts), also while its request is
 * in flight: that answer may never come (a hung server, the tab closed), and the student was told
 * it would be sent. Restored, it is sent again; a 409 then means the first one got through.
 */
export function shouldPersistMutation(mutation: Pick<Mutation, 'options' | 'state'>): boolean {
  const { state } = mutation
  if (state.status !== 'pending' || !isQueuedMutationKey(mutation.options.mutationKey)) return false
  return state.isPaused || (state.variables as { queued?: unknown } | undefined)?.queued === true
}
