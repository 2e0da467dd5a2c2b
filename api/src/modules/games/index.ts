/**
 * Games (docs/api.md#games): the showcase, credits, and builds. Uploads are in uploads-routes.ts;
 * game files are served by the games origin (serve.ts), never here.
 */
import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'
import { writesTo } from '../../lib/checked-copy'
import { ErrorBody } from '../../lib/errors'
import { findUserById } from '../users/service'
import { addBuild } from './builds'
import { acceptCredit, inviteCredit, removeCredit } from './credits'
import {
  BuildCreate,
  BuildCreated,
  CreditInvite,
  Game,
  GameCreate,
  GameList,
  GameListQuery,
  GameUpdate,
  IdParams,
  ZipRefusal,
} from './model'
import {
  createGame,
  deleteGame,
  findGame,
  findVisibleGame,
  gamesOfUser,
  listPublished,
  toGameJson,
  toGamesJson,
  updateGame,
  type Viewer,
} from './service'
import { ZipRefused } from './zip-check'

const signedIn = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody }

export const gamesModule = ({ db, config, auth, games: files, servedBuilds }: AppDeps) => {
  const origin = config.gamesOrigin
  // A status change, a delete or a new build changes what the games origin serves: at once here (decision 0295).
  const wrote = writesTo(servedBuilds)
  const viewerOf = <U extends Viewer['user']>(user: U) => ({ user, adminEmails: config.adminEmails })
  const json = async (id: string, viewer: Viewer) => toGameJson(db, await findGame(db, id), viewer, origin)
  return new Elysia({ name: 'games' })
    .use(auth)
    .get(
      '/api/games',
      async ({ query }) => {
        const { total, rows } = await listPublished(db, query)
        return { total, games: await toGamesJson(db, rows, viewerOf(null), origin) }
      },
      {
        query: GameListQuery,
        response: { 200: GameList, 422: ErrorBody },
        detail: {
          summary: 'Published games, newest first',
          description: '`q` searches titles and taglines, `tag` filters by one tag; limit 1..50 (default 24).',
          tags: ['Games'],
        },
      },
    )
    .get(
      '/api/games/:id',
      async ({ params, session }) => {
        let user = session ? await findUserById(db, session.userId) : null
        if (user && user.tokenVersion !== session?.version) user = null
        const viewer = viewerOf(user)
        return toGameJson(db, await findVisibleGame(db, params.id, viewer), viewer, origin)
      },
      {
        optionalAuth: true,
        params: t.Object({ id: t.String({ description: 'The game’s slug (its _id works too)' }) }),
        response: { 200: Game, 404: ErrorBody },
        detail: {
          summary: 'One game by its slug (GET /api/games/:slug)',
          description: 'A draft or hidden game is 404 except to its credited members and admins.',
          tags: ['Games'],
        },
      },
    )
    .get(
      '/api/user/games',
      async ({ user }) => toGamesJson(db, await gamesOfUser(db, user.id), viewerOf(user), origin),
      {
        auth: true,
        response: { 200: t.Array(Game), 401: ErrorBody },
        detail: {
          summary: 'The games the signed-in member is credited on (drafts and invitations included)',
          tags: ['Games'],
        },
      },
    )
    .post(
      '/api/games',
      async ({ body, user, status }) => {
        const row = await createGame(db, body, user)
        return status(201, await toGameJson(db, row, viewerOf(user), origin))
      },
      {
        auth: true,
        body: GameCreate,
        response: { 201: Game, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Add a game (a draft), credited to you as its Creator',
          description: 'Needs a verified email address. The slug is made from the title and never changes.',
          tags: ['Games'],
        },
      },
    )
    .put(
      '/api/games/:id',
      async ({ params, body, user }) => {
        const viewer = viewerOf(user)
        return toGameJson(db, await wrote(updateGame(db, params.id, body, viewer)), viewer, origin)
      },
      {
        auth: true,
        params: IdParams,
        body: GameUpdate,
        response: { 200: Game, ...signedIn, 413: ErrorBody, 429: ErrorBody },
        detail: {
          summary: 'Change a game (its accepted makers, or an admin)',
          description:
            '`published` needs a cover or a build. Only an admin sets or lifts `hidden`, with an optional `hiddenReason` shown to the makers.',
          tags: ['Games'],
        },
      },
    )
    .delete(
      '/api/games/:id',
      async ({ params, user }) => {
        await wrote(deleteGame(db, params.id, viewerOf(user)))
        return { message: 'Game deleted' }
      },
      {
        auth: true,
        params: IdParams,
        response: { 200: t.Object({ message: t.String() }), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
        detail: {
          summary:
            'Delete a game (its Creator, or an admin): its builds stop being served at once (within 2 s on other servers)',
          tags: ['Games'],
        },
      },
    )
    .post(
      '/api/games/:id/credits',
      async ({ params, body, user, status }) => {
        const viewer = viewerOf(user)
        const game = await inviteCredit(db, params.id, body, viewer)
        return status(201, await toGameJson(db, game, viewer, origin))
      },
      {
        auth: true,
        params: IdParams,
        body: CreditInvite,
        response: { 201: Game, ...signedIn, 409: ErrorBody },
        detail: { summary: 'Credit someone (not accepted until they accept)', tags: ['Games'] },
      },
    )
    .post(
      '/api/games/:id/credits/accept',
      async ({ params, user }) => {
        const game = await acceptCredit(db, params.id, user)
        return toGameJson(db, game, viewerOf(user), origin)
      },
      {
        auth: true,
        params: IdParams,
        response: { 200: Game, 401: ErrorBody, 404: ErrorBody },
        detail: { summary: 'Accept your credit on a game', tags: ['Games'] },
      },
    )
    .delete(
      '/api/games/:id/credits/:userId',
      async ({ params, user }) => {
        const viewer = viewerOf(user)
        const game = await removeCredit(db, params.id, params.userId, viewer)
        return toGameJson(db, game, viewer, origin)
      },
      {
        auth: true,
        params: t.Object({ id: t.String(), userId: t.String() }),
        response: { 200: Game, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
        detail: {
          summary: 'Remove a credit (the Creator, an admin, or that person; never the Creator)',
          tags: ['Games'],
        },
      },
    )
    .post(
      '/api/games/:id/build',
      async ({ params, body, user, status }) => {
        const viewer = viewerOf(user)
        try {
          await wrote(addBuild({ db, storage: files.storage, uploads: files.uploads }, params.id, body, viewer))
        } catch (error) {
          if (error instanceof ZipRefused) return status(422, { message: error.message, reason: error.reason })
          throw error
        }
        const game = await json(params.id, viewer)
        if (!game.build) throw new Error('unreachable: the build was just added')
        return status(201, { build: game.build, game })
      },
      {
        auth: true,
        params: IdParams,
        body: BuildCreate,
        response: {
          201: BuildCreated,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          422: t.Union([ZipRefusal, ErrorBody]),
        },
        detail: {
          summary: 'Make a finished upload the game’s build (its accepted makers)',
          description:
            'The zip is checked before anything is kept: 422 `{ message, reason }` with reason one of not_a_zip, no_index_html, too_many_files, file_too_large, too_large_unpacked, compression_ratio, path_escape, symlink; the game then keeps its previous build. width × height default to 960 × 600.',
          tags: ['Games'],
        },
      },
    )
}
