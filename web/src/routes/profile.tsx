import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../features/profile/ProfilePage'
import { myRegistrationsQuery } from '../features/registrations'
import { requireCompleteProfile } from '../session/guards'

export const Route = createFileRoute('/profile')({
  beforeLoad: ({ context }) => requireCompleteProfile(context.queryClient),
  // Not awaited: the page opens at once and the list shows its own loading state.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myRegistrationsQuery())
  },
  component: ProfilePage,
})
