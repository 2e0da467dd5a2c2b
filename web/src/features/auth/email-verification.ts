/**
 * Following a verification link (docs/product.md#accounts): POST /api/auth/verify-email with the
 * link's token, then a session with the token the answer carries (startSession). A link works once,
 * so one page visit asks once per token, however often React mounts the page; only an attempt that
 * got no answer may be tried again.
 */
import type { QueryClient } from '@tanstack/react-query'
import { api } from '../../api/client'
import { isNetworkError, serverMessage, unwrap } from '../../api/errors'
import type { UserJson } from '../../session/profile-query'
import { startSession } from '../../session/start-session'
import { VERIFY_FAILED } from './account-texts'

export type VerifyOutcome =
  | { kind: 'verified'; user: UserJson }
  /** The server refused the link (400: used, expired, unknown), in its words. */
  | { kind: 'refused'; message: string }
  | { kind: 'unanswered' }

const attempts = new Map<string, Promise<VerifyOutcome>>()

async function verify(token: string, queryClient: QueryClient): Promise<VerifyOutcome> {
  try {
    const answer = unwrap(await api.auth['verify-email'].post({ token }))
    startSession(queryClient, answer.token, answer.user)
    return { kind: 'verified', user: answer.user }
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
