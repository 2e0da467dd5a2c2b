import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { savedOnDevice } from '../../pwa/saved-on-device'

/**
 * GET /api/events/:id, saved like the list. Apart from queries.ts (which is in the first view):
 * only an event's page asks for one event.
 */
export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.event(id),
    queryFn: async () => unwrap(await api.events({ id }).get()),
    ...savedOnDevice('everyone'),
  })
