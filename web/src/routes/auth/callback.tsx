import { createFileRoute, redirect } from '@tanstack/react-router'
import { CallbackFailed } from '../-components/auth/CallbackFailed'
import {
  type CallbackParams,
  heldCallbackParams,
  holdCallbackParams,
  wipeQueryFromAddressBar,
} from '../-components/auth/callback-params'

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
  loader: async ({ context }) => {
    const { finishSocialSignIn } = await import('../-components/auth/social-callback')
    return finishSocialSignIn(heldCallbackParams(), context.queryClient)
  },
  // Shown at once, for as long as the profile takes (at most the client's 10 s time-out).
  pendingMs: 0,
  pendingComponent: SigningIn,
  component: AuthCallbackPage,
})

/** Global classes only: this stays in the main bundle, which the landing page's budget counts. */
function SigningIn() {
  return (
    <section className="page narrow center">
      <p className="eyebrow">Social sign-in</p>
      <h1>Signing you in…</h1>
      <p className="muted" role="status">
        Checking your account with the club&apos;s server.
      </p>
    </section>
  )
}

function AuthCallbackPage() {
  return <CallbackFailed failure={Route.useLoaderData()} />
}
