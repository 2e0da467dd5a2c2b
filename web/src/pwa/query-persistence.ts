/**
 * The TanStack Query cache, kept in IndexedDB between visits, so pages render at once from what
 * the device saw last and refresh in the background. main.tsx awaits `restoreQueryCache` before
 * the first render: route loaders and guards read the cache through `loadFromSaved`
 * (load-from-saved.ts), so it must be there before the first route loads. What is saved is declared
 * on each query's and mutation's options (saved-on-device.ts). docs/offline.md explains the rules.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query'
import { del, get, set } from 'idb-keyval'
import { BUILD_ID } from './build-id'
import { belongsToStudent, PERSIST_MAX_AGE_MS, shouldPersistMutation, shouldPersistQuery } from './saved-on-device'

/** The string store the persister writes to (IndexedDB through idb-keyval in the app). */
export interface StringStorage {
  getItem: (key: string) => Promise<string | undefined | null>
  setItem: (key: string, value: string) => Promise<void>
  removeItem: (key: string) => Promise<void>
}

export const STORAGE_KEY = 'club-query-cache'
/** IndexedDB that never answers (it happens) must not keep the app from starting. */
const RESTORE_TIMEOUT_MS = 1_500
const SAVE_ON = new Set(['added', 'removed', 'updated'])

/** What the persister writes: the dehydrated cache with the build it came from. */
type PersistedClient = Parameters<Parameters<typeof createAsyncStoragePersister>[0]['serialize'] & {}>[0]

class SnapshotFromBeforeSignOut extends Error {}

export function createQueryPersistence(storage: StringStorage, buster = BUILD_ID) {
  /** Grows at every sign-out; each snapshot remembers the one it was taken in. */
  let session = 0
  const takenIn = new WeakMap<PersistedClient, number>()
  const persister = createAsyncStoragePersister({
    storage,
    key: STORAGE_KEY,
    throttleTime: 1_000,
    // Saves are throttled: one taken before a sign-out could be written after it. Refusing it
    // here (serialize runs at write time) keeps the user's data from coming back.
    serialize: (client) => {
      if (takenIn.get(client) !== session) throw new SnapshotFromBeforeSignOut()
      return JSON.stringify(client)
    },
  })

  const snapshot = (queryClient: QueryClient): PersistedClient => {
    const client = {
      buster,
      timestamp: Date.now(),
      clientState: withoutFailedRefreshes(
        dehydrate(queryClient, {
          shouldDehydrateQuery: shouldPersistQuery,
          shouldDehydrateMutation: shouldPersistMutation,
        }),
      ),
    }
    takenIn.set(client, session)
    return client
  }
  const save = (queryClient: QueryClient) => void persister.persistClient(snapshot(queryClient))
  /** Leaving the page (reload, tab closed, app switched): write now, not after the throttle. */
  const flush = (queryClient: QueryClient) =>
    void storage.setItem(STORAGE_KEY, JSON.stringify(snapshot(queryClient))).catch(() => {})

  /**
   * Loads what was saved (if any, young enough), then saves every change from now on. The queued
   * mutations' options are the defaults of their keys (main.tsx registers them first), so each
   * restored one gets its functions.
   */
  async function restore(queryClient: QueryClient): Promise<void> {
    try {
      const stored = await Promise.race([
        persister.restoreClient(),
        new Promise<undefined>((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS)),
      ])
      if (stored && Date.now() - stored.timestamp <= PERSIST_MAX_AGE_MS) {
        // A new build may shape its data differently: its cached data goes, but a registration
        // the student queued offline is theirs and stays.
        // Every saved mutation is waiting to be sent (one saved in flight got no answer in that
        // visit): marked paused, resumePausedMutations sends it.
        const mutations = stored.clientState.mutations.map((m) => ({ ...m, state: { ...m.state, isPaused: true } }))
        const queries = stored.buster === buster ? stored.clientState.queries : []
        // Saved queries stay in memory as long as on the device, observed or not.
        hydrate(queryClient, { queries, mutations }, { defaultOptions: { queries: { gcTime: PERSIST_MAX_AGE_MS } } })
      } else if (stored) await persister.removeClient()
    } catch {
      // Unreadable storage (private mode, corrupt data): start empty, the network fills the cache.
      await Promise.resolve(persister.removeClient()).catch(() => {})
    }
    queryClient.getQueryCache().subscribe((event) => SAVE_ON.has(event.type) && save(queryClient))
    queryClient.getMutationCache().subscribe((event) => SAVE_ON.has(event.type) && save(queryClient))
    if (typeof window !== 'undefined') {
      window.addEventListener('pagehide', () => flush(queryClient))
      document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush(queryClient))
    }
    // After the caller's other start-up code (mutation defaults may be registered after this).
    setTimeout(() => void resumeThenRefresh(queryClient), 0)
  }

  /**
   * The end of a session (session/end-session.ts): the student's data leaves memory and the device
   * at once; what everyone may see (the events list) stays.
   */
  function forgetStudent(queryClient: QueryClient): Promise<void> {
    session++
    queryClient.removeQueries({ predicate: belongsToStudent })
    // A queued registration belongs to whoever queued it, never to the next person to sign in.
    queryClient.getMutationCache().clear()
    return Promise.resolve(persister.removeClient()).catch(() => {})
  }

  return { restore, forgetStudent }
}

/**
 * The queries whose data the server drew this page from (pwa/first-view.ts, docs/first-view.md):
 * asked for this very load, so the start-up refresh below leaves them alone while they are fresh.
 */
const drawnByServer = new Set<string>()
export function markDrawnByServer(queryHashes: Iterable<string>) {
  for (const hash of queryHashes) drawnByServer.add(hash)
}

/**
 * Sends the registrations queued while offline (they wait while the network is down), then marks
 * everything stale so what is on screen refreshes in the background, except, while fresh, what
 * declares itself kept (`keptWhileFresh`: the GAMES link, asked on every page) and what the server
 * drew this page from (asking again would fetch the same bytes: 36 KiB for /events' 50 events).
 */
async function resumeThenRefresh(queryClient: QueryClient) {
  for (const mutation of queryClient.getMutationCache().getAll()) {
    // Hydrated before their defaults were registered: give them their mutationFn now.
    if (mutation.state.isPaused && !mutation.options.mutationFn)
      mutation.setOptions(
        queryClient.defaultMutationOptions({ mutationKey: mutation.options.mutationKey, meta: mutation.options.meta }),
      )
  }
  await queryClient.resumePausedMutations()
  await queryClient.invalidateQueries({
    predicate: (query) => !((query.meta?.keptWhileFresh || drawnByServer.has(query.queryHash)) && !query.isStale()),
  })
}

const idbStorage: StringStorage = {
  getItem: (key) => get<string>(key),
  setItem: (key, value) => set(key, value),
  removeItem: (key) => del(key),
}

const persistence = createQueryPersistence(idbStorage)
export const restoreQueryCache = persistence.restore
export const forgetStudent = persistence.forgetStudent

type DehydratedState = ReturnType<typeof dehydrate>

/**
 * A saved query whose last refresh failed is saved as the data it has (status 'success', as of
 * when that data arrived): the failure belonged to that visit, and an Error does not survive JSON.
 */
function withoutFailedRefreshes(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'error'
        ? { ...query, state: { ...query.state, status: 'success', error: null, fetchStatus: 'idle' } }
        : query,
    ),
  }
}
