import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'
import { queryKeys } from '../../../api/query-keys'

/** GET /api/admin/insights: the semester's events, no-shows, members and EXP per month. In memory only. */
export const insightsQuery = () =>
  queryOptions({
    queryKey: queryKeys.adminInsights,
    queryFn: async () => unwrap(await api.admin.insights.get()),
  })

export type InsightsJson = Awaited<ReturnType<NonNullable<ReturnType<typeof insightsQuery>['queryFn']>>>
