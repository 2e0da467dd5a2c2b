/**
 * Following a verification link (docs/product.md#accounts, docs/decisions/0119, 0190): POST
 * /api/auth/verify-email with the link's token, and the device's session if it has one; without
 * the account's session the server answers 401 and the page asks for the account's password. A device without a session is signed in with the
 * token the answer carries (startSession). A device that has one keeps it: the same student's token
 * stays valid (a verification ends no session), and someone else's is not replaced by a link that
 * anybody could have sent them. A link works once, so one page visit asks once per token, however
 * often React mounts the page; only an attempt that got no answer may be tried again.
 */
import type { QueryClient } from '@tanstack/react-query'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { ApiError, isNetworkError, serverMessage, unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { putProfile, type UserJson } from '../../session/profile-query'
import { startSession } from '../../session/start-session'
import { getToken } from '../../session/token'
import { CONFIRM_BY_LOGGING_IN, VERIFY_FAILED } from './account-texts'

export type VerifyOutcome =
  /** `signedIn`: the device is now signed in as this user (a new session, or already theirs). */
  | { kind: 'verified'; user: UserJson; signedIn: boolean }
  /** The server refused the link (400: used, expired, unknown), in its words. */
  | { kind: 'refused'; message: string }
  /** 401: the link works, but only for someone signed in to its account or with its password. */
  | { kind: 'needsProof'; message: string }
  | { kind: 'unanswered' }

const attempts = new Map<string, Promise<VerifyOutcome>>()

/** Sends the link's token (with the device's session, if any) or the token and the account's password. */
export async function verify(token: string, queryClient: QueryClient, password?: string): Promise<VerifyOutcome> {
  try {
    const answer = unwrap(await api.auth['verify-email'].post(password === undefined ? { token } : { token, password }))
    if (!getToken()) {
      startSession(queryClient, answer.token, answer.user)
      return { kind: 'verified', user: answer.user, signedIn: true }
    }
    const current = queryClient.getQueryData<UserJson>(queryKeys.profile)
    if (current?._id === answer.user._id) putProfile(queryClient, answer.user)
    else void readAgain(queryClient, queryKeys.profile)
    return { kind: 'verified', user: answer.user, signedIn: current?._id === answer.user._id }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // Not used up: the page asks for the password (or to reset it), then sends it again.
      attempts.delete(token)
      return { kind: 'needsProof', message: serverMessage(error, CONFIRM_BY_LOGGING_IN) }
    }
    if (!isNetworkError(error)) return { kind: 'refused', message: serverMessage(error, VERIFY_FAILED) }
    attempts.delete(token)
    return { kind: 'unanswered' }
  }
}

export function verifyEmailOnce(token: string, queryClient: QueryClient): Promise<VerifyOutcome> {
  let attempt = attempts.get(token)
  if (!attempt) {
    attempt = verify(token, queryClient)
    attempts.set(token, attempt)
  }
  return attempt
}
