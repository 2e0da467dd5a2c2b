import type { QueryClient } from '@tanstack/react-query'
import { forgetStudent } from '../pwa/query-persistence'
import { clearToken } from './token'

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
