import { createFileRoute } from '@tanstack/react-router'
import { SignupPage } from '../features/auth/SignupPage'
import { requireGuest } from '../session/guards'

export const Route = createFileRoute('/signup')({
  beforeLoad: ({ context }) => requireGuest(context.queryClient),
  component: SignupPage,
})
