/**
 * The feedback of a registration attempt (docs/product.md#messages) and how long each stays. The
 * success text is the server's own `message`: the API says what happened (registered and EXP
 * awarded, and more as registrations learn more), the web shows it.
 */
import { REGISTRATION_ERROR_MESSAGE_MS, REGISTRATION_SUCCESS_MESSAGE_MS } from '@club/api/shared/constants'
import { serverMessage } from '../../api/errors'
import type { RegisterResult } from './register-request'

export const REGISTRATION_FAILED = 'Failed to register for event.'
export const LOG_IN_TO_REGISTER = 'Please log in to register for an event.'
/** On the card of a registration made while the server could not be reached (docs/offline.md). */
export const REGISTRATION_QUEUED = 'Saved — will register when you are back online'
/** How long a signed-out visitor can read LOG_IN_TO_REGISTER before the login page opens. */
export const LOGIN_REDIRECT_DELAY_MS = 1_500

export type MessageTone = 'success' | 'error' | 'info'

export interface TimedMessage {
  text: string
  tone: MessageTone
  durationMs: number
}

/** The server's message for the registration it made (or found already made, for a queued one). */
export const registrationSucceeded = (result: RegisterResult): TimedMessage => ({
  text: result.message,
  tone: 'success',
  durationMs: REGISTRATION_SUCCESS_MESSAGE_MS,
})

/** Announced when a registration is queued; the card then says REGISTRATION_QUEUED until it is sent. */
export const registrationQueued = (): TimedMessage => ({
  text: 'No connection to the server: your registration is saved on this device and will be sent when it answers.',
  tone: 'info',
  durationMs: REGISTRATION_SUCCESS_MESSAGE_MS,
})

/** "Registration error: <server message>", or "Failed to register for event." when there was no answer. */
export function registrationFailed(error: unknown): TimedMessage {
  const message = serverMessage(error, '')
  return {
    text: message ? `Registration error: ${message}` : REGISTRATION_FAILED,
    tone: 'error',
    durationMs: REGISTRATION_ERROR_MESSAGE_MS,
  }
}

/** A signed-out visitor's click: why nothing happened, long enough to read before the login page. */
export const logInToRegister = (): TimedMessage => ({
  text: LOG_IN_TO_REGISTER,
  tone: 'info',
  durationMs: LOGIN_REDIRECT_DELAY_MS * 2,
})
