import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'
import { writesTo } from '../../lib/checked-copy'
import { ErrorBody } from '../../lib/errors'
import { toUserJson } from '../users/service'
import { Registration, RegistrationParams, RegistrationResult, UnregistrationResult } from './model'
import { myRegistrations } from './my-registrations'
import { registerForEvent } from './register'
import { unregisterFromEvent } from './unregister'

export const registrationsModule = ({ db, config, auth, eventsList, leaderboard, now }: AppDeps) => {
  /** The counts in the events list and EXP moved: this process serves the change at once (decisions 0142, 0160). */
  const wrote = writesTo(eventsList, leaderboard)
  return new Elysia({ name: 'registrations', prefix: '/api/registrations' })
    .use(auth)
    .get('/my', ({ user }) => myRegistrations(db, user.id), {
      auth: true,
      response: { 200: t.Array(Registration), 401: ErrorBody },
      detail: {
        summary: "The signed-in user's registrations and waitlist places",
        description: 'Cancelled registrations are not listed. `ticket` is null while waitlisted.',
        tags: ['Registrations'],
      },
    })
    .post(
      '/:eventId',
      async ({ params, request, user, status }) => {
        // Read here, not declared as a header schema: Eden would then refuse every other header.
        const key = request.headers.get('idempotency-key') ?? undefined
        const result = await wrote(registerForEvent(db, user.id, params.eventId, now(), key))
        return status(201, { ...result, user: toUserJson(result.user, config.adminEmails) })
      },
      {
        auth: true,
        params: RegistrationParams,
        response: { 201: RegistrationResult, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Register for an event (a seat, or the waitlist when it is full)',
          description:
            'Exactly once per user and event, whatever the concurrency. A full event waitlists. With an `Idempotency-Key` (a UUID made by the client, resent unchanged with every retry), a retry whose registration exists is answered 201 with it, as the first attempt was; without one, or with another key, it is a 409. EXP is added only for a seat at an event with expOn "registration". 409 when already registered or waiting; 404 for an unknown or deleted event; 422 for an inactive or past one.',
          tags: ['Registrations'],
        },
      },
    )
    .delete(
      '/:eventId',
      async ({ params, user }) => {
        const result = await wrote(unregisterFromEvent(db, user.id, params.eventId, now()))
        return { message: result.message, user: toUserJson(result.user, config.adminEmails) }
      },
      {
        auth: true,
        params: RegistrationParams,
        response: { 200: UnregistrationResult, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        detail: {
          summary: 'Cancel a registration or leave the waitlist',
          description:
            'Until the event starts; 409 afterwards or once checked in; 404 when not registered. The EXP the registration earned is taken back, and a freed seat goes to the first on the waitlist at once.',
          tags: ['Registrations'],
        },
      },
    )
}
