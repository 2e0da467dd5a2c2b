import { createFileRoute } from '@tanstack/react-router'
import { SignupPage } from '../features/auth/SignupPage'
import { requireGuest } from '../session/guards'
import { withReturnPath } from './-search'

export const Route = createFileRoute('/signup')({
  validateSearch: withReturnPath,
  beforeLoad: ({ context }) => requireGuest(context.queryClient),
  component: Signup,
})

function Signup() {
  return <SignupPage returnTo={Route.useSearch().redirect} />
}
