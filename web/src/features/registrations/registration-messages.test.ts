import { describe, expect, test } from 'bun:test'
import { ApiError } from '../../api/errors'
import {
  CANCELLATION_FAILED,
  changeQueued,
  changeRefused,
  changeSucceeded,
  NO_ANSWER_YET,
  noAnswerYet,
  REGISTRATION_FAILED,
  settled,
} from './registration-messages'
import { logInToRegister } from './use-log-in-to-register'

const SERVER_SAYS = 'Successfully registered for the event! EXP awarded.'

describe('the texts (docs/product.md#messages)', () => {
  test("success is the server's own message, whatever it says", () => {
    expect(changeSucceeded({ message: SERVER_SAYS }, 'e1').text).toBe(SERVER_SAYS)
    expect(changeSucceeded({ message: 'You left the waitlist.' }, 'e1').text).toBe('You left the waitlist.')
  })

  test("a refusal is 'Registration error: ' (or 'Cancellation error: ') and the server's message", () => {
    expect(changeRefused('register', new ApiError(409, 'You are already registered for this event'), 'e1').text).toBe(
      'Registration error: You are already registered for this event',
    )
    expect(changeRefused('cancel', new ApiError(409, 'This event has already started'), 'e1').text).toBe(
      'Cancellation error: This event has already started',
    )
  })

  test('an answer without words gives the general text', () => {
    expect(changeRefused('register', new ApiError(502, '', false), 'e1').text).toBe(REGISTRATION_FAILED)
    expect(changeRefused('cancel', new ApiError(502, '', false), 'e1').text).toBe(CANCELLATION_FAILED)
  })

  test('no answer is said to be no answer, until the server has been asked', () => {
    expect(noAnswerYet('e1')).toMatchObject({ text: NO_ANSWER_YET, tone: 'pending', durationMs: null })
    expect(NO_ANSWER_YET).toBe("No answer yet: we'll check when the server is back.")
  })

  test('what the server then says happened, in words', () => {
    const seat = { status: 'registered', waitlistPosition: null } as const
    const place = { status: 'waitlisted', waitlistPosition: 3 } as const
    expect(settled('register', seat, 'Game Jam', 'e1')).toMatchObject({
      text: 'Checked with the server: you are registered for Game Jam.',
      tone: 'success',
    })
    expect(settled('register', place, 'Game Jam', 'e1').text).toBe(
      'Checked with the server: you are #3 on the waitlist for Game Jam.',
    )
    expect(settled('register', undefined, 'Game Jam', 'e1')).toMatchObject({ text: REGISTRATION_FAILED, tone: 'error' })
    expect(settled('cancel', undefined, 'Game Jam', 'e1')).toMatchObject({
      text: 'Checked with the server: your registration for Game Jam is cancelled.',
      tone: 'success',
    })
    expect(settled('cancel', seat, 'Game Jam', 'e1').tone).toBe('error')
  })
})

describe('how long each stays (components/messages.ts runs the clock)', () => {
  test('success 5 s, an error 8 s, queued 5 s, "Please log in…" 3 s; no answer until settled', () => {
    expect(changeSucceeded({ message: SERVER_SAYS }, 'e1').durationMs).toBe(5_000)
    expect(changeRefused('register', new ApiError(409, 'Full'), 'e1').durationMs).toBe(8_000)
    expect(changeQueued('register', 'e1').durationMs).toBe(5_000)
    expect(logInToRegister().durationMs).toBe(3_000)
    expect(noAnswerYet('e1').durationMs).toBeNull()
  })

  test("one event's messages replace each other; two events' do not", () => {
    expect(noAnswerYet('e1').group).toBe(settled('register', undefined, 'x', 'e1').group)
    expect(changeSucceeded({ message: 'ok' }, 'e1').group).not.toBe(changeSucceeded({ message: 'ok' }, 'e2').group)
  })
})
