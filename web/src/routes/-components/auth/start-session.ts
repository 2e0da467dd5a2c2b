import type { QueryClient } from '@tanstack/react-query'
import { profileQuery, type UserJson } from '../../../api/queries'
import { clearToken, setToken } from '../../../api/session'

/**
 * SPEC §4: login, sign-up and the social callback store a token and the user. The user goes into
 * the query cache first, so the guards and the navigation bar read it without a second request;
 * whatever another account left in the cache goes.
 */
export function startSession(queryClient: QueryClient, token: string, user: UserJson) {
  queryClient.removeQueries({ queryKey: ['registrations'] })
  queryClient.removeQueries({ queryKey: ['admin'] })
  queryClient.setQueryData(profileQuery().queryKey, user)
  setToken(token)
}

/** SPEC §2: a user who still has to choose a username or fill in the profile goes to /complete-profile. */
export function nextPageFor(user: Pick<UserJson, 'needsUsernameSetup' | 'isProfileComplete'>) {
  return user.needsUsernameSetup || !user.isProfileComplete ? ('/complete-profile' as const) : ('/profile' as const)
}

/** SPEC §2: a reason code such as `access_denied` reads as "access denied". */
export const readableCode = (code: string) => code.replaceAll('_', ' ')

/** Forgets the stored session and everything cached for it (the navigation bar follows the token). */
export function endSession(queryClient: QueryClient) {
  clearToken()
  for (const key of ['profile', 'registrations', 'admin']) queryClient.removeQueries({ queryKey: [key] })
}
