import { createFileRoute, redirect } from '@tanstack/react-router'
import {
  type CallbackParams,
  finishSocialSignIn,
  heldCallbackParams,
  holdCallbackParams,
  SigningIn,
  wipeQueryFromAddressBar,
} from '../../features/auth'
import { CallbackFailedPage } from '../../features/auth/CallbackFailedPage'

/** The router parses `?error=123` as a number: any scalar counts as received, as text. */
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined

export const Route = createFileRoute('/auth/callback')({
  validateSearch: (search: Record<string, unknown>): CallbackParams => ({
    token: text(search.token),
    error: text(search.error)?.slice(0, 200),
  }),
  // Before anything else: the token leaves the address bar and this history entry (a shared
  // screen, a copied link, Back). The router then moves to the clean address itself, so nothing
  // it does later can write the token back.
  beforeLoad: ({ search }) => {
    if (search.token === undefined && search.error === undefined) return
    wipeQueryFromAddressBar()
    holdCallbackParams({ token: search.token, error: search.error })
    throw redirect({ to: '/auth/callback', replace: true })
  },
  loader: ({ context }) => finishSocialSignIn(heldCallbackParams(), context.queryClient),
  // Shown at once, for as long as the profile takes (at most the client's 10 s time-out).
  pendingMs: 0,
  pendingComponent: SigningIn,
  component: AuthCallbackPage,
})

function AuthCallbackPage() {
  return <CallbackFailedPage failure={Route.useLoaderData()} />
}
