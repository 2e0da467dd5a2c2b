import { createFileRoute } from '@tanstack/react-router'
import { SignupPage } from '../features/auth/SignupPage'
import { requireGuest } from '../session/guards'
import { searchText } from './-search'

export const Route = createFileRoute('/signup')({
  // Where to go once the profile is complete (session/return-path.ts checks it).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: searchText(search.redirect, 1000),
  }),
  beforeLoad: ({ context }) => requireGuest(context.queryClient),
  component: Signup,
})

function Signup() {
  return <SignupPage returnTo={Route.useSearch().redirect} />
}
