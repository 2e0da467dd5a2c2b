/** A jam's results and the audience award's vote (docs/api.md#jams-ratings-and-results). */
import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'
import { ErrorBody } from '../../lib/errors'
import { castAudienceVote } from './audience'
import { JamParams } from './ratings-routes'
import { jamResultsOf } from './results'

const Ranked = t.Object({
  entryId: t.String(),
  /** 1 for the best; equal scores share a rank and the next one skips (1, 2, 2, 4). */
  rank: t.Integer({ minimum: 1 }),
  /** The mean of its scores in this category, to 5 decimals. */
  average: t.Number(),
  /** How many scores it got in this category. */
  ratings: t.Integer({ minimum: 0 }),
  /** average × sqrt(min(1, ratings / median)), to 5 decimals (ranks use the exact values). */
  score: t.Number(),
})

const Results = t.Object({
  categories: t.Record(t.String(), t.Array(Ranked), {
    description: 'Each category of the jam: its ranked entries, best first',
  }),
  unranked: t.Array(t.String(), { description: 'Entries with fewer than minRatings ratings in Overall' }),
  audience: t.Array(t.Object({ entryId: t.String(), votes: t.Integer({ minimum: 1 }) }), {
    description: 'The audience award so far: entries with votes, most first (counted at every request)',
  }),
  computedAt: t.String({ format: 'date-time' }),
})

const AudienceVote = t.Object({ entryId: t.String() })
const AudienceVoteResult = t.Object({ entryId: t.String(), votedAt: t.String({ format: 'date-time' }) })

export const jamResultsModule = ({ db, auth, leaderboard }: AppDeps) =>
  new Elysia({ name: 'jam-results', prefix: '/api/jams' })
    .use(auth)
    // The EXP paid with the results moves the leaderboard: this process serves it at once.
    .get('/:id/results', ({ params }) => jamResultsOf(db, params.id, () => leaderboard.written()), {
      params: JamParams,
      response: { 200: Results, 404: ErrorBody, 409: ErrorBody },
      detail: {
        summary: "A jam's results",
        description:
          'From votingClosesAt on (409 before). Computed once, by the first request after voting closed, and never changed; the EXP of the entries’ members is paid then, once. Entries with fewer than minRatings ratings in Overall are unranked. The audience votes are counted at every request.',
        tags: ['Jams'],
      },
    })
    .put('/:id/audience-vote', ({ params, body, user }) => castAudienceVote(db, params.id, user.id, body.entryId), {
      auth: true,
      params: JamParams,
      body: AudienceVote,
      response: { 200: AudienceVoteResult, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      detail: {
        summary: 'Vote for the audience award',
        description:
          "One vote per person, for an entry with a build, by someone checked in at the jam's showcase event, during voting or that event's check-in window; voting again moves the vote. 403 when not checked in; 409 outside those times or for a jam without a showcase event; 404 for an unknown jam or entry.",
        tags: ['Jams'],
      },
    })
