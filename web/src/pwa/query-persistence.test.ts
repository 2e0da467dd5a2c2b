import { afterEach, expect, test } from 'bun:test'
import { dehydrate, hydrate, MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query'
import { createQueryClient } from './query-client'
import { createQueryPersistence, markDrawnByServer, STORAGE_KEY, type StringStorage } from './query-persistence'
import { queuedWhenUnreachable } from './queued-mutation'
import { savedOnDevice } from './saved-on-device'

function memoryStorage() {
  const map = new Map<string, string>()
  const storage: StringStorage = {
    getItem: async (key) => map.get(key),
    setItem: async (key, value) => void map.set(key, value),
    removeItem: async (key) => void map.delete(key),
  }
  return { storage, saved: () => (map.has(STORAGE_KEY) ? JSON.parse(map.get(STORAGE_KEY)!) : undefined) }
}

/** Saves are throttled and follow cache notifications: wait until one has landed. */
async function until(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await Bun.sleep(20)
  expect(condition()).toBe(true)
}

const sent: unknown[] = []
/** A registration as features/registrations declares it: queued when unreachable; here it only records what was sent. */
const registration = {
  mutationKey: ['registrations', 'register'],
  mutationFn: async (variables: unknown) => {
    sent.push(variables)
    return { message: 'registered' }
  },
  ...queuedWhenUnreachable,
}
/** What main.tsx does, so a registration restored from the device has its function. */
function withRegistrationDefaults(queryClient: QueryClient) {
  queryClient.setMutationDefaults(registration.mutationKey, registration)
  return queryClient
}

/** What the events page does: register with the same options. */
function queueRegistration(queryClient: QueryClient, eventId: string) {
  const observer = new MutationObserver<unknown, Error, { eventId: string }>(queryClient, registration)
  void observer.mutate({ eventId })
}

/** Data a query fetched, declared saved as the features declare theirs (or not: `whose` null). */
function fetched(queryClient: QueryClient, queryKey: unknown[], data: unknown, whose: 'everyone' | 'student' | null) {
  return queryClient.fetchQuery({ queryKey, queryFn: async () => data, ...(whose ? savedOnDevice(whose) : {}) })
}

afterEach(() => {
  onlineManager.setOnline(true)
  sent.length = 0
})

test('a registration queued offline survives a restart and is sent exactly once when back online', async () => {
  const { storage, saved } = memoryStorage()
  onlineManager.setOnline(false)
  const before = withRegistrationDefaults(createQueryClient())
  await createQueryPersistence(storage, 'build-1').restore(before)
  queueRegistration(before, 'e1')
  await until(() => saved()?.clientState.mutations.length === 1)
  expect(saved().clientState.mutations[0].state).toMatchObject({ isPaused: true, variables: { eventId: 'e1' } })

  // The tab is closed; a new one opens, still offline. Defaults registered after the restore work too.
  const after = createQueryClient()
  await createQueryPersistence(storage, 'build-1').restore(after)
  withRegistrationDefaults(after)
  after.mount()
  await Bun.sleep(50)
  expect(sent).toEqual([])
  expect(after.getMutationCache().getAll()[0]?.state.isPaused).toBe(true)

  onlineManager.setOnline(true)
  await until(() => sent.length === 1)
  await after.resumePausedMutations()
  onlineManager.setOnline(false)
  onlineManager.setOnline(true)
  await Bun.sleep(50)
  expect(sent).toEqual([{ eventId: 'e1' }])
  expect(after.getMutationCache().getAll()[0]?.state.status).toBe('success')
  // Sent: no longer waiting, so no longer saved.
  await until(() => saved()?.clientState.mutations.length === 0)
  after.unmount()
})

test('a queued registration saved while its request had no answer yet is sent again after a restart', async () => {
  const { storage, saved } = memoryStorage()
  const before = createQueryClient()
  const hung = { ...registration, mutationFn: () => new Promise(() => {}) } // the answer never comes
  before.setMutationDefaults(hung.mutationKey, hung)
  await createQueryPersistence(storage, 'build-1').restore(before)
  const observer = new MutationObserver<unknown, Error, { eventId: string; queued: boolean }>(before, hung)
  void observer.mutate({ eventId: 'e4', queued: true })
  await until(() => saved()?.clientState.mutations.length === 1)
  expect(saved().clientState.mutations[0].state).toMatchObject({ isPaused: false, status: 'pending' })

  // The tab is closed while it waits; the next visit sends it (once).
  const after = withRegistrationDefaults(createQueryClient())
  await createQueryPersistence(storage, 'build-1').restore(after)
  after.mount()
  await until(() => sent.length === 1)
  await Bun.sleep(50)
  expect(sent).toEqual([{ eventId: 'e4', queued: true }])
  after.unmount()
})

test('queries declared saved come back at once; others do not', async () => {
  const { storage, saved } = memoryStorage()
  const before = createQueryClient()
  await createQueryPersistence(storage, 'build-1').restore(before)
  await fetched(before, ['events'], [{ _id: 'e1', name: 'Gameathon' }], 'everyone')
  await fetched(before, ['profile'], { username: 'riya' }, 'student')
  await fetched(before, ['admin', 'users', 1, ''], { users: [] }, null)
  await until(() => saved()?.clientState.queries.length === 2)

  const after = createQueryClient()
  await createQueryPersistence(storage, 'build-1').restore(after)
  expect(after.getQueryData(['events'])).toEqual([{ _id: 'e1', name: 'Gameathon' }])
  expect(after.getQueryData(['profile'])).toEqual({ username: 'riya' })
  expect(after.getQueryData(['admin', 'users', 1, ''])).toBeUndefined()
  // Restored, unobserved, they stay in memory as long as they would have stayed on the device.
  expect(after.getQueryCache().find({ queryKey: ['events'] })?.gcTime).toBe(7 * 24 * 3600_000)
})

test('at start, what the device saved is asked again, and what the server drew this page from is not while fresh', async () => {
  const { storage, saved } = memoryStorage()
  const before = createQueryClient()
  await createQueryPersistence(storage, 'build-1').restore(before)
  await fetched(before, ['events'], [{ _id: 'e1', name: 'Gameathon' }], 'everyone')
  await until(() => saved()?.clientState.queries.length === 1)

  // The server's first view of this load: its queries, dehydrated into the page.
  const server = createQueryClient()
  await fetched(server, ['drawn', 'content'], { faq: [{ question: 'New?' }] }, 'everyone')
  const page = dehydrate(server)

  const after = createQueryClient()
  const invalidate = after.invalidateQueries.bind(after)
  const refreshed = new Promise<void>((resolve) => {
    after.invalidateQueries = (...args) => invalidate(...args).finally(resolve)
  })
  await createQueryPersistence(storage, 'build-1').restore(after)
  // What pwa/first-view.ts does with it, in the same task (the start-up refresh comes after).
  hydrate(after, page)
  markDrawnByServer(page.queries.map((query) => query.queryHash))
  await refreshed
  expect(after.getQueryState(['events'])?.isInvalidated).toBe(true)
  expect(after.getQueryState(['drawn', 'content'])?.isInvalidated).toBe(false)
  expect(after.getQueryData(['drawn', 'content'])).toEqual({ faq: [{ question: 'New?' }] })
})

test('a saved query whose refresh failed comes back with its data, as data', async () => {
  const { storage, saved } = memoryStorage()
  const before = createQueryClient()
  await createQueryPersistence(storage, 'build-1').restore(before)
  await fetched(before, ['events'], [{ _id: 'e1', name: 'Gameathon' }], 'everyone')
  await before
    .fetchQuery({
      queryKey: ['events'],
      queryFn: () => Promise.reject(new Error('offline')),
      retry: false,
      staleTime: 0,
      ...savedOnDevice('everyone'),
    })
    .catch(() => {})
  expect(before.getQueryState(['events'])?.status).toBe('error')
  await until(() => saved()?.clientState.queries[0]?.state.status === 'success')

  const after = createQueryClient()
  await createQueryPersistence(storage, 'build-1').restore(after)
  expect(after.getQueryData(['events'])).toEqual([{ _id: 'e1', name: 'Gameathon' }])
  expect(after.getQueryState(['events'])?.status).toBe('success')
})

test("a new build drops the old build's data but keeps a queued registration", async () => {
  const { storage, saved } = memoryStorage()
  onlineManager.setOnline(false)
  const before = withRegistrationDefaults(createQueryClient())
  await createQueryPersistence(storage, 'build-1').restore(before)
  await fetched(before, ['profile'], { username: 'riya' }, 'student')
  queueRegistration(before, 'e2')
  await until(() => saved()?.clientState.mutations.length === 1 && saved()?.clientState.queries.length === 1)

  const after = withRegistrationDefaults(createQueryClient())
  await createQueryPersistence(storage, 'build-2').restore(after)
  expect(after.getQueryData(['profile'])).toBeUndefined()
  expect(
    after
      .getMutationCache()
      .getAll()
      .map((m) => m.state.variables),
  ).toEqual([{ eventId: 'e2' }])
})

test('saved data older than a week is thrown away', async () => {
  const { storage, saved } = memoryStorage()
  const old = {
    buster: 'build-1',
    timestamp: Date.now() - 8 * 24 * 3600_000,
    clientState: { queries: [], mutations: [] },
  }
  await storage.setItem(STORAGE_KEY, JSON.stringify(old))
  await createQueryPersistence(storage, 'build-1').restore(createQueryClient())
  expect(saved()).toBeUndefined()
})

test("signing out removes the student's data from memory and the device, and it does not come back", async () => {
  const { storage, saved } = memoryStorage()
  onlineManager.setOnline(false)
  const queryClient = withRegistrationDefaults(createQueryClient())
  const persistence = createQueryPersistence(storage, 'build-1')
  await persistence.restore(queryClient)
  await fetched(queryClient, ['events'], [{ _id: 'e1' }], 'everyone')
  await fetched(queryClient, ['profile'], { username: 'riya', phoneNumber: '+91 98100 00000' }, 'student')
  await fetched(queryClient, ['admin', 'users', 1, ''], { users: [{ username: 'riya' }] }, null)
  queueRegistration(queryClient, 'e3')
  await until(() => saved()?.clientState.queries.length === 2)
  // A change right before signing out: its save is still waiting for the throttle.
  await fetched(queryClient, ['registrations', 'my'], [{ _id: 'r1' }], 'student')
  await persistence.forgetStudent(queryClient)
  expect(saved()).toBeUndefined()
  expect(queryClient.getQueryData(['profile'])).toBeUndefined()
  expect(queryClient.getQueryData(['admin', 'users', 1, ''])).toBeUndefined()
  expect(queryClient.getMutationCache().getAll()).toEqual([])
  // What anyone may see stays: the events list opens at once for the next student.
  expect(queryClient.getQueryData(['events'])).toEqual([{ _id: 'e1' }])
  await Bun.sleep(1_300) // past the throttle
  const left = saved()
  expect(JSON.stringify(left ?? {})).not.toContain('riya')
  expect(left?.clientState.mutations ?? []).toEqual([])
})
