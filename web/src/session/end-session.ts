import type { QueryClient } from '@tanstack/react-query'
import { forgetStudent } from '../pwa/query-persistence'
import { clearToken, onTokenChangedElsewhere } from './token'

/**
 * The one way a session ends: Logout, the 401 rule (main.tsx), a guard whose token the server
 * refused, a social sign-in arriving (features/auth) and the start of another session. The token
 * goes at once, and with it everything of this student on the device: their cached data, what was
 * saved for offline use, and any registration they queued while offline, which must never be sent
 * later with the next student's token (a shared phone; docs/product.md#offline-and-installing).
 */
export function endSession(queryClient: QueryClient): Promise<void> {
  clearToken()
  return forgetStudent(queryClient)
}

/**
 * A session ended or replaced in another tab ends here too: this tab forgets that student's data
 * and queued registrations (the token is already gone or another student's, so it stays as it is).
 * Without this, a registration queued here would be sent when the server answers again, with no
 * token or with the next student's. main.tsx calls it once at start.
 */
export function followSessionsOfOtherTabs(queryClient: QueryClient): () => void {
  return onTokenChangedElsewhere(() => void forgetStudent(queryClient))
}
