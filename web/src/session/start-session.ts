import type { QueryClient } from '@tanstack/react-query'
import { queryKeys } from '../api/query-keys'
import { endSession } from './end-session'
import type { UserJson } from './profile-query'
import { setToken } from './token'

/**
 * Login, sign-up and the social callback store a token and the user (docs/product.md#accounts).
 * Whatever an earlier session left on the device goes first (endSession). The user goes into the
 * query cache before the token, so the guards and the navigation bar read it without a second
 * request.
 */
export function startSession(queryClient: QueryClient, token: string, user: UserJson) {
  void endSession(queryClient)
  queryClient.setQueryData(queryKeys.profile, user)
  setToken(token)
}

/** Where a new session goes: a user who still has to choose a username or fill in the profile goes to /complete-profile. */
export function nextPageFor(user: Pick<UserJson, 'needsUsernameSetup' | 'isProfileComplete'>) {
  return user.needsUsernameSetup || !user.isProfileComplete ? ('/complete-profile' as const) : ('/profile' as const)
}
