import { createFileRoute } from '@tanstack/react-router'
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage'
import { searchText } from './-search'

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: searchText(search.token) }),
  component: VerifyEmail,
})

function VerifyEmail() {
  return <VerifyEmailPage token={Route.useSearch().token} />
}
