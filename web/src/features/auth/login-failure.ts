import { ApiError, serverMessage } from '../../api/errors'

export const LOGIN_FAILED = 'Login failed'
export const LOGIN_FAILED_CREDENTIALS = 'Login failed. Please check your credentials.'

/**
 * docs/product.md#messages: "the server message, or Login failed, or Login failed. Please check your credentials."
 * (docs/decisions/0052): the server's own words whenever it gave some (a wrong password, 429's
 * "Too many failed login attempts…"); a refusal (401) without words means the credentials;
 * anything else without words (no answer, a server in trouble) is plain "Login failed".
 */
export function loginFailureMessage(error: unknown): string {
  const fallback = error instanceof ApiError && error.status === 401 ? LOGIN_FAILED_CREDENTIALS : LOGIN_FAILED
  return serverMessage(error, fallback)
}

/** When there was no answer at all, the person also needs to know it was not their password. */
export const isUnanswered = (error: unknown) => error !== null && !(error instanceof ApiError)
