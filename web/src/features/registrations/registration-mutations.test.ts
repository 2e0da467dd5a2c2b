import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test'
import { type MutationState, onlineManager, type QueryClient, QueryObserver } from '@tanstack/react-query'
import { TimeoutError } from '../../api/client'
import { ApiError } from '../../api/errors'
import { mutationKeys, queryKeys } from '../../api/query-keys'
import { currentMessages, dismissMessage } from '../../components/messages'
import { canReachServer, serverAnswered, serverUnanswered, subscribeConnectivity } from '../../pwa/connectivity'
import { createQueryClient } from '../../pwa/query-client'
import { pendingOf, shouldRetryQueuedMutation } from '../../pwa/queued-mutation'
import { eventsQuery } from '../events'
import { myRegistrationsQuery } from './queries'
import { cancelRegistrationMutation, registerMutation } from './registration-mutations'
import type { RegisterVariables, RegistrationChange, RegistrationResult } from './registration-types'
import { RECHECK_MS } from './settle'
import { changeRegistration } from './use-registration'

/** What the event's card shows pending ("register unknown"…), as usePending reads it. */
function pendingSnapshot(queryClient: QueryClient, eventId: string): string | null {
  const latest = queryClient
    .getMutationCache()
    .findAll({
      mutationKey: ['registrations'],
      predicate: (m) => (m.state.variables as RegisterVariables | undefined)?.eventId === eventId,
    })
    .at(-1)
  const pending = latest && pendingOf(latest)
  return pending ? `${pending.kind} ${pending.phase}` : null
}

/** The server, as the API client sees it: each call answers with the next of `answers`. */
const realFetch = globalThis.fetch
let calls: string[] = []
let keys: (string | null)[] = []
function serverAnswers(...answers: (() => Response)[]) {
  calls = []
  keys = []
  globalThis.fetch = Object.assign(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      calls.push(`${request.method} ${new URL(request.url).pathname}`)
      keys.push(request.headers.get('idempotency-key'))
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)]
      return answer ? answer() : Response.json({})
    },
    { preconnect: realFetch.preconnect },
  )
}
const noAnswer = () => {
  throw new TypeError('Failed to fetch')
}
const timedOut = () => {
  throw new TimeoutError()
}
const ALREADY = 'You are already registered for this event'
const alreadyRegistered = () => Response.json({ message: ALREADY }, { status: 409 })
const user = { _id: 'u1', username: 'riya', exp: 50 }
const event = {
  _id: 'e1',
  name: 'Game Jam',
  date: '2031-03-10T13:00:00.000Z',
  registeredCount: 8,
  spotsLeft: 2,
  isDeleted: false,
}
const seat = { _id: 'r1', event, status: 'registered', waitlistPosition: null, expAwarded: 50 }
const REGISTERED = 'Registered: the text is the server’s'
const registered = () => Response.json({ message: REGISTERED, registration: seat, user }, { status: 201 })
const cancelled = () => Response.json({ message: 'Your registration is cancelled.', user: { ...user, exp: 0 } })
const list =
  (...items: unknown[]) =>
  () =>
    Response.json(items)

const texts = () => currentMessages().map((message) => message.text)
const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await Bun.sleep(10)
  expect(condition()).toBe(true)
}

// What pwa/connectivity.ts does in a browser: TanStack's onlineManager follows whether the server answers.
beforeAll(() => onlineManager.setEventListener((setOnline) => subscribeConnectivity(() => setOnline(canReachServer()))))
afterAll(() => onlineManager.setEventListener(() => undefined))

afterEach(() => {
  for (const client of clients.splice(0)) client.unmount()
  globalThis.fetch = realFetch
  onlineManager.setOnline(true)
  serverAnswered()
  for (const message of currentMessages()) dismissMessage(message.id)
})

const clients: QueryClient[] = []
/**
 * A client as main.tsx makes it and the app runs it (mounted: paused mutations resume when the
 * server answers again); the two mutations are the defaults of their keys.
 */
function appClient() {
  const queryClient = createQueryClient()
  queryClient.mount()
  clients.push(queryClient)
  for (const options of [registerMutation, cancelRegistrationMutation])
    queryClient.setMutationDefaults(options.mutationKey, options)
  return queryClient
}

/** What a card does on a click, and the mutation it started; `done` once it is no longer pending. */
async function click(queryClient: QueryClient, change: RegistrationChange, eventId = 'e1') {
  const queued = changeRegistration(queryClient, change, eventId)
  const mutation = queryClient
    .getMutationCache()
    .findAll({ mutationKey: mutationKeys[change] as readonly string[] })
    .at(-1)
  const done = (async () => {
    while (mutation?.state.status === 'pending') await Bun.sleep(5)
  })()
  return { queued, mutation, done }
}

describe('what the cache learns: only what the server said', () => {
  test("a seat: the server's user into the profile, its registration into the list, its message shown", async () => {
    serverAnswers(registered)
    const queryClient = appClient()
    queryClient.setQueryData(queryKeys.myRegistrations, [])
    await (await click(queryClient, 'register')).done
    expect(queryClient.getQueryData(queryKeys.profile)).toEqual(user)
    expect(queryClient.getQueryData(queryKeys.myRegistrations)).toEqual([seat])
    expect(queryClient.getQueryState(queryKeys.myExpHistory)).toBeUndefined()
    await until(() => texts().includes(REGISTERED))
  })

  test('a Register tap is one request: the answer carries the EXP, the seat and the counts shown', async () => {
    serverAnswers(registered)
    const queryClient = appClient()
    // The events page as the student sees it: the list and their registrations on screen.
    queryClient.setQueryData(queryKeys.events, [{ ...event, registeredCount: 7, spotsLeft: 3, isDeleted: undefined }])
    queryClient.setQueryData(queryKeys.myRegistrations, [])
    const shown = [
      new QueryObserver(queryClient, { ...eventsQuery(), staleTime: 60_000 }).subscribe(() => {}),
      new QueryObserver(queryClient, { ...myRegistrationsQuery(), staleTime: 60_000 }).subscribe(() => {}),
    ]
    await (await click(queryClient, 'register')).done
    await until(() => texts().includes(REGISTERED))
    await Bun.sleep(50)
    for (const stop of shown) stop()
    expect(calls).toEqual(['POST /api/registrations/e1'])
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(queryClient.getQueryData(queryKeys.events)).toEqual([{ ...event, isDeleted: undefined }])
    expect(queryClient.getQueryData(queryKeys.myRegistrations)).toEqual([seat])
  })

  test('cancelled: gone from the list, the EXP from the answer', async () => {
    serverAnswers(cancelled)
    const queryClient = appClient()
    queryClient.setQueryData(queryKeys.myRegistrations, [seat])
    await (await click(queryClient, 'cancel')).done
    expect(queryClient.getQueryData(queryKeys.myRegistrations)).toEqual([])
    expect(queryClient.getQueryData(queryKeys.profile)).toMatchObject({ exp: 0 })
    await until(() => texts().includes('Your registration is cancelled.'))
  })

  test('a refusal is said and marks the lists stale, so the card shows the truth', async () => {
    serverAnswers(alreadyRegistered)
    const queryClient = appClient()
    queryClient.setQueryData(queryKeys.events, [])
    queryClient.setQueryData(queryKeys.myRegistrations, [])
    await (await click(queryClient, 'register')).done
    await until(() => texts().includes(`Registration error: ${ALREADY}`))
    expect(queryClient.getQueryState(queryKeys.events)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(queryKeys.myRegistrations)?.isInvalidated).toBe(true)
  })
})

describe('no answer: neither a failure nor a success until the server says (decision 0127)', () => {
  test('timed out, then the list has the seat: pending meanwhile, then "you are registered"', async () => {
    serverAnswers(timedOut, list(seat))
    const queryClient = appClient()
    queryClient.setQueryData(queryKeys.events, [{ _id: 'e1', name: 'Game Jam' }])
    const { mutation, done } = await click(queryClient, 'register')
    // A request waiting 10 s has long marked the server as not answering (pwa/connectivity.ts).
    serverUnanswered()
    await done
    expect(mutation?.state.status).toBe('error')
    await until(() => texts().includes("No answer yet: we'll check when the server is back."))
    expect(pendingSnapshot(queryClient, 'e1')).toBe('register unknown')
    expect(calls).toEqual(['POST /api/registrations/e1'])

    // The server answers again (the health probe found it): the list says what happened.
    serverAnswered()
    await until(() => texts().includes('Checked with the server: you are registered for Game Jam.'))
    expect(texts()).not.toContain("No answer yet: we'll check when the server is back.")
    expect(calls).toEqual(['POST /api/registrations/e1', 'GET /api/registrations/my'])
    expect(pendingSnapshot(queryClient, 'e1')).toBeNull()
    expect(queryClient.getQueryData(queryKeys.myRegistrations)).toEqual([seat])
  })

  test('no answer, and the list has nothing twice over: only then "Failed to register for event."', async () => {
    serverAnswers(noAnswer, list(), list())
    const queryClient = appClient()
    await (await click(queryClient, 'register')).done
    await until(() => pendingSnapshot(queryClient, 'e1') === 'register unknown')
    const asked = Date.now()
    serverAnswered()
    await until(() => texts().includes('Failed to register for event.'))
    // Read twice, RECHECK_MS apart: a request the server had not reached yet gets its turn.
    expect(calls).toEqual(['POST /api/registrations/e1', 'GET /api/registrations/my', 'GET /api/registrations/my'])
    expect(Date.now() - asked).toBeGreaterThanOrEqual(RECHECK_MS - 50)
    expect(pendingSnapshot(queryClient, 'e1')).toBeNull()
  })
})

describe('sent now or queued (decisions 0094, 0128)', () => {
  test('sent now and unanswered: tried once, not retried, not paused; then the list is asked', async () => {
    serverAnswers(noAnswer, list(seat))
    const queryClient = appClient()
    const { queued, mutation, done } = await click(queryClient, 'register')
    await done
    expect(queued).toBe(false)
    expect(mutation?.state).toMatchObject({ status: 'error', isPaused: false })
    serverAnswered()
    await until(() => pendingSnapshot(queryClient, 'e1') === null)
    expect(calls).toEqual(['POST /api/registrations/e1', 'GET /api/registrations/my'])
  })

  test('queued offline: waits without a request, shows as queued, then is sent once', async () => {
    serverAnswers(registered)
    onlineManager.setOnline(false)
    const queryClient = appClient()
    const { queued, done } = await click(queryClient, 'cancel')
    await Bun.sleep(20)
    expect(queued).toBe(true)
    expect(calls).toEqual([])
    expect(pendingSnapshot(queryClient, 'e1')).toBe('cancel queued')
    onlineManager.setOnline(true)
    await done
    expect(calls).toEqual(['DELETE /api/registrations/e1'])
  })

  test('queued, its answer lost, then retried: the retry carries the same key and reads as the success', async () => {
    // The server registered the first attempt but its answer never arrived; the retry with the
    // same Idempotency-Key is answered with that registration (docs/api.md#registrations).
    serverAnswers(noAnswer, registered)
    onlineManager.setOnline(false)
    const queryClient = appClient()
    const { done } = await click(queryClient, 'register')
    onlineManager.setOnline(true)
    await until(() => calls.length === 1)
    // The health probe finds the server again: the queued registration is tried once more.
    serverAnswered()
    await done
    expect(calls).toEqual(['POST /api/registrations/e1', 'POST /api/registrations/e1'])
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])
    await until(() => texts().includes(REGISTERED))
    expect(texts()).not.toContain(ALREADY)
  })

  test('each tap has a key of its own', async () => {
    serverAnswers(registered)
    const queryClient = appClient()
    await (await click(queryClient, 'register', 'e1')).done
    await (await click(queryClient, 'register', 'e2')).done
    expect(keys[0]).not.toBe(keys[1])
  })

  test("queued: a 409 after the wait means registered, in the server's words", async () => {
    serverAnswers(alreadyRegistered)
    onlineManager.setOnline(false)
    const queryClient = appClient()
    const { done } = await click(queryClient, 'register')
    onlineManager.setOnline(true)
    await done
    await until(() => texts().includes(ALREADY))
    expect(currentMessages().find((message) => message.text === ALREADY)?.tone).toBe('success')
  })

  test('queued: a cancellation that finds no registration after the wait asks the list, and says cancelled', async () => {
    serverAnswers(() => Response.json({ message: 'You are not registered for this event' }, { status: 404 }), list())
    onlineManager.setOnline(false)
    const queryClient = appClient()
    queryClient.setQueryData(queryKeys.events, [{ _id: 'e1', name: 'Game Jam' }])
    const { done } = await click(queryClient, 'cancel')
    onlineManager.setOnline(true)
    await done
    await until(() => texts().includes('Checked with the server: your registration for Game Jam is cancelled.'))
    expect(texts()).not.toContain("No answer yet: we'll check when the server is back.")
  })

  test('a queued attempt without an answer is tried again, five times at most; a refusal is not', () => {
    expect(shouldRetryQueuedMutation(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldRetryQueuedMutation(4, new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldRetryQueuedMutation(5, new TypeError('Failed to fetch'))).toBe(false)
    expect(shouldRetryQueuedMutation(0, new ApiError(500, 'Internal error'))).toBe(false)
  })

  test('one restored from the device (its key and variables only) is sent with its own options', async () => {
    serverAnswers(cancelled)
    const queryClient = appClient()
    // What hydrate() builds from the saved cache: no function of its own.
    const state: MutationState<RegistrationResult, Error, RegisterVariables> = {
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
      .build(queryClient, { mutationKey: [...cancelRegistrationMutation.mutationKey] }, state)
    await queryClient.resumePausedMutations()
    expect(calls).toEqual(['DELETE /api/registrations/e9'])
    expect(restored.state.status).toBe('success')
  })
})
