import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'
import { ErrorBody, notFound } from '../../lib/errors'
import { EVENT_NOT_FOUND } from '../events/json'
import { type CalendarText, calendarText } from './calendar-cache'
import { currentFeed, feedOwner, personalFeed, replaceFeed } from './feeds'

export const FEED_NOT_FOUND =
  'This calendar feed address does not exist (it may have been replaced): copy the current one from your profile'

const FeedAddress = t.Object({ url: t.String({ description: 'The personal feed, an absolute https? URL' }) })
// contentMediaType: published under text/calendar, not text/plain (plugins/openapi-document.ts).
const Ics = t.String({ contentMediaType: 'text/calendar', description: 'An iCalendar (RFC 5545) file, UTF-8' })
/** The answer to If-None-Match with the current ETag. */
const NOT_MODIFIED = { 304: { description: 'Not modified: the ETag sent in If-None-Match is still current' } }

/** The file, or 304 when the client already has these bytes. */
function icsResponse(
  request: Request,
  { body, etag }: CalendarText,
  headers: { disposition: string; cache: string },
): Response {
  const common = { etag, 'cache-control': headers.cache }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: common })
  return new Response(body, {
    headers: { ...common, 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': headers.disposition },
  })
}

/** Calendar files and feeds (docs/api.md#calendars). */
export const calendarsModule = ({ db, config, auth, calendars }: AppDeps) => {
  const feeds = { secret: config.jwtSecret, publicUrl: config.publicUrl }
  return new Elysia({ name: 'calendars', prefix: '/api' })
    .use(auth)
    .get(
      '/events/:id/calendar.ics',
      async ({ params, request }) => {
        const file = await calendars.event(params.id)
        if (!file) throw notFound(EVENT_NOT_FOUND)
        return icsResponse(request, file, {
          disposition: `attachment; filename="${file.fileName}"`,
          cache: 'no-cache',
        })
      },
      {
        params: t.Object({ id: t.String() }),
        response: { 200: Ics, 404: ErrorBody },
        detail: {
          summary: 'One event as a calendar file (.ics), to add to any calendar app',
          description:
            'No token needed. A stable UID and a SEQUENCE that grows with every edit; a reminder an hour before. Deleted events are 404.',
          tags: ['Calendars'],
          responses: NOT_MODIFIED,
        },
      },
    )
    .get(
      '/calendar/club.ics',
      async ({ request }) =>
        icsResponse(request, await calendars.clubFeed(), {
          disposition: 'inline; filename="club.ics"',
          cache: 'no-cache',
        }),
      {
        response: { 200: Ics },
        detail: {
          summary: "The club's calendar feed: every active event from 30 days ago on",
          description:
            'Subscribe to it in any calendar app. A deleted event stays, cancelled, until 30 days after its date.',
          tags: ['Calendars'],
          responses: NOT_MODIFIED,
        },
      },
    )
    .get(
      '/calendar/feeds/:file',
      async ({ params, request }) => {
        const token = params.file.endsWith('.ics') ? params.file.slice(0, -4) : ''
        const owner = await feedOwner(db, token)
        if (!owner) throw notFound(FEED_NOT_FOUND)
        return icsResponse(request, calendarText(await personalFeed(db, owner, config.publicUrl)), {
          disposition: 'inline; filename="my-events.ics"',
          cache: 'private, no-cache',
        })
      },
      {
        params: t.Object({ file: t.String() }),
        response: { 200: Ics, 404: ErrorBody },
        detail: {
          summary: "A student's personal feed: the events they are registered or waitlisted for",
          description:
            'Read without a bearer token: the secret in the address is the credential. Waitlisted events are TENTATIVE, deleted ones CANCELLED. A replaced address is 404.',
          tags: ['Calendars'],
          responses: NOT_MODIFIED,
        },
      },
    )
    .get('/user/calendar', async ({ user }) => ({ url: await currentFeed(db, user.id, feeds) }), {
      auth: true,
      response: { 200: FeedAddress, 401: ErrorBody },
      detail: {
        summary: "The address of the signed-in student's personal calendar feed (made on the first call)",
        tags: ['Calendars'],
      },
    })
    .post('/user/calendar', async ({ user, status }) => status(201, { url: await replaceFeed(db, user.id, feeds) }), {
      auth: true,
      response: { 201: FeedAddress, 401: ErrorBody },
      detail: {
        summary: 'A new address for the personal feed; the old one answers 404 from now on',
        tags: ['Calendars'],
      },
    })
}
