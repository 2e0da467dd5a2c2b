import { createFileRoute, redirect } from '@tanstack/react-router'
import { CompleteProfilePage } from '../features/auth/CompleteProfilePage'
import { loadSessionUser } from '../session/guards'
import { getToken } from '../session/token'

export const Route = createFileRoute('/complete-profile')({
  // Complete → /profile; not authenticated → /login (docs/product.md#accounts).
  beforeLoad: async ({ context }) => {
    const hadToken = getToken() !== null
    const session = await loadSessionUser(context.queryClient)
    // A stored token the server refused is an expired session: the same address the 401 rule
    // navigates to at that moment, so whichever navigation lands last, the person reads why.
    if (session.kind === 'signed-out')
      throw redirect({ to: '/login', search: hadToken ? { session_expired: true } : {} })
    if (session.kind === 'signed-in' && session.user.isProfileComplete) throw redirect({ to: '/profile' })
  },
  component: CompleteProfilePage,
})
