/**
 * Game jams (docs/api.md#jams, docs/jams.md): the jams themselves here; theme ideas, taking part
 * and entries in their own files. Ratings and results are their own controllers on the same prefix.
 * Every answer under /api/jams is `Cache-Control: no-store` (plugins/http.ts): nothing keeps a
 * copy that could hold the theme before startsAt, or miss it after.
 */
import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'
import { ErrorBody } from '../../lib/errors'
import { createJam, deleteJam, updateJam } from './admin'
import { entrantRoutes } from './entrants'
import { entryRoutes } from './entry-routes'
import { IdParams, Jam, JamCreate, JamUpdate, Message, SlugParams } from './model'
import { findJam, listJams } from './service'
import { themeRoutes } from './themes'

const adminErrors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody }

export const jamsModule = (deps: AppDeps) => {
  const { db, auth } = deps
  return new Elysia({ name: 'jams', prefix: '/api/jams' })
    .use(auth)
    .get('', () => listJams(db), {
      response: { 200: t.Array(Jam) },
      detail: {
        summary: 'Every jam, newest startsAt first',
        description: 'Public. `theme` is null before startsAt, for everyone (admins included).',
        tags: ['Jams'],
      },
    })
    .get('/:id', ({ params }) => findJam(db, params.id), {
      params: SlugParams,
      response: { 200: Jam, 404: ErrorBody },
      detail: { summary: 'One jam by its slug (GET /api/jams/:slug)', tags: ['Jams'] },
    })
    .post(
      '',
      async ({ body, status }) => {
        const id = await createJam(db, body)
        return status(201, await findJam(db, id))
      },
      {
        admin: true,
        body: JamCreate,
        response: { 201: Jam, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Add a jam (admin)',
          description:
            'startsAt < submissionsCloseAt < votingClosesAt, and submissionsCloseAt + graceMinutes < votingClosesAt (422). `theme` is kept secret until startsAt; leave it null to let theme voting decide. categories: 1–10 distinct names, Overall first. The slug is made from the title and never changes.',
          tags: ['Jams'],
        },
      },
    )
    .put(
      '/:id',
      async ({ params, body }) => {
        await updateJam(db, params.id, body)
        return findJam(db, params.id)
      },
      {
        admin: true,
        params: IdParams,
        body: JamUpdate,
        response: { 200: Jam, ...adminErrors },
        detail: {
          summary: 'Change a jam (admin)',
          description:
            'Only the fields sent change. A time that has passed cannot move and no time may move into the past (422); the theme cannot change once the jam started, graceMinutes and categories once voting began. `theme: null` hides the admin’s theme again (theme voting then decides).',
          tags: ['Jams'],
        },
      },
    )
    .delete(
      '/:id',
      async ({ params }) => {
        await deleteJam(db, params.id)
        return { message: 'Jam deleted' }
      },
      {
        admin: true,
        params: IdParams,
        response: { 200: Message, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
        detail: { summary: 'Delete a jam (admin): gone from every answer', tags: ['Jams'] },
      },
    )
    .use(themeRoutes(deps))
    .use(entrantRoutes(deps))
    .use(entryRoutes(deps))
}
