import { createFileRoute } from '@tanstack/react-router'
import { LoginPage, type LoginSearch } from '../features/auth/LoginPage'
import { requireGuest } from '../session/guards'
import { searchText, withReturnPath } from './-search'

const flag = (value: unknown) => (value === true || value === 'true' ? true : undefined)

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    session_expired: flag(search.session_expired),
    unauthorized: flag(search.unauthorized),
    error: searchText(search.error),
    ...withReturnPath(search),
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
