import type { QueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { endSession } from './end-session'
import { putProfile, type UserJson } from './profile-query'
import { setToken } from './token'

/**
 * Login, sign-up and the social callback store a token and the user (docs/product.md#accounts).
 * Whatever an earlier session left on the device goes first (endSession). The user goes into the
 * query cache before the token, so the guards and the navigation bar read it without a second
 * request.
 */
export function startSession(queryClient: QueryClient, token: string, user: UserJson) {
  void endSession(queryClient)
  putProfile(queryClient, user)
  setToken(token)
}

/** Where a new session goes: a user who still has to choose a username or fill in the profile goes to /complete-profile. */
export function nextPageFor(user: Pick<UserJson, 'needsUsernameSetup' | 'isProfileComplete'>) {
  return user.needsUsernameSetup || !user.isProfileComplete ? ('/complete-profile' as const) : ('/profile' as const)
}

/**
 * Where a new session goes from a sign-in screen (docs/decisions/0116): a profile still to complete
 * first, carrying the return path along; then the page the student came from (`returnTo`, already
 * checked by session/return-path.ts), else /profile. The sign-in screen is replaced in history, so
 * Back does not return to it. `state` may carry a notice for the next page (use-arrival-notice.ts).
 */
export function useGoOnAfterSignIn() {
  const navigate = useNavigate()
  return useCallback(
    (user: UserJson, returnTo: string | undefined, state?: { notice?: string }) => {
      if (nextPageFor(user) === '/complete-profile')
        return void navigate({ to: '/complete-profile', search: { redirect: returnTo }, replace: true, state })
      if (returnTo) return void navigate({ href: returnTo, replace: true, state })
      return void navigate({ to: '/profile', replace: true, state })
    },
    [navigate],
  )
}
