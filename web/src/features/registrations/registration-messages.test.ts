import { afterEach, beforeEach, describe, expect, jest, test } from 'bun:test'
import { ApiError } from '../../api/errors'
import { logInToRegister, registrationFailed, registrationQueued, registrationSucceeded } from './registration-messages'
import { createTimedMessage } from './timed-message'

const user = null
const SERVER_SAYS = 'Successfully registered for the event! EXP awarded.'

describe('the texts (docs/product.md#messages)', () => {
  test("success is the server's own message, whatever it says", () => {
    expect(registrationSucceeded({ message: SERVER_SAYS, user }).text).toBe(SERVER_SAYS)
    expect(registrationSucceeded({ message: 'You are #3 on the waitlist', user }).text).toBe(
      'You are #3 on the waitlist',
    )
  })
  test("a refusal is 'Registration error: ' and the server's message", () =>
    expect(registrationFailed(new ApiError(409, 'You are already registered for this event')).text).toBe(
      'Registration error: You are already registered for this event',
    ))
  test('no answer at all (offline, timeout) gives the general text', () => {
    expect(registrationFailed(new TypeError('Failed to fetch')).text).toBe('Failed to register for event.')
    expect(registrationFailed(new ApiError(502, '', false)).text).toBe('Failed to register for event.')
  })
})

describe('how long each stays on screen, measured on a fake clock', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  /** How long the message stays, to the millisecond, once shown. */
  function shownFor(message: Parameters<ReturnType<typeof createTimedMessage>['show']>[0]): number {
    const feedback = createTimedMessage()
    feedback.show(message)
    let elapsed = 0
    while (feedback.current() && elapsed < 60_000) {
      jest.advanceTimersByTime(1)
      elapsed++
    }
    return elapsed
  }

  test('success: 5 s', () => expect(shownFor(registrationSucceeded({ message: SERVER_SAYS, user }))).toBe(5_000))
  test('an error: 8 s', () => expect(shownFor(registrationFailed(new ApiError(409, 'Full')))).toBe(8_000))
  test('queued: 5 s; "Please log in…": 3 s', () => {
    expect(shownFor(registrationQueued())).toBe(5_000)
    expect(shownFor(logInToRegister())).toBe(3_000)
  })

  test('a new message replaces the old one and restarts the clock, even with the same text', () => {
    const feedback = createTimedMessage()
    const success = registrationSucceeded({ message: SERVER_SAYS, user })
    feedback.show(success)
    jest.advanceTimersByTime(4_000)
    const first = feedback.current()
    feedback.show(success)
    expect(feedback.current()?.id).not.toBe(first?.id)
    jest.advanceTimersByTime(4_999)
    expect(feedback.current()?.text).toBe(SERVER_SAYS)
    jest.advanceTimersByTime(1)
    expect(feedback.current()).toBeNull()
  })
})
