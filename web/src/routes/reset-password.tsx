import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage'
import { withLinkToken } from './-search'

export const Route = createFileRoute('/reset-password')({
  validateSearch: withLinkToken,
  component: ResetPassword,
})

function ResetPassword() {
  return <ResetPasswordPage token={Route.useSearch().token} />
}
