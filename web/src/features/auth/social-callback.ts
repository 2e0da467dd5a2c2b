/**
 * The work of /auth/callback (docs/product.md#accounts), loaded only on that page. Runs after the route has wiped
 * the token from the address bar: check it, load the profile with it, then store the session and
 * go on, or give the reason the person is sent back to /login.
 */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { api } from '../../api/client'
import { ApiError, unwrap } from '../../api/errors'
import { endSession } from '../../session/end-session'
import { nextPageFor, startSession } from '../../session/start-session'
import {
  callbackFailureMessage,
  INVALID_TOKEN,
  looksLikeToken,
  PROFILE_LOAD_FAILED,
  UNKNOWN_AUTH_ISSUE,
} from './callback-messages'
import type { CallbackParams } from './callback-params'

export interface CallbackFailure {
  /** What /login receives as `?error=`. */
  error: string
  /** What the callback screen says meanwhile. */
  message: string
}

const failure = (error: string): CallbackFailure => ({ error, message: callbackFailureMessage(error) })

async function settle(params: CallbackParams | null, queryClient: QueryClient): Promise<CallbackFailure> {
  // Arriving here ends a sign-in, so whatever session the browser had ends too
  // (docs/decisions/0054): a failure then reaches /login instead of bouncing to the old profile,
  // and no old token is stored while the new one is checked (the 401 rule acts for a stored token
  // and would say session_expired; here a 401 means the token that just arrived is bad).
  endSession(queryClient)
  // An error from the provider or the API wins over a token that came with it.
  if (params?.error !== undefined) return failure(params.error || UNKNOWN_AUTH_ISSUE)
  if (params?.token === undefined) return failure(UNKNOWN_AUTH_ISSUE)
  const token = params.token
  if (!looksLikeToken(token)) return failure(INVALID_TOKEN)
  let user: Awaited<ReturnType<typeof fetchProfileWith>>
  try {
    user = await fetchProfileWith(token)
  } catch (error) {
    return failure(error instanceof ApiError && error.status === 401 ? INVALID_TOKEN : PROFILE_LOAD_FAILED)
  }
  // Stored only once the server has accepted it, with the user it belongs to (docs/product.md#accounts).
  startSession(queryClient, token, user)
  throw redirect({ to: nextPageFor(user), replace: true })
}

/** The profile, asked with the new token explicitly (it is not stored yet). */
async function fetchProfileWith(token: string) {
  return unwrap(await api.user.profile.get({ headers: { authorization: `Bearer ${token}` } }))
}

let last: { params: CallbackParams | null; outcome: Promise<CallbackFailure> } | undefined

/** Resolves with the failure to show, or throws the router's redirect to the next page. */
export function finishSocialSignIn(params: CallbackParams | null, queryClient: QueryClient) {
  if (!last || last.params !== params || params === null) last = { params, outcome: settle(params, queryClient) }
  return last.outcome
}
