import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { savedOnDevice } from '../../pwa/saved-on-device'

/** GET /api/events: every listed event, newest first; saved on the device for anyone. */
export const eventsQuery = () =>
  queryOptions({
    queryKey: queryKeys.events,
    queryFn: async () => unwrap(await api.events.get()),
    ...savedOnDevice('everyone'),
  })

export type EventJson = Awaited<ReturnType<ReturnType<typeof eventsQuery>['queryFn'] & {}>>[number]
