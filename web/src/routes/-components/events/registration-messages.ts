/** The feedback texts of SPEC §8 and §6 for a registration attempt, and how long each stays. */
import { REGISTRATION_ERROR_MESSAGE_MS, REGISTRATION_SUCCESS_MESSAGE_MS } from '@club/api/shared/constants'
import { serverMessage } from '../../../api/errors'

export const REGISTRATION_SUCCESS = 'Successfully registered for the event! EXP awarded.'
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

export const registrationSucceeded = (): TimedMessage => ({
  text: REGISTRATION_SUCCESS,
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
