import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'
import { writesTo } from '../../lib/checked-copy'
import { ErrorBody } from '../../lib/errors'
import { enforceLimits } from '../../lib/text-limits'
import { EVENT_LIMITS, Event, EventCreate, EventParams, EventUpdate } from './model'
import { createEvent, deleteEvent, findLiveEvent, toEventJson } from './service'
import { updateEvent } from './update'

const adminErrors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 422: ErrorBody }

const JSON_TYPE = { 'content-type': 'application/json;charset=utf-8' }

export const eventsModule = ({ db, auth, eventsList: list, leaderboard, calendars, now }: AppDeps) => {
  /** The list and calendar files show events; an edit can seat the waitlist or pay seats (EXP). */
  const wrote = writesTo(list, calendars, leaderboard)
  return new Elysia({ name: 'events', prefix: '/api/events' })
    .use(auth)
    .get('', async () => new Response(await list.json(), { headers: JSON_TYPE }), {
      response: { 200: t.Array(Event) },
      detail: { summary: 'All events, newest date first (deleted ones excluded)', tags: ['Events'] },
    })
    .get('/:id', async ({ params }) => toEventJson(await findLiveEvent(db, params.id)), {
      params: EventParams,
      response: { 200: Event, 404: ErrorBody },
      detail: { summary: 'One event', tags: ['Events'] },
    })
    .post('', async ({ body, user, status }) => status(201, await wrote(createEvent(db, body, user.id))), {
      admin: true,
      body: EventCreate,
      beforeHandle: enforceLimits(EVENT_LIMITS),
      response: { 201: Event, ...adminErrors },
      detail: { summary: 'Create an event (admin)', tags: ['Events'] },
    })
    .put('/:id', ({ params, body, user }) => wrote(updateEvent(db, params.id, body, user.id, now())), {
      admin: true,
      params: EventParams,
      body: EventUpdate,
      beforeHandle: enforceLimits(EVENT_LIMITS),
      // 409: a capacity below the students already registered.
      response: { 200: Event, ...adminErrors, 409: ErrorBody },
      detail: { summary: 'Change an event (admin)', tags: ['Events'] },
    })
    .delete(
      '/:id',
      async ({ params }) => {
        await wrote(deleteEvent(db, params.id))
        return { message: 'Event deleted successfully!' }
      },
      {
        admin: true,
        params: EventParams,
        response: { 200: t.Object({ message: t.String() }), ...adminErrors },
        detail: {
          summary: 'Delete an event (admin)',
          description:
            'Soft delete: the event leaves the lists and closes to registration; registrations and EXP stay.',
          tags: ['Events'],
        },
      },
    )
}
