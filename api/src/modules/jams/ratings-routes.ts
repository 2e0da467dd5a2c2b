/** Rating entries, what to rate next, and the admin's CSV of every rating (docs/api.md#jams-ratings-and-results). */
import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'
import { ErrorBody } from '../../lib/errors'
import { formatDateTime } from '../../shared/dates'
import { JAM_RATE_NEXT_COUNT, JAM_SCORE_MAX, JAM_SCORE_MIN } from '../../shared/jams'
import { rateEntry, rateNext, ratingsCsv } from './ratings'

const SCORE_ERROR = `scores: each score is a whole number from ${JAM_SCORE_MIN} to ${JAM_SCORE_MAX}`
/** More categories than any jam has: only bounds the body (the service names unknown ones). */
const CATEGORIES_MAX = 20

export const JamParams = t.Object({ id: t.String() })
const EntryParams = t.Object({ id: t.String(), entryId: t.String() })

const Scores = t.Record(
  t.String({ minLength: 1, maxLength: 60 }),
  t.Integer({ minimum: JAM_SCORE_MIN, maximum: JAM_SCORE_MAX, error: SCORE_ERROR }),
  {
    maxProperties: CATEGORIES_MAX,
    description: 'One score per category of the jam, every category: { "Overall": 4, … }',
  },
)
const RatingInput = t.Object({ scores: Scores })
const Rating = t.Object({
  entryId: t.String(),
  scores: t.Record(t.String(), t.Integer()),
  ratedAt: t.String({ format: 'date-time' }),
})
const RateNextEntry = t.Object({
  entryId: t.String(),
  game: t.Object({ _id: t.String(), slug: t.String(), title: t.String() }),
  /** How many people rated it so far. */
  ratings: t.Integer(),
})
const Csv = t.String({ contentMediaType: 'text/csv', description: 'RFC 4180, UTF-8 with a byte-order mark' })

export const jamRatingsModule = ({ db, config, auth }: AppDeps) =>
  new Elysia({ name: 'jam-ratings', prefix: '/api/jams' })
    .use(auth)
    .put(
      '/:id/entries/:entryId/ratings',
      ({ params, body, user }) =>
        rateEntry(db, { jamId: params.id, entryId: params.entryId, userId: user.id, scores: body.scores }),
      {
        auth: true,
        params: EntryParams,
        body: RatingInput,
        response: { 200: Rating, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Rate an entry: a score from 1 to 5 in every category of the jam',
          description:
            "During voting, by a member of an entry with a build, for another entry with a build. Rating again replaces every earlier score. 403 for one's own entry, without an entry with a build, or for an entry without a build; 409 outside voting; 422 when a category is missing or unknown; 404 for an unknown jam or entry.",
          tags: ['Jams'],
        },
      },
    )
    .get('/:id/rate-next', ({ params, user }) => rateNext(db, params.id, user.id), {
      auth: true,
      params: JamParams,
      response: { 200: t.Array(RateNextEntry), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      detail: {
        summary: 'Entries to rate next',
        description: `Up to ${JAM_RATE_NEXT_COUNT} entries the caller may rate and has not, the least rated first (ties in a random order), so that ratings spread. 403 without an entry with a build; 409 outside voting.`,
        tags: ['Jams'],
      },
    })
    .get(
      '/:id/ratings.csv',
      async ({ params }) => {
        const { fileName, text } = await ratingsCsv(db, params.id, (at) => formatDateTime(at, config.clubTimeZone))
        return new Response(text, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${fileName}"`,
            'cache-control': 'no-store',
          },
        })
      },
      {
        admin: true,
        params: JamParams,
        response: { 200: Csv, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
        detail: {
          summary: 'Every rating of a jam as CSV (admin)',
          description:
            'Columns: Rater (username), Entry (game title), Category, Score, Rated at (on the club’s clock, as in the admin panel’s CSV files).',
          tags: ['Jams'],
        },
      },
    )
