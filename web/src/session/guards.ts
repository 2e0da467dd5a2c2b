/**
 * Route guards for `beforeLoad` (docs/product.md#accounts). They are for people: the API's `auth`
 * and `admin` macros are the real boundary. Each reads the profile through the query cache, so a
 * guard and the page it protects share one request.
 */
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { ApiError } from '../api/errors'
import { loadFromSaved } from '../pwa/load-from-saved'
import { endSession } from './end-session'
import { profileQuery, type UserJson } from './profile-query'
import { getToken } from './token'

export type SessionUser =
  | { kind: 'signed-out' }
  /** Signed in, but the profile could not be fetched (offline, server down): the page says so. */
  | { kind: 'unknown' }
  | { kind: 'signed-in'; user: UserJson }

/**
 * A stored token triggers a profile fetch; if that fails the session ends. "Fails" means the
 * server refused the token (401/403). No answer at all (dropped Wi-Fi, a 10 s timeout)
 * or a server in trouble (5xx) says nothing about the token: the student stays signed in and the
 * page shows what it has cached (docs/decisions/0050-session-survives-a-server-outage.md).
 * A profile saved on the device lets the page open at once; the fetch then runs in the background,
 * and a refusal there meets the 401 rule (api/client.ts, main.tsx).
 */
export async function loadSessionUser(queryClient: QueryClient): Promise<SessionUser> {
  if (!getToken()) return { kind: 'signed-out' }
  try {
    return { kind: 'signed-in', user: await loadFromSaved(queryClient, profileQuery()) }
  } catch (error) {
    if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) return { kind: 'unknown' }
    void endSession(queryClient)
    return { kind: 'signed-out' }
  }
}

/** /login and /signup: an authenticated user goes to /profile. */
export async function requireGuest(queryClient: QueryClient) {
  const session = await loadSessionUser(queryClient)
  if (session.kind !== 'signed-out') throw redirect({ to: '/profile' })
}

/**
 * /profile and the other signed-in pages: signed out → /login?session_expired=true; an incomplete
 * profile → /complete-profile.
 */
export async function requireCompleteProfile(queryClient: QueryClient): Promise<SessionUser> {
  const session = await loadSessionUser(queryClient)
  if (session.kind === 'signed-out') throw redirect({ to: '/login', search: { session_expired: true } })
  if (session.kind === 'signed-in' && !session.user.isProfileComplete) throw redirect({ to: '/complete-profile' })
  return session
}

/** /admin: anyone who is not an admin → /login?unauthorized=true (docs/product.md#admin). */
export async function requireAdmin(queryClient: QueryClient): Promise<SessionUser> {
  const session = await loadSessionUser(queryClient)
  if (session.kind === 'signed-in' && session.user.role === 'admin') return session
  if (session.kind === 'unknown') return session
  throw redirect({ to: '/login', search: { unauthorized: true } })
}
