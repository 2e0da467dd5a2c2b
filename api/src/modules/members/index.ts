/** Members' public pages (docs/api.md#members): anyone may read one, no token needed. */
import { Elysia } from 'elysia'
import type { AppDeps } from '../../deps'
import { ErrorBody } from '../../lib/errors'
import { publishedGamesOf, toGamesJson } from '../games/service'
import { MemberParams, PublicMember } from './model'
import { findPublicMember, publicStanding } from './service'

export const membersModule = ({ db, config }: AppDeps) =>
  new Elysia({ name: 'members', prefix: '/api/members' }).get(
    '/:username',
    async ({ params }) => {
      const member = await findPublicMember(db, params.username)
      const games = await publishedGamesOf(db, member.id)
      return {
        username: member.username,
        profilePicture: member.profilePicture,
        ...publicStanding(member),
        // As anyone sees them: no viewer, so only accepted credits and no hidden reason.
        games: await toGamesJson(db, games, { user: null, adminEmails: config.adminEmails }, config.gamesOrigin),
      }
    },
    {
      params: MemberParams,
      response: { 200: PublicMember, 404: ErrorBody },
      detail: {
        summary: 'A member’s public page: picture, level, rank and the published games they made',
        description:
          'Public. `games`: the published games on which the member accepted a credit, newest first, in the shape of GET /api/games. `level` and `rank` are null when the member is hidden from the leaderboard. 404 for an unknown username or a deleted account.',
        tags: ['Members'],
      },
    },
  )
