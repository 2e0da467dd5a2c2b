import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { putAnswer } from '../api/after-write'
import { api } from '../api/client'
import { unwrap } from '../api/errors'
import { queryKeys } from '../api/query-keys'
import { savedOnDevice } from '../pwa/saved-on-device'

/**
 * The signed-in student (GET /api/user/profile): the session's user, read by the guards, the
 * navigation bar and the profile page. Saved on the device as the student's own data.
 */
export const profileQuery = () =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: async () => unwrap(await api.user.profile.get()),
    ...savedOnDevice('student'),
  })

export type UserJson = Awaited<ReturnType<ReturnType<typeof profileQuery>['queryFn'] & {}>>

/** The user a write answered with (a verification, a profile edit, a registration, a check-in…), in the cache. */
export const putProfile = (queryClient: QueryClient, user: UserJson) => putAnswer(queryClient, queryKeys.profile, user)
