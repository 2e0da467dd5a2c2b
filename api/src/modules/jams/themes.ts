/** Theme ideas and votes (docs/api.md#jams, docs/jams.md#theme). */
import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'
import { ErrorBody } from '../../lib/errors'
import { IdParams, ThemeCreate, ThemeIdea, ThemeVote } from './model'
import { suggestTheme, themeIdeas, voteTheme } from './theme-ideas'

export const themeRoutes = ({ db, auth }: AppDeps) =>
  new Elysia({ name: 'jam-themes' })
    .use(auth)
    .get('/:id/themes', ({ params, user }) => themeIdeas(db, params.id, user.id), {
      auth: true,
      params: IdParams,
      response: { 200: t.Array(ThemeIdea), 401: ErrorBody, 404: ErrorBody },
      detail: {
        summary: 'The theme ideas, in an order of your own, with your vote and no totals',
        description:
          'Each person gets the ideas in an order of their own (the same each time), so no idea profits from being first. `myVote` is 1, 0 or -1; nobody sees sums.',
        tags: ['Jams'],
      },
    })
    .post(
      '/:id/themes',
      async ({ params, body, user, status }) => status(201, await suggestTheme(db, params.id, body.text, user)),
      {
        auth: true,
        params: IdParams,
        body: ThemeCreate,
        response: { 201: ThemeIdea, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Suggest a theme (verified members, at most 3 per jam)',
          description:
            'Only before startsAt while themeVoting is on (409 otherwise). 1–60 characters; the same idea in other letter case or spacing is 409; a fourth idea is 422.',
          tags: ['Jams'],
        },
      },
    )
    .put(
      '/:id/themes/:themeId/vote',
      ({ params, body, user }) => voteTheme(db, params.id, params.themeId, body.vote, user),
      {
        auth: true,
        params: t.Object({ id: t.String(), themeId: t.String() }),
        body: ThemeVote,
        response: { 200: ThemeIdea, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Vote on a theme idea: 1, 0 (take back) or -1 (verified members)',
          description:
            'Only before startsAt while themeVoting is on (409 otherwise). Sending again replaces your vote.',
          tags: ['Jams'],
        },
      },
    )
