/**
 * What a student reads about registering and cancelling (docs/product.md#messages), and how long
 * each stays (components/messages.ts shows them). The success text is the server's own `message`:
 * the API says what happened (a seat and its EXP, a waitlist place, EXP at check-in, a cancelled
 * seat and the EXP taken back), the web shows it. The web writes only what the server cannot: the
 * framing of a refusal, the queued and log-in texts, and what no answer means.
 */
import { REGISTRATION_ERROR_MESSAGE_MS, REGISTRATION_SUCCESS_MESSAGE_MS } from '@club/api/shared/constants'
import { serverMessage } from '../../api/errors'
import type { Message } from '../../components/messages'
import type { RegistrationJson } from './queries'
import type { RegistrationChange, RegistrationResult } from './registration-types'

export const REGISTRATION_FAILED = 'Failed to register for event.'
export const CANCELLATION_FAILED = 'Failed to cancel the registration.'
/** A request without an answer: it may or may not have been done (decision 0127). */
export const NO_ANSWER_YET = "No answer yet: we'll check when the server is back."

/** One event's messages replace each other: the latest word on it is the one on screen. */
export const messageGroup = (eventId: string) => `registration:${eventId}`

const success = (text: string, eventId: string): Message => ({
  text,
  tone: 'success',
  durationMs: REGISTRATION_SUCCESS_MESSAGE_MS,
  group: messageGroup(eventId),
})
const failure = (text: string, eventId: string): Message => ({
  text,
  tone: 'error',
  durationMs: REGISTRATION_ERROR_MESSAGE_MS,
  group: messageGroup(eventId),
})

/** The server's message for what it did (or found already done, for a queued registration). */
export const changeSucceeded = (result: Pick<RegistrationResult, 'message'>, eventId: string) =>
  success(result.message, eventId)

/** Said when a change is queued; the card then says so until it is sent (RegistrationAction). */
export const changeQueued = (change: RegistrationChange, eventId: string): Message => ({
  text: `No connection to the server: your ${change === 'register' ? 'registration' : 'cancellation'} is saved on this device and will be sent when it answers.`,
  tone: 'info',
  durationMs: REGISTRATION_SUCCESS_MESSAGE_MS,
  group: messageGroup(eventId),
})

/** "Registration error: <server message>" / "Cancellation error: <server message>". */
export function changeRefused(change: RegistrationChange, error: unknown, eventId: string): Message {
  const message = serverMessage(error, '')
  const framing = change === 'register' ? 'Registration error' : 'Cancellation error'
  const fallback = change === 'register' ? REGISTRATION_FAILED : CANCELLATION_FAILED
  return failure(message ? `${framing}: ${message}` : fallback, eventId)
}

/** No answer: said until the server has been asked what happened. */
export const noAnswerYet = (eventId: string): Message => ({
  text: NO_ANSWER_YET,
  tone: 'pending',
  durationMs: null,
  group: messageGroup(eventId),
})

/**
 * What the server's list says happened to a change that got no answer: `registration` is the
 * student's registration for the event now, if any.
 */
export function settled(
  change: RegistrationChange,
  registration: Pick<RegistrationJson, 'status' | 'waitlistPosition'> | undefined,
  eventName: string,
  eventId: string,
): Message {
  const checked = 'Checked with the server:'
  if (change === 'cancel')
    return registration
      ? failure(`${checked} your registration for ${eventName} is still there; it was not cancelled.`, eventId)
      : success(`${checked} your registration for ${eventName} is cancelled.`, eventId)
  if (!registration) return failure(REGISTRATION_FAILED, eventId)
  return success(
    registration.status === 'waitlisted'
      ? `${checked} you are #${registration.waitlistPosition} on the waitlist for ${eventName}.`
      : `${checked} you are registered for ${eventName}.`,
    eventId,
  )
}
