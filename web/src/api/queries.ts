/**
 * Query-option factories: route loaders call `loadFromSaved(queryClient, eventsQuery())` and
 * components read the same options with useQuery/useSuspenseQuery. One cache for the app.
 */
import type { EventType } from '@club/api/shared/constants'
import { type FetchQueryOptions, type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { unwrap } from './errors'

export const queryKeys = {
  events: ['events'] as const,
  event: (id: string) => ['events', id] as const,
  profile: ['profile'] as const,
  myRegistrations: ['registrations', 'my'] as const,
  adminUsers: (page: number, search: string) => ['admin', 'users', page, search] as const,
  adminParticipation: (page: number, type: EventType | null) => ['admin', 'participation', page, type] as const,
}

export const eventsQuery = () =>
  queryOptions({ queryKey: queryKeys.events, queryFn: async () => unwrap(await api.events.get()) })

export const eventQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.event(id), queryFn: async () => unwrap(await api.events({ id }).get()) })

export const profileQuery = () =>
  queryOptions({ queryKey: queryKeys.profile, queryFn: async () => unwrap(await api.user.profile.get()) })

export const myRegistrationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.myRegistrations,
    queryFn: async () => unwrap(await api.registrations.my.get()),
  })

export const adminUsersQuery = (page = 1, search = '') =>
  queryOptions({
    queryKey: queryKeys.adminUsers(page, search),
    queryFn: async () =>
      unwrap(await api.admin.users.get({ query: { page, pageSize: 20, ...(search ? { search } : {}) } })),
  })

export const adminParticipationQuery = (page = 1, type: EventType | null = null) =>
  queryOptions({
    queryKey: queryKeys.adminParticipation(page, type),
    queryFn: async () =>
      unwrap(await api.admin.registrations.get({ query: { page, pageSize: 50, ...(type ? { type } : {}) } })),
  })

/**
 * For route loaders and guards: the data already in the cache (restored from the device at start)
 * at once, refreshed in the background when stale; only without it does this wait for the network.
 * Never `fetchQuery`/`prefetchQuery` for persisted data: on stale data they wait for the server,
 * which with a hung server is 10 s of "Loading…" instead of what the device has (docs/offline.md).
 */
export function loadFromSaved<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<TData> {
  const saved = queryClient.getQueryData<TData>(options.queryKey)
  if (saved === undefined) return queryClient.fetchQuery(options)
  // prefetchQuery fetches only when the data is stale, and never throws.
  void queryClient.prefetchQuery(options)
  return Promise.resolve(saved)
}

export type EventJson = Awaited<ReturnType<ReturnType<typeof eventsQuery>['queryFn'] & {}>>[number]
export type UserJson = Awaited<ReturnType<ReturnType<typeof profileQuery>['queryFn'] & {}>>
export type RegistrationJson = Awaited<ReturnType<ReturnType<typeof myRegistrationsQuery>['queryFn'] & {}>>[number]
