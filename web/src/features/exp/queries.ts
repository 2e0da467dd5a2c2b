import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { savedOnDevice } from '../../pwa/saved-on-device'

/** GET /api/user/exp-history: every change of the student's EXP, newest first; saved on the device as theirs. */
export const myExpHistoryQuery = () =>
  queryOptions({
    queryKey: queryKeys.myExpHistory,
    queryFn: async () => unwrap(await api.user['exp-history'].get()),
    ...savedOnDevice('student'),
  })

/** GET /api/admin/users/:id/exp-history: a member's, for an admin (memory only, as admin data is). */
export const memberExpHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.adminExpHistory(userId),
    queryFn: async () => unwrap(await api.admin.users({ id: userId })['exp-history'].get()),
  })

export type ExpEntryJson = Awaited<ReturnType<ReturnType<typeof myExpHistoryQuery>['queryFn'] & {}>>[number]
