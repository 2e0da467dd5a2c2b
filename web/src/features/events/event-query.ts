import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { savedOnDevice } from '../../pwa/saved-on-device'

/**
GET /api/events/:id, saved like the list: an event's own page and the admin's check-in pages
 * (their route loaders read it through the events index, so it sits in the first view's core chunk).
 */
export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.event(id),
    queryFn: async () => unwrap(await api.events({ id }).get()),
    ...savedOnDevice('everyone'),
  })
