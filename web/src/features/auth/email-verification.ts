/**
 * Following a verification link (docs/product.md#accounts, docs/decisions/0119): POST
 * /api/auth/verify-email with the link's token. A device without a session is signed in with the
 * token the answer carries (startSession). A device that has one keeps it: the same student's token
 * stays valid (a verification ends no session), and someone else's is not replaced by a link that
 * anybody could have sent them. A link works once, so one page visit asks once per token, however
 * often React mounts the page; only an attempt that got no answer may be tried again.
 */
import type { QueryClient } from '@tanstack/react-query'
import { readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { isNetworkError, serverMessage, unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { putProfile, type UserJson } from '../../session/profile-query'
import { startSession } from '../../session/start-session'
import { getToken } from '../../session/token'
import { VERIFY_FAILED } from './account-texts'

export type VerifyOutcome =
  /** `signedIn`: the device is now signed in as this user (a new session, or already theirs). */
  | { kind: 'verified'; user: UserJson; signedIn: boolean }
  /** The server refused the link (400: used, expired, unknown), in its words. */
  | { kind: 'refused'; message: string }
  | { kind: 'unanswered' }

const attempts = new Map<string, Promise<VerifyOutcome>>()

async function verify(token: string, queryClient: QueryClient): Promise<VerifyOutcome> {
  try {
    const answer = unwrap(await api.auth['verify-email'].post({ token }))
    if (!getToken()) {
      startSession(queryClient, answer.token, answer.user)
      return { kind: 'verified', user: answer.user, signedIn: true }
    }
    const current = queryClient.getQueryData<UserJson>(queryKeys.profile)
    if (current?._id === answer.user._id) putProfile(queryClient, answer.user)
    else void readAgain(queryClient, queryKeys.profile)
    return { kind: 'verified', user: answer.user, signedIn: current?._id === answer.user._id }
  } catch (error) {
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
