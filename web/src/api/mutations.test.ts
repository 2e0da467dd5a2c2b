import { describe, expect, test } from 'bun:test'
import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './errors'
import { mutationKeys, registerMutationDefaults } from './mutations'
import { queryKeys } from './queries'

describe('the registration defaults', () => {
  const user = { _id: 'u1', username: 'riya', exp: 150 }
  function setUp() {
    const queryClient = new QueryClient()
    registerMutationDefaults(queryClient)
    const defaults = queryClient.getMutationDefaults(mutationKeys.register)
    return { queryClient, defaults }
  }

  test('are keyed ["registrations", "register"] and carry the function, so a resumed mutation can run', () => {
    const { defaults } = setUp()
    expect(mutationKeys.register).toEqual(['registrations', 'register'])
    expect(typeof defaults.mutationFn).toBe('function')
  })

  test('success puts the returned user into the profile cache and marks my registrations stale', async () => {
    const { queryClient, defaults } = setUp()
    queryClient.setQueryData(queryKeys.myRegistrations, [])
    await (defaults.onSuccess as (data: unknown) => Promise<unknown>)({ message: 'ok', registration: {}, user })
    expect(queryClient.getQueryData(queryKeys.profile)).toEqual(user)
    expect(queryClient.getQueryState(queryKeys.myRegistrations)?.isInvalidated).toBe(true)
  })

  test('a refusal marks the events and my registrations stale; no answer changes nothing', async () => {
    const { queryClient, defaults } = setUp()
    const onError = defaults.onError as (error: unknown) => Promise<unknown>
    queryClient.setQueryData(queryKeys.events, [])
    queryClient.setQueryData(queryKeys.myRegistrations, [])
    await onError(new TypeError('Failed to fetch'))
    expect(queryClient.getQueryState(queryKeys.events)?.isInvalidated).toBe(false)
    await onError(new ApiError(409, 'You are already registered for this event'))
    expect(queryClient.getQueryState(queryKeys.events)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(queryKeys.myRegistrations)?.isInvalidated).toBe(true)
  })
})
