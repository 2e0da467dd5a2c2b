import { describe, expect, test } from 'bun:test'
import { REGISTRATION_ERROR_MESSAGE_MS, REGISTRATION_SUCCESS_MESSAGE_MS } from '@club/api/shared/constants'
import { ApiError } from '../../../api/errors'
import { eventAction } from './event-action'
import { registrationFailed, registrationSucceeded } from './registration-messages'

describe('eventAction', () => {
  const now = new Date('2026-06-01T12:00:00Z')
  const later = '2026-06-02T09:00:00Z'
  const earlier = '2026-05-30T09:00:00Z'
  test('an active event still ahead offers Register Now', () =>
    expect(eventAction({ isActive: true, date: later }, false, now)).toBe('register'))
  test('an inactive event, or one already started or over, is Event Inactive', () => {
    expect(eventAction({ isActive: false, date: later }, false, now)).toBe('inactive')
    expect(eventAction({ isActive: true, date: earlier }, false, now)).toBe('inactive')
    expect(eventAction({ isActive: true, date: now.toISOString() }, false, now)).toBe('inactive')
  })
  test('an event the student registered for says so, whatever its state', () => {
    expect(eventAction({ isActive: true, date: later }, true, now)).toBe('registered')
    expect(eventAction({ isActive: false, date: earlier }, true, now)).toBe('registered')
  })
})

describe('registration messages (SPEC §8)', () => {
  test('success, cleared after 5 s', () =>
    expect(registrationSucceeded()).toEqual({
      text: 'Successfully registered for the event! EXP awarded.',
      tone: 'success',
      durationMs: REGISTRATION_SUCCESS_MESSAGE_MS,
    }))
  test("the server's message after a refusal, cleared after 8 s", () =>
    expect(registrationFailed(new ApiError(409, 'You are already registered for this event'))).toEqual({
      text: 'Registration error: You are already registered for this event',
      tone: 'error',
      durationMs: REGISTRATION_ERROR_MESSAGE_MS,
    }))
  test('no answer at all (offline, timeout) gives the general text', () => {
    expect(registrationFailed(new TypeError('Failed to fetch')).text).toBe('Failed to register for event.')
    expect(registrationFailed(new ApiError(502, '')).text).toBe('Failed to register for event.')
  })
})
