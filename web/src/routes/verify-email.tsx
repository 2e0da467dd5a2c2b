import { createFileRoute } from '@tanstack/react-router'
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage'
import { withLinkToken } from './-search'

export const Route = createFileRoute('/verify-email')({
  validateSearch: withLinkToken,
  component: VerifyEmail,
})

function VerifyEmail() {
  return <VerifyEmailPage token={Route.useSearch().token} />
}
