/** Entries (docs/api.md#jams, docs/jams.md#entries). */
import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'
import { ErrorBody } from '../../lib/errors'
import { findUserById } from '../users/service'
import { enterGame, withdrawEntry } from './entries'
import { entriesOf, entryOf } from './entry-json'
import { Entry, EntryCreate, EntryParams, IdParams, Message } from './model'

export const entryRoutes = ({ db, config, auth }: AppDeps) => {
  const origin = config.gamesOrigin
  const viewerOf = <U extends UserRowOrNull>(user: U) => ({ user, adminEmails: config.adminEmails })
  return new Elysia({ name: 'jam-entries' })
    .use(auth)
    .get(
      '/:id/entries',
      async ({ params, session }) => {
        const user = session ? await findUserById(db, session.userId) : null
        return entriesOf(db, params.id, viewerOf(user ?? null), origin)
      },
      {
        optionalAuth: true,
        params: IdParams,
        response: { 200: t.Array(Entry), 404: ErrorBody },
        detail: {
          summary: 'The jam’s entries, first entered first',
          description: '`buildId` is the jam version (frozen at the end of grace); `game.build` is the game’s latest.',
          tags: ['Jams'],
        },
      },
    )
    .post(
      '/:id/entries',
      async ({ params, body, user, status }) => {
        const viewer = viewerOf(user)
        const entryId = await enterGame(db, params.id, body.gameId, viewer)
        return status(201, await entryOf(db, params.id, entryId, viewer, origin))
      },
      {
        auth: true,
        params: IdParams,
        body: EntryCreate,
        response: { 201: Entry, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Enter a game (an accepted maker of it) from startsAt to the end of grace',
          description:
            '409 outside that window or when the game is already entered in a jam. 422 with a message: the game was made before the jam; someone credited has not joined; more accepted credits than maxTeamSize; someone credited is already on another entry of this jam.',
          tags: ['Jams'],
        },
      },
    )
    .delete(
      '/:id/entries/:entryId',
      async ({ params, user }) => {
        await withdrawEntry(db, params.id, params.entryId, viewerOf(user))
        return { message: 'Entry withdrawn' }
      },
      {
        auth: true,
        params: EntryParams,
        response: { 200: Message, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        detail: {
          summary: 'Withdraw an entry (its makers or an admin) until the end of grace',
          tags: ['Jams'],
        },
      },
    )
}

type UserRowOrNull = Awaited<ReturnType<typeof findUserById>> | null
