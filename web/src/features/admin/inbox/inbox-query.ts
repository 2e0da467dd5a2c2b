import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { unwrap } from '../../../api/errors'
import { queryKeys } from '../../../api/query-keys'

/** GET /api/admin/contact-messages: every message, newest first. Admin data stays in memory only. */
export const contactMessagesQuery = () =>
  queryOptions({
    queryKey: queryKeys.adminContactMessages,
    queryFn: async () => unwrap(await api.admin['contact-messages'].get()),
  })

export type ContactMessageJson = Awaited<
  ReturnType<NonNullable<ReturnType<typeof contactMessagesQuery>['queryFn']>>
>[number]
