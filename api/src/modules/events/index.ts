import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../app'
import { ErrorBody } from '../../lib/errors'
import { Event, EventCreate, EventParams, EventUpdate } from './model'
import { createEvent, deleteEvent, findLiveEvent, listEvents, toEventJson, updateEvent } from './service'

const adminErrors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 422: ErrorBody }

export const eventsModule = ({ db, auth }: AppDeps) =>
  new Elysia({ name: 'events', prefix: '/api/events' })
    .use(auth)
    .get('', () => listEvents(db), {
      response: { 200: t.Array(Event) },
      detail: { summary: 'All events, newest date first (deleted ones excluded)', tags: ['Events'] },
    })
    .get('/:id', async ({ params }) => toEventJson(await findLiveEvent(db, params.id)), {
      params: EventParams,
      response: { 200: Event, 404: ErrorBody },
      detail: { summary: 'One event', tags: ['Events'] },
    })
    .post('', async ({ body, user, status }) => status(201, await createEvent(db, body, user.id)), {
      admin: true,
      body: EventCreate,
      response: { 201: Event, ...adminErrors },
      detail: { summary: 'Create an event (admin)', tags: ['Events'] },
    })
    .put('/:id', ({ params, body }) => updateEvent(db, params.id, body), {
      admin: true,
      params: EventParams,
      body: EventUpdate,
      response: { 200: Event, ...adminErrors },
      detail: { summary: 'Change an event (admin)', tags: ['Events'] },
    })
    .delete(
      '/:id',
      async ({ params }) => {
        await deleteEvent(db, params.id)
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
