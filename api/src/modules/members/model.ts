/** A member's public page (docs/api.md#members). */
import { t } from 'elysia'
import { Nullable } from '../../lib/schema'
import { Game } from '../games/model'

/** Only what anyone may see: never the email, phone, enrollment number or any other private field. */
export const PublicMember = t.Object({
  username: t.String(),
  profilePicture: Nullable(t.String()),
  level: Nullable(t.Integer({ description: 'null when the member is hidden from the leaderboard' })),
  rank: Nullable(t.String({ description: 'null when the member is hidden from the leaderboard' })),
  games: t.Array(Game, {
    description: 'Published games the member accepted a credit on, newest first, as GET /api/games lists them',
  }),
})
export type PublicMember = typeof PublicMember.static

export const MemberParams = t.Object({ username: t.String({ description: 'The username, in any case' }) })
