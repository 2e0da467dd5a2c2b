import { expect, test } from 'bun:test'
import { QueryClient } from '@tanstack/react-query'
import { queuedWhenUnreachable } from './queued-mutation'
import {
  belongsToStudent,
  PERSIST_MAX_AGE_MS,
  savedOnDevice,
  shouldPersistMutation,
  shouldPersistQuery,
} from './saved-on-device'

/** The query a client builds from these options after its fetch succeeded, failed, or while it runs. */
async function queryWith(options: object, outcome: 'success' | 'error' | 'pending' = 'success') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const queryKey = ['some', 'data']
  const queryFn = async () => {
    if (outcome === 'error') throw new Error('no')
    if (outcome === 'pending') await new Promise(() => {})
    return ['data']
  }
  const fetched = client.fetchQuery({ queryKey, queryFn, ...options }).catch(() => {})
  if (outcome !== 'pending') await fetched
  const query = client.getQueryCache().find({ queryKey })
  if (!query) throw new Error('no query')
  return query
}

test('a query declared saved is kept, and stays in memory as long as on the device', async () => {
  const events = await queryWith(savedOnDevice('everyone'))
  expect(shouldPersistQuery(events)).toBe(true)
  expect(events.gcTime).toBe(PERSIST_MAX_AGE_MS)
  expect(shouldPersistQuery(await queryWith(savedOnDevice('student')))).toBe(true)
})

test('a query not declared saved stays in memory only', async () => {
  expect(shouldPersistQuery(await queryWith({}))).toBe(false)
})

test('only data that arrived is kept, not a pending or failed query', async () => {
  expect(shouldPersistQuery(await queryWith(savedOnDevice('everyone'), 'pending'))).toBe(false)
  expect(shouldPersistQuery(await queryWith(savedOnDevice('everyone'), 'error'))).toBe(false)
})

test('data that arrived stays kept when a later refresh fails', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const queryKey = ['events']
  await client.fetchQuery({ queryKey, queryFn: async () => ['data'], ...savedOnDevice('everyone') })
  await client
    .fetchQuery({
      queryKey,
      queryFn: () => Promise.reject(new Error('offline')),
      staleTime: 0,
      ...savedOnDevice('everyone'),
    })
    .catch(() => {})
  const query = client.getQueryCache().find({ queryKey })!
  expect(query.state.status).toBe('error')
  expect(shouldPersistQuery(query)).toBe(true)
})

test("the student's own data, and anything undeclared, belongs to the session; public data does not", () => {
  const query = (meta?: { savedOnDevice?: 'everyone' | 'student' }) => ({ meta })
  expect(belongsToStudent(query({ savedOnDevice: 'student' }))).toBe(true)
  expect(belongsToStudent(query())).toBe(true)
  expect(belongsToStudent(query({ savedOnDevice: 'everyone' }))).toBe(false)
})

test('only queued mutations still waiting to be sent are kept', () => {
  const mutation = (
    meta: { queuedWhenUnreachable?: boolean } | undefined,
    isPaused: boolean,
    variables: unknown = { eventId: 'e1' },
    status = 'pending',
  ) => ({ options: { meta }, state: { isPaused, variables, status } }) as Parameters<typeof shouldPersistMutation>[0]
  const queued = queuedWhenUnreachable.meta
  expect(shouldPersistMutation(mutation(queued, true))).toBe(true)
  // Sent from the start (the server looked reachable): in flight, it is not a queued one.
  expect(shouldPersistMutation(mutation(queued, false))).toBe(false)
  // Queued, now in flight: kept until the answer comes.
  expect(shouldPersistMutation(mutation(queued, false, { eventId: 'e1', queued: true }))).toBe(true)
  expect(shouldPersistMutation(mutation(queued, false, { eventId: 'e1', queued: true }, 'success'))).toBe(false)
  expect(shouldPersistMutation(mutation(queued, false, { eventId: 'e1', queued: true }, 'error'))).toBe(false)
  // A mutation not declared queueable (a profile edit) is never kept.
  expect(shouldPersistMutation(mutation(undefined, true))).toBe(false)
  expect(shouldPersistMutation(mutation({}, true))).toBe(false)
})
