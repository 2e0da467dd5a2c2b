import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage'
import { searchText } from './-search'

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: searchText(search.token) }),
  component: ResetPassword,
})

function ResetPassword() {
  return <ResetPasswordPage token={Route.useSearch().token} />
}
