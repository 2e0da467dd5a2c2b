/** What the cache learns from a registration's answer: only what the server said (decision 0145). */
import type { QueryClient } from '@tanstack/react-query'
import { putAnswer, readAgain } from '../../api/after-write'
import { queryKeys } from '../../api/query-keys'
import type { RegistrationJson } from './queries'

/** The event as a registration's answer has it, counts included, into the list and its page. */
export function putEvent(queryClient: QueryClient, { isDeleted: _, ...event }: RegistrationJson['event']) {
  putAnswer<{ _id: string }[]>(queryClient, queryKeys.events, (list) =>
    list?.map((other) => (other._id === event._id ? { ...other, ...event } : other)),
  )
  if (queryClient.getQueryData(queryKeys.event(event._id)) !== undefined)
    putAnswer<object>(queryClient, queryKeys.event(event._id), (page) => page && { ...page, ...event })
}

/** The student's registrations as the server now has them: the event's one replaced, or removed. */
export function replaceInList(queryClient: QueryClient, eventId: string, registration: RegistrationJson | null) {
  putAnswer<RegistrationJson[]>(queryClient, queryKeys.myRegistrations, (list) => {
    if (!list) return list
    const others = list.filter((item) => item.event._id !== eventId)
    if (!registration) return others
    return [...others, registration].sort((a, b) => Date.parse(b.event.date) - Date.parse(a.event.date))
  })
}

/** What an answer can carry: the user (EXP), the student's registration, the event's counts. */
type Carried = 'profile' | 'registrations' | 'event'

/**
 * What any change to a registration moves, read again unless the answer carried it (decision
 * 0182): the user's EXP, the student's registrations, the events' counts (and a promoted student's
 * seat), and the EXP history (never carried: read when next shown).
 */
export function refreshAfterChange(queryClient: QueryClient, { carried }: { carried: Carried[] }) {
  const moved = [
    ...(carried.includes('profile') ? [] : [queryKeys.profile]),
    ...(carried.includes('registrations') ? [] : [queryKeys.myRegistrations]),
    ...(carried.includes('event') ? [] : [queryKeys.events]),
    queryKeys.myExpHistory,
  ]
  return readAgain(queryClient, ...moved)
}

/** The event's name, from whatever the device has of it, for a message about it. */
export function eventNameOf(queryClient: QueryClient, eventId: string): string {
  const fromList = queryClient
    .getQueryData<{ _id: string; name: string }[]>(queryKeys.events)
    ?.find((event) => event._id === eventId)
  return fromList?.name ?? queryClient.getQueryData<{ name: string }>(queryKeys.event(eventId))?.name ?? 'the event'
}
