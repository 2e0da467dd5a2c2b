/** What the cache learns from a registration's answer: only what the server said (decision 0145). */
import type { QueryClient } from '@tanstack/react-query'
import { putAnswer, readAgain } from '../../api/after-write'
import { queryKeys } from '../../api/query-keys'
import type { RegistrationJson } from './queries'

/** The student's registrations as the server now has them: the event's one replaced, or removed. */
export function replaceInList(queryClient: QueryClient, eventId: string, registration: RegistrationJson | null) {
  putAnswer<RegistrationJson[]>(queryClient, queryKeys.myRegistrations, (list) => {
    if (!list) return list
    const others = list.filter((item) => item.event._id !== eventId)
    if (!registration) return others
    return [...others, registration].sort((a, b) => Date.parse(b.event.date) - Date.parse(a.event.date))
  })
}

/**
 * What any change to a registration moves: the events' counts (and a promoted student's seat),
 * the student's registrations, EXP and its history. `userKnown`: the answer brought the user.
 */
export function refreshAfterChange(queryClient: QueryClient, userKnown: boolean) {
  const changed = [queryKeys.myRegistrations, queryKeys.myExpHistory, queryKeys.events]
  return readAgain(queryClient, ...(userKnown ? changed : [queryKeys.profile, ...changed]))
}

/** The event's name, from whatever the device has of it, for a message about it. */
export function eventNameOf(queryClient: QueryClient, eventId: string): string {
  const fromList = queryClient
    .getQueryData<{ _id: string; name: string }[]>(queryKeys.events)
    ?.find((event) => event._id === eventId)
  return fromList?.name ?? queryClient.getQueryData<{ name: string }>(queryKeys.event(eventId))?.name ?? 'the event'
}
