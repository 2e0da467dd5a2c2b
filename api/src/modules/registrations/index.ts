import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../app'
import { ErrorBody } from '../../lib/errors'
import { toUserJson } from '../users/service'
import { Registration, RegistrationParams, RegistrationResult } from './model'
import { myRegistrations, REGISTERED, registerForEvent } from './service'

export const registrationsModule = ({ db, config, auth }: AppDeps) =>
  new Elysia({ name: 'registrations', prefix: '/api/registrations' })
    .use(auth)
    .get('/my', ({ user }) => myRegistrations(db, user.id), {
      auth: true,
      response: { 200: t.Array(Registration), 401: ErrorBody },
      detail: { summary: "The signed-in user's registrations", tags: ['Registrations'] },
    })
    .post(
      '/:eventId',
      async ({ params, user, status }) => {
        const result = await registerForEvent(db, user.id, params.eventId)
        return status(201, {
          message: REGISTERED,
          registration: result.registration,
          user: toUserJson(result.user, config.adminEmails),
        })
      },
      {
        auth: true,
        params: RegistrationParams,
        response: { 201: RegistrationResult, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Register for an event and earn its EXP',
          description:
            'Exactly once per user and event, whatever the concurrency. 409 when already registered; 404 for an unknown or deleted event; 422 for an inactive or past one.',
          tags: ['Registrations'],
        },
      },
    )
