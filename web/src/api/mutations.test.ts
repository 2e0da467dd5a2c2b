import { afterEach, describe, expect, test } from 'bun:test'
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query'
import { serverAnswered } from '../pwa/connectivity'
import { createQueryClient, shouldRetryQueuedMutation } from '../pwa/query-client'
import { sendNow, sendWhenReachable } from '../routes/-components/events/use-registration'
import { ApiError, isNetworkError } from './errors'
import { mutationKeys, type RegisterVariables, registerMutationDefaults } from './mutations'
import { queryKeys } from './queries'

/** The server, as the API client sees it: each call answers with the next of `answers`. */
const realFetch = globalThis.fetch
let calls = 0
function serverAnswers(...answers: (() => Response)[]) {
  calls = 0
  globalThis.fetch = Object.assign(
    async () => {
      const answer = answers[Math.min(calls++, answers.length - 1)]
      return answer ? answer() : Response.json({})
    },
    { preconnect: realFetch.preconnect },
  )
}
const noAnswer = () => {
  throw new TypeError('Failed to fetch')
}
const alreadyRegistered = () => Response.json({ message: 'You are already registered for this event' }, { status: 409 })
const registered = () =>
  Response.json({ message: 'ok', registration: { _id: 'r1' }, user: { _id: 'u1', exp: 50 } }, { status: 201 })

afterEach(() => {
  globalThis.fetch = realFetch
  onlineManager.setOnline(true)
  serverAnswered()
})

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

describe('sent now or queued (decision 0094)', () => {
  const mutationFn = () => {
    const queryClient = new QueryClient()
    registerMutationDefaults(queryClient)
    return queryClient.getMutationDefaults(mutationKeys.register).mutationFn as (
      v: RegisterVariables,
    ) => Promise<unknown>
  }

  test('sent now: no answer is a failure with no answer (SPEC §8 "Failed to register for event."), a 409 a refusal', async () => {
    serverAnswers(noAnswer)
    const error = await mutationFn()({ eventId: 'e1' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TypeError)
    expect(isNetworkError(error)).toBe(true)
    serverAnswers(alreadyRegistered)
    expect(await mutationFn()({ eventId: 'e1' }).catch((e: unknown) => e)).toMatchObject({ status: 409 })
  })

  test('queued: a 409 after the wait means registered (null); other refusals stay refusals', async () => {
    serverAnswers(alreadyRegistered)
    expect(await mutationFn()({ eventId: 'e1', queued: true })).toBeNull()
    // The event was closed or deleted meanwhile.
    serverAnswers(() => Response.json({ message: 'This event is not open for registration' }, { status: 422 }))
    expect(await mutationFn()({ eventId: 'e1', queued: true }).catch((e: unknown) => e)).toMatchObject({ status: 422 })
    serverAnswers(noAnswer)
    expect(await mutationFn()({ eventId: 'e1', queued: true }).catch((e: unknown) => e)).toBeInstanceOf(TypeError)
  })

  test('a queued attempt without an answer is tried again, five times at most; a refusal is not', () => {
    expect(shouldRetryQueuedMutation(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldRetryQueuedMutation(4, new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldRetryQueuedMutation(5, new TypeError('Failed to fetch'))).toBe(false)
    expect(shouldRetryQueuedMutation(0, new ApiError(500, 'Internal error'))).toBe(false)
  })

  test('through the QueryClient: sent now and unanswered, it fails once, is not retried and not paused', async () => {
    serverAnswers(noAnswer, registered)
    const queryClient = createQueryClient()
    registerMutationDefaults(queryClient)
    const observer = new MutationObserver<unknown, Error, RegisterVariables>(queryClient, sendNow)
    const error = await observer.mutate({ eventId: 'e1', queued: false }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TypeError)
    expect(calls).toBe(1)
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', isPaused: false })
  })

  test('through the QueryClient: queued offline, it waits without a request, then is sent once', async () => {
    serverAnswers(registered)
    onlineManager.setOnline(false)
    const queryClient = createQueryClient()
    registerMutationDefaults(queryClient)
    queryClient.mount()
    const observer = new MutationObserver<unknown, Error, RegisterVariables>(queryClient, sendWhenReachable)
    const sent = observer.mutate({ eventId: 'e1', queued: true })
    await Bun.sleep(20)
    expect(calls).toBe(0)
    expect(observer.getCurrentResult()).toMatchObject({ status: 'pending', isPaused: true })
    onlineManager.setOnline(true)
    await sent
    expect(calls).toBe(1)
    expect(queryClient.getQueryData(queryKeys.profile)).toEqual({ _id: 'u1', exp: 50 })
    queryClient.unmount()
  })

  test('through the QueryClient: queued and unanswered when sent, it is tried again instead of failing', async () => {
    serverAnswers(noAnswer, registered)
    const queryClient = createQueryClient()
    registerMutationDefaults(queryClient)
    const observer = new MutationObserver<unknown, Error, RegisterVariables>(queryClient, sendWhenReachable)
    await observer.mutate({ eventId: 'e1', queued: true })
    expect(calls).toBe(2)
    expect(observer.getCurrentResult().status).toBe('success')
  })

  test('"already registered" after the wait refreshes the profile instead of writing it', async () => {
    const queryClient = new QueryClient()
    registerMutationDefaults(queryClient)
    queryClient.setQueryData(queryKeys.profile, { _id: 'u1', exp: 0 })
    const onSuccess = queryClient.getMutationDefaults(mutationKeys.register).onSuccess as (data: unknown) => unknown
    await onSuccess(null)
    expect(queryClient.getQueryData(queryKeys.profile)).toEqual({ _id: 'u1', exp: 0 })
    expect(queryClient.getQueryState(queryKeys.profile)?.isInvalidated).toBe(true)
  })
})
