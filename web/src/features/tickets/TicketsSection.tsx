import { useQuery } from '@tanstack/react-query'
import { profileQuery } from '../../session/profile-query'
import { myRegistrationsQuery } from '../registrations'
import { TicketList } from './TicketList'

/**
 * "Your tickets" on /profile, from the registrations and the profile saved on the device: it opens
 * with no connection once the profile has loaded once.
 */
export function TicketsSection() {
  const registrations = useQuery(myRegistrationsQuery())
  const profile = useQuery(profileQuery())
  if (!registrations.data || !profile.data) return null
  return <TicketList registrations={registrations.data} username={profile.data.username} />
}
