import { expect, test } from 'bun:test'
import { ApiError } from '../../api/errors'
import { isUnanswered, LOGIN_FAILED, LOGIN_FAILED_CREDENTIALS, loginFailureMessage } from './login-failure'

test("the server's message wins whenever there is one", () => {
  expect(loginFailureMessage(new ApiError(401, 'Invalid email or password'))).toBe('Invalid email or password')
  const throttled = 'Too many failed login attempts. Please wait 15 minutes and try again.'
  expect(loginFailureMessage(new ApiError(429, throttled))).toBe(throttled)
})

test('a 401 without a message is about the credentials', () => {
  expect(loginFailureMessage(new ApiError(401, 'Request failed (401)', false))).toBe(LOGIN_FAILED_CREDENTIALS)
})

test('no answer, or a wordless server error, is plain "Login failed"', () => {
  expect(loginFailureMessage(new TypeError('Failed to fetch'))).toBe(LOGIN_FAILED)
  expect(loginFailureMessage(new ApiError(502, 'Request failed (502)', false))).toBe(LOGIN_FAILED)
  expect(isUnanswered(new TypeError('Failed to fetch'))).toBe(true)
  expect(isUnanswered(new ApiError(502, 'Request failed (502)', false))).toBe(false)
})
