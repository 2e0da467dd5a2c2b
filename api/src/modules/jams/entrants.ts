/** Joining a jam, its entrants and its team board (docs/api.md#jams, docs/jams.md#taking-part-and-teams). */
import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'
import { ErrorBody } from '../../lib/errors'
import { Entrant, IdParams, Jam, Message, TeamPost, TeamPostInput } from './model'
import { findJam } from './service'
import { deleteTeamPost, entrantsOf, joinJam, leaveJam, putTeamPost, teamPostsOf } from './taking-part'

export const entrantRoutes = ({ db, auth }: AppDeps) =>
  new Elysia({ name: 'jam-entrants' })
    .use(auth)
    .post(
      '/:id/join',
      async ({ params, user, status }) => {
        await joinJam(db, params.id, user)
        return status(201, await findJam(db, params.id))
      },
      {
        auth: true,
        params: IdParams,
        response: { 201: Jam, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        detail: {
          summary: 'Join a jam (verified members): the jam',
          description: 'Until the end of grace; 409 when already joined or later.',
          tags: ['Jams'],
        },
      },
    )
    .delete(
      '/:id/join',
      async ({ params, user }) => {
        await leaveJam(db, params.id, user)
        return { message: 'You left the jam' }
      },
      {
        auth: true,
        params: IdParams,
        response: { 200: Message, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        detail: {
          summary: 'Leave a jam (and its team board)',
          description:
            'Only while on no entry of the jam, until the end of grace (409 otherwise); 404 when not joined.',
          tags: ['Jams'],
        },
      },
    )
    .get('/:id/entrants', ({ params }) => entrantsOf(db, params.id), {
      params: IdParams,
      response: { 200: t.Array(Entrant), 404: ErrorBody },
      detail: { summary: 'Everyone who joined the jam, first joined first', tags: ['Jams'] },
    })
    .get('/:id/team-posts', ({ params }) => teamPostsOf(db, params.id), {
      params: IdParams,
      response: { 200: t.Array(TeamPost), 404: ErrorBody },
      detail: { summary: 'The looking-for-team board, latest first', tags: ['Jams'] },
    })
    .put('/:id/team-posts/mine', ({ params, body, user }) => putTeamPost(db, params.id, body, user), {
      auth: true,
      params: IdParams,
      body: TeamPostInput,
      response: { 200: TeamPost, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      detail: {
        summary: 'Make or replace your team-board post (entrants)',
        description:
          'One per person per jam. skills and lookingFor: at most 10 words each; message at most 1000 characters. 422 before joining; 409 after the end of grace.',
        tags: ['Jams'],
      },
    })
    .delete(
      '/:id/team-posts/mine',
      async ({ params, user }) => {
        await deleteTeamPost(db, params.id, user)
        return { message: 'Post removed' }
      },
      {
        auth: true,
        params: IdParams,
        response: { 200: Message, 401: ErrorBody, 404: ErrorBody },
        detail: { summary: 'Remove your team-board post', tags: ['Jams'] },
      },
    )
