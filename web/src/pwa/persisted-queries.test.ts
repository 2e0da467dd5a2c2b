import { expect, test } from 'bun:test'
import { queryKeys } from '../api/queries'
import {
  isPersistedQueryKey,
  isQueuedMutationKey,
  shouldPersistMutation,
  shouldPersistQuery,
} from './persisted-queries'

test('the event list, an event, the profile and my registrations are kept on the device', () => {
  expect(isPersistedQueryKey(queryKeys.events)).toBe(true)
  expect(isPersistedQueryKey(queryKeys.event('65f0c0ffee'))).toBe(true)
  expect(isPersistedQueryKey(queryKeys.profile)).toBe(true)
  expect(isPersistedQueryKey(queryKeys.myRegistrations)).toBe(true)
})

test('admin lists and anything else stay in memory only', () => {
  expect(isPersistedQueryKey(queryKeys.adminUsers(1, ''))).toBe(false)
  expect(isPersistedQueryKey(queryKeys.adminParticipation(2, 'Hackathon'))).toBe(false)
  expect(isPersistedQueryKey(['events', 'abc', 'attendees'])).toBe(false)
  expect(isPersistedQueryKey(['events', 3])).toBe(false)
  expect(isPersistedQueryKey(['profile', 'someone-else'])).toBe(false)
  expect(isPersistedQueryKey(['registrations'])).toBe(false)
  expect(isPersistedQueryKey([])).toBe(false)
})

test('only data that arrived is kept, not a pending or failed query', () => {
  const query = (status: 'success' | 'pending' | 'error') =>
    ({ queryKey: ['events'], state: { status } }) as unknown as Parameters<typeof shouldPersistQuery>[0]
  expect(shouldPersistQuery(query('success'))).toBe(true)
  expect(shouldPersistQuery(query('pending'))).toBe(false)
  expect(shouldPersistQuery(query('error'))).toBe(false)
})

test('only registrations still waiting to be sent are kept', () => {
  const mutation = (
    mutationKey: unknown[] | undefined,
    isPaused: boolean,
    variables: unknown = { eventId: 'e1' },
    status = 'pending',
  ) =>
    ({ options: { mutationKey }, state: { isPaused, variables, status } }) as Parameters<
      typeof shouldPersistMutation
    >[0]
  expect(shouldPersistMutation(mutation(['registrations', 'register'], true))).toBe(true)
  // Sent from the start (the server looked reachable): in flight, it is not a queued one.
  expect(shouldPersistMutation(mutation(['registrations', 'register'], false))).toBe(false)
  // Queued, now in flight: kept until the answer comes.
  expect(shouldPersistMutation(mutation(['registrations', 'register'], false, { eventId: 'e1', queued: true }))).toBe(
    true,
  )
  expect(
    shouldPersistMutation(mutation(['registrations', 'register'], false, { eventId: 'e1', queued: true }, 'success')),
  ).toBe(false)
  expect(
    shouldPersistMutation(mutation(['registrations', 'register'], false, { eventId: 'e1', queued: true }, 'error')),
  ).toBe(false)
  expect(shouldPersistMutation(mutation(['profile', 'update'], true))).toBe(false)
  expect(shouldPersistMutation(mutation(undefined, true))).toBe(false)
  expect(isQueuedMutationKey(['registrations', 'register'])).toBe(true)
})
