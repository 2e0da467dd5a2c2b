import { createFileRoute } from '@tanstack/react-router'
import { LoginPage, type LoginSearch } from '../features/auth/LoginPage'
import { requireGuest } from '../session/guards'

const flag = (value: unknown) => (value === true || value === 'true' ? true : undefined)
/** The router parses `?error=123` as a number; any scalar is shown as text, at most 200 characters. */
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value).slice(0, 200) || undefined
    : undefined

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    session_expired: flag(search.session_expired),
    unauthorized: flag(search.unauthorized),
    error: text(search.error),
  }),
  // docs/decisions/0051: a signed-in non-admin sent here by /admin reads why instead of bouncing.
  beforeLoad: async ({ context, search }) => {
    if (!search.unauthorized) await requireGuest(context.queryClient)
  },
  component: Login,
})

function Login() {
  return <LoginPage search={Route.useSearch()} />
}
