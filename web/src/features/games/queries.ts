import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import { savedOnDevice } from '../../pwa/saved-on-device'

/** What /games shows: the search box and the tag picked. */
export interface GamesSearch {
  q: string
  tag: string
}

export const GAMES_PAGE_SIZE = 24

/** GET /api/games: published games, newest first; saved on the device for anyone, like events. */
export const gamesQuery = ({ q, tag }: GamesSearch) =>
  queryOptions({
    queryKey: queryKeys.games(q, tag),
    queryFn: async () =>
      unwrap(
        await api.games.get({
          query: { limit: GAMES_PAGE_SIZE, ...(q ? { q } : {}), ...(tag ? { tag } : {}) },
        }),
      ),
    ...savedOnDevice('everyone'),
  })

export type GamesListJson = Awaited<ReturnType<ReturnType<typeof gamesQuery>['queryFn'] & {}>>
export type GameJson = GamesListJson['games'][number]
export type CreditJson = GameJson['credits'][number]
export type BuildJson = NonNullable<GameJson['build']>

/**
 * GET /api/games/:slug. A published game is saved for anyone; a draft is only ever read by its
 * makers and admins, and with the session's token, so it is not kept on the device (memory only).
 */
export const gameQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.game(slug),
    queryFn: async () => unwrap(await api.games({ id: slug }).get()),
  })

/** GET /api/user/games: the signed-in member's games, drafts and invitations included. */
export const myGamesQuery = () =>
  queryOptions({
    queryKey: queryKeys.myGames,
    queryFn: async () => unwrap(await api.user.games.get()),
    ...savedOnDevice('student'),
  })

/** Whether `userId` is credited on the game and has accepted. */
export const isAcceptedMaker = (game: Pick<GameJson, 'credits'>, userId: string | undefined) =>
  Boolean(userId && game.credits.some((credit) => credit.userId === userId && credit.accepted))
