import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { savedOnDevice } from '../../pwa/saved-on-device'

/**
 * The key of one member's page. Kept here rather than in api/query-keys.ts, which the landing page's
 * first view carries, so that view gains nothing; it starts with 'games' so that whatever refreshes
 * the games (queryKeys.gamesAll: publishing, hiding, credits) refreshes member pages too.
 */
export const memberKey = (username: string) => ['games', 'member', username.toLowerCase()] as const

/** GET /api/members/:username: public, so saved on the device for anyone, like the games list. */
export const memberQuery = (username: string) =>
  queryOptions({
    queryKey: memberKey(username),
    queryFn: async () => unwrap(await api.members({ username }).get()),
    ...savedOnDevice('everyone'),
  })

export type MemberJson = Awaited<ReturnType<ReturnType<typeof memberQuery>['queryFn'] & {}>>
