import { Elysia } from 'elysia'
import type { AppDeps } from '../../deps'
import { writesTo } from '../../lib/checked-copy'
import { ErrorBody } from '../../lib/errors'
import { enforceLimits } from '../../lib/text-limits'
import { PROFILE_LIMITS, ProfileUpdate, User } from './model'
import { toUserJson, updateProfile } from './service'

export const usersModule = ({ db, config, auth, leaderboard }: AppDeps) => {
  /** The leaderboard shows names and pictures, and the setting hides the student from it. */
  const wrote = writesTo(leaderboard)
  return new Elysia({ name: 'users', prefix: '/api/user' })
    .use(auth)
    .get('/profile', ({ user }) => toUserJson(user, config.adminEmails), {
      auth: true,
      response: { 200: User, 401: ErrorBody },
      detail: { summary: 'The signed-in user', tags: ['Users'] },
    })
    .put(
      '/profile',
      async ({ user, body }) => toUserJson(await wrote(updateProfile(db, user, body)), config.adminEmails),
      {
        auth: true,
        body: ProfileUpdate,
        beforeHandle: enforceLimits(PROFILE_LIMITS),
        // 429: too many new pictures from one account (media uploads are throttled per account).
        response: { 200: User, 401: ErrorBody, 409: ErrorBody, 413: ErrorBody, 422: ErrorBody, 429: ErrorBody },
        detail: {
          summary: 'Edit or complete the profile',
          description:
            'Any of the listed fields. A profile with username, college, graduationYear, course, enrollmentNumber, phoneNumber and branch is complete. role, exp, level, rank, email and provider ids cannot be set here.',
          tags: ['Users'],
        },
      },
    )
}
