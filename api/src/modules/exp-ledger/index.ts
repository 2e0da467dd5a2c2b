import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'
import { writesTo } from '../../lib/checked-copy'
import { ErrorBody } from '../../lib/errors'
import { toUserJson } from '../users/service'
import { ExpAdjustment, ExpAdjustmentResult, ExpEntry, UserParams } from './model'
import { adjustExp, expHistory, expHistoryOf } from './service'

const adminErrors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }

/** The EXP ledger (docs/api.md#exp-ledger): your own history, and an admin's view and adjustments. */
export const expLedgerModule = ({ db, config, auth, leaderboard }: AppDeps) => {
  const wrote = writesTo(leaderboard)
  return new Elysia({ name: 'exp-ledger', prefix: '/api' })
    .use(auth)
    .get('/user/exp-history', ({ user }) => expHistory(db, user.id), {
      auth: true,
      response: { 200: t.Array(ExpEntry), 401: ErrorBody },
      detail: {
        summary: "The signed-in user's EXP history, newest first",
        description: 'Every award, refund and adjustment; the amounts add up to the user’s exp.',
        tags: ['EXP ledger'],
      },
    })
    .get('/admin/users/:id/exp-history', ({ params }) => expHistoryOf(db, params.id), {
      admin: true,
      params: UserParams,
      response: { 200: t.Array(ExpEntry), ...adminErrors },
      detail: { summary: "A user's EXP history, newest first (admin)", tags: ['EXP ledger'] },
    })
    .post(
      '/admin/users/:id/exp-adjustments',
      async ({ params, body, user, status }) => {
        const result = await wrote(adjustExp(db, params.id, user, body))
        return status(201, { entry: result.entry, user: toUserJson(result.user, config.adminEmails) })
      },
      {
        admin: true,
        params: UserParams,
        body: ExpAdjustment,
        response: { 201: ExpAdjustmentResult, ...adminErrors, 422: ErrorBody },
        detail: {
          summary: "Add to or take from a user's EXP, with a note (admin)",
          description:
            'amount: a whole number other than 0, |amount| ≤ 1,000,000,000; note: 1 to 200 characters. 422 when the user would go below 0 EXP or past 2147483647.',
          tags: ['EXP ledger'],
        },
      },
    )
}
