import { afterEach, describe, expect, test } from 'bun:test'
import { MutationObserver, type MutationState, onlineManager, type QueryClient } from '@tanstack/react-query'
import { ApiError, isNetworkError } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { serverAnswered } from '../../pwa/connectivity'
import { createQueryClient } from '../../pwa/query-client'
import { shouldRetryQueuedMutation } from '../../pwa/saved-on-device'
import { type RegisterVariables, registerMutation } from './register-mutation'
import type { RegisterResult } from './register-request'
import { sendNow, sendWhenReachable } from './use-registration'

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
const ALREADY = 'You are already registered for this event'
const alreadyRegistered = () => Response.json({ message: ALREADY }, { status: 409 })
const user = { _id: 'u1', username: 'riya', exp: 50 }
const REGISTERED = 'Registered: the text is the server’s'
const registered = () => Response.json({ message: REGISTERED, registration: { _id: 'r1' }, user }, { status: 201 })

afterEach(() => {
  globalThis.fetch = realFetch
  onlineManager.setOnline(true)
  serverAnswered()
})

/** A client as main.tsx makes it: registerMutation is the defaults of its key. */
function appClient() {
  const queryClient = createQueryClient()
  queryClient.setMutationDefaults(registerMutation.mutationKey, registerMutation)
  return queryClient
}

/** Registers through the client, as the Register Now button does (sendNow) or a queued one (sendWhenReachable). */
function register(
  queryClient: QueryClient,
  options: typeof sendNow | typeof sendWhenReachable,
  variables: RegisterVariables,
) {
  const observer = new MutationObserver<RegisterResult, Error, RegisterVariables>(queryClient, options)
  return { observer, done: observer.mutate(variables).catch((error: unknown) => error) }
}

describe('what a registration does to the cache', () => {
  test("success puts the server's user into the profile and marks my registrations stale", async () => {
    serverAnswers(registered)
    const queryClient = appClient()
    queryClient.setQueryData(queryKeys.myRegistrations, [])
    expect(await register(queryClient, sendNow, { eventId: 'e1' }).done).toEqual({ message: REGISTERED, user })
    expect(queryClient.getQueryData(queryKeys.profile)).toEqual(user)
    expect(queryClient.getQueryState(queryKeys.myRegistrations)?.isInvalidated).toBe(true)
  })

  test('a refusal marks the events and my registrations stale; no answer changes nothing', async () => {
    const queryClient = appClient()
    queryClient.setQueryData(queryKeys.events, [])
    queryClient.setQueryData(queryKeys.myRegistrations, [])
    serverAnswers(noAnswer)
    expect(await register(queryClient, sendNow, { eventId: 'e1' }).done).toBeInstanceOf(TypeError)
    expect(queryClient.getQueryState(queryKeys.events)?.isInvalidated).toBe(false)
    serverAnswers(alreadyRegistered)
    expect(await register(queryClient, sendNow, { eventId: 'e1' }).done).toMatchObject({ status: 409 })
    expect(queryClient.getQueryState(queryKeys.events)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(queryKeys.myRegistrations)?.isInvalidated).toBe(true)
  })

  test('"already registered" after the wait refreshes the profile instead of writing it', async () => {
    serverAnswers(alreadyRegistered)
    const queryClient = appClient()
    queryClient.setQueryData(queryKeys.profile, { _id: 'u1', exp: 0 })
    expect(await register(queryClient, sendWhenReachable, { eventId: 'e1', queued: true }).done).toEqual({
      message: ALREADY,
      user: null,
    })
    expect(queryClient.getQueryData(queryKeys.profile)).toEqual({ _id: 'u1', exp: 0 })
    expect(queryClient.getQueryState(queryKeys.profile)?.isInvalidated).toBe(true)
  })

  test('a registration restored from the device (its key and variables only) is sent with registerMutation', async () => {
    serverAnswers(registered)
    const queryClient = appClient()
    // What hydrate() builds from the saved cache: no function of its own.
    const state: MutationState<RegisterResult, Error, RegisterVariables> = {
      context: undefined,
      data: undefined,
      error: null,
      failureCount: 0,
      failureReason: null,
      isPaused: true,
      status: 'pending',
      variables: { eventId: 'e9', queued: true },
      submittedAt: Date.now(),
    }
    const restored = queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: [...registerMutation.mutationKey] }, state)
    await queryClient.resumePausedMutations()
    expect(calls).toBe(1)
    expect(restored.state).toMatchObject({ status: 'success', data: { message: REGISTERED, user } })
    expect(queryClient.getQueryData(queryKeys.profile)).toEqual(user)
  })
})

describe('sent now or queued (decision 0094)', () => {
  test('sent now: no answer is a failure with no answer ("Failed to register for event."), a 409 a refusal', async () => {
    serverAnswers(noAnswer)
    const error = await register(appClient(), sendNow, { eventId: 'e1' }).done
    expect(error).toBeInstanceOf(TypeError)
    expect(isNetworkError(error)).toBe(true)
    serverAnswers(alreadyRegistered)
    expect(await register(appClient(), sendNow, { eventId: 'e1' }).done).toMatchObject({ status: 409 })
  })

  test("queued: a 409 after the wait means registered, in the server's words; other refusals stay refusals", async () => {
    serverAnswers(alreadyRegistered)
    expect(await register(appClient(), sendWhenReachable, { eventId: 'e1', queued: true }).done).toEqual({
      message: ALREADY,
      user: null,
    })
    // The event was closed or deleted meanwhile.
    serverAnswers(() => Response.json({ message: 'This event is not open for registration' }, { status: 422 }))
    expect(await register(appClient(), sendWhenReachable, { eventId: 'e1', queued: true }).done).toMatchObject({
      status: 422,
    })
  })

  test('a queued attempt without an answer is tried again, five times at most; a refusal is not', () => {
    expect(shouldRetryQueuedMutation(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldRetryQueuedMutation(4, new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldRetryQueuedMutation(5, new TypeError('Failed to fetch'))).toBe(false)
    expect(shouldRetryQueuedMutation(0, new ApiError(500, 'Internal error'))).toBe(false)
  })

  test('through the QueryClient: sent now and unanswered, it fails once, is not retried and not paused', async () => {
    serverAnswers(noAnswer, registered)
    const { observer, done } = register(appClient(), sendNow, { eventId: 'e1', queued: false })
    expect(await done).toBeInstanceOf(TypeError)
    expect(calls).toBe(1)
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', isPaused: false })
  })

  test('through the QueryClient: queued offline, it waits without a request, then is sent once', async () => {
    serverAnswers(registered)
    onlineManager.setOnline(false)
    const queryClient = appClient()
    queryClient.mount()
    const { observer, done } = register(queryClient, sendWhenReachable, { eventId: 'e1', queued: true })
    await Bun.sleep(20)
    expect(calls).toBe(0)
    expect(observer.getCurrentResult()).toMatchObject({ status: 'pending', isPaused: true })
    onlineManager.setOnline(true)
    await done
    expect(calls).toBe(1)
    expect(queryClient.getQueryData(queryKeys.profile)).toEqual(user)
    queryClient.unmount()
  })

  test('through the QueryClient: queued and unanswered when sent, it is tried again instead of failing', async () => {
    serverAnswers(noAnswer, registered)
    const { observer, done } = register(appClient(), sendWhenReachable, { eventId: 'e1', queued: true })
    await done
    expect(calls).toBe(2)
    expect(observer.getCurrentResult().status).toBe('success')
  })
})
