import type { EventType } from '@club/api/shared/constants'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'

/** GET /api/admin/users, a page of 20, newest first. Admin data stays in memory only. */
export const adminUsersQuery = (page = 1, search = '') =>
  queryOptions({
    queryKey: queryKeys.adminUsers(page, search),
    queryFn: async () =>
      unwrap(await api.admin.users.get({ query: { page, pageSize: 20, ...(search ? { search } : {}) } })),
  })

/** GET /api/admin/registrations, a page of 50, filtered by event type. */
export const adminParticipationQuery = (page = 1, type: EventType | null = null) =>
  queryOptions({
    queryKey: queryKeys.adminParticipation(page, type),
    queryFn: async () =>
      unwrap(await api.admin.registrations.get({ query: { page, pageSize: 50, ...(type ? { type } : {}) } })),
  })
