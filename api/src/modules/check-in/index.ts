import { Elysia, t } from 'elysia'
import type { AppDeps } from '../../deps'
import { writesTo } from '../../lib/checked-copy'
import { ErrorBody } from '../../lib/errors'
import { CHECK_IN_CODE_ATTEMPTS, CHECK_IN_CODE_WINDOW_MINUTES } from '../../shared/constants'
import { findLiveEvent } from '../events/service'
import { attendeesOf } from './attendees'
import { checkIn } from './check-in'
import { codeKey, currentCode, isCurrentCode } from './code'
import {
  Attendee,
  CheckInCode,
  CheckInRequest,
  CheckInResult,
  EventParams,
  RegistrationEventParams,
  SelfCheckInRequest,
  TicketCodeParams,
  TicketEvent,
} from './model'
import { ticketEventOf } from './ticket-event'

const adminErrors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }
const PRIVATE = 'private, no-store'

/** Check-in at the door (docs/api.md#check-in): scans, the attendee list, the self check-in code. */
export const checkInModule = ({ db, config, auth, leaderboard }: AppDeps) => {
  const key = codeKey(config.jwtSecret)
  /** A check-in at an event with expOn "attendance" adds EXP: this process serves it at once (decision 0160). */
  const wrote = writesTo(leaderboard)
  const context = { timeZone: config.clubTimeZone, adminEmails: config.adminEmails }
  return new Elysia({ name: 'check-in', prefix: '/api' })
    .use(auth)
    .post(
      '/events/:id/check-ins',
      async ({ params, body, status }) => {
        const answer = await wrote(checkIn(db, context, { eventId: params.id, ...body }))
        return status(answer.status, answer.body)
      },
      {
        admin: true,
        params: EventParams,
        body: CheckInRequest,
        response: { 201: CheckInResult, 200: CheckInResult, ...adminErrors, 422: ErrorBody },
        detail: {
          summary: 'Check a student in at the door: a scanned ticket or their id (admin)',
          description:
            'Send `ticket` or `userId`, a `nonce` (a new random one per scan) and, for a scan made offline, `scannedAt`. 201 the first time, 200 with alreadyCheckedIn when the student was checked in before. The same nonce again gets the first answer and writes nothing; a nonce used for another ticket is 422. 404 for an unknown, forged or cancelled ticket or a student not registered; 422 for a ticket of another event, a waitlisted student, a time outside the check-in window or a scannedAt more than 2 minutes ahead.',
          tags: ['Check-in'],
        },
      },
    )
    .get(
      '/events/:id/attendees',
      async ({ params, set }) => {
        set.headers['cache-control'] = PRIVATE
        return attendeesOf(db, params.id)
      },
      {
        admin: true,
        params: EventParams,
        response: { 200: t.Array(Attendee), ...adminErrors },
        detail: {
          summary: "An event's registered and waitlisted students, with their tickets (admin)",
          description: 'In the order they registered. What a scanner downloads to check tickets with no connection.',
          tags: ['Check-in'],
        },
      },
    )
    .get(
      '/events/:id/check-in/tickets/:code',
      async ({ params, set }) => {
        set.headers['cache-control'] = PRIVATE
        return ticketEventOf(db, params.id, params.code)
      },
      {
        admin: true,
        params: TicketCodeParams,
        response: { 200: TicketEvent, ...adminErrors, 409: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Which event a typed ticket code belongs to (admin)',
          description:
            "Asked by the scanner at the door of event `id` when a typed code is not in the list it downloaded: the event of the live registration whose ticket starts with `code` (at least the 10 letters and digits under the QR code; case, dashes and spaces ignored), another event or this one. 404 when no live registration's ticket starts so (or the event `id` is unknown), 409 when tickets of several events do, 422 for fewer than 10 letters and digits.",
          tags: ['Check-in'],
        },
      },
    )
    .get(
      '/events/:id/check-in-code',
      async ({ params, set }) => {
        const event = await findLiveEvent(db, params.id)
        set.headers['cache-control'] = PRIVATE
        return currentCode(key, event.id)
      },
      {
        admin: true,
        params: EventParams,
        response: { 200: CheckInCode, ...adminErrors },
        detail: {
          summary: 'The self check-in code to show at the venue now (admin)',
          description:
            'Six characters that change every 60 seconds; expiresAt is when to fetch the next one. A code is accepted until 60 seconds after its expiresAt.',
          tags: ['Check-in'],
        },
      },
    )
    .post(
      '/registrations/:eventId/check-in',
      async ({ params, body, user, status }) => {
        const answer = await wrote(
          checkIn(db, context, {
            eventId: params.eventId,
            userId: user.id,
            codeMatches: (eventId) => isCurrentCode(key, eventId, body.code),
          }),
        )
        return status(answer.status, answer.body)
      },
      {
        auth: true,
        params: RegistrationEventParams,
        body: SelfCheckInRequest,
        response: {
          201: CheckInResult,
          200: CheckInResult,
          401: ErrorBody,
          404: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
        },
        detail: {
          summary: 'Check yourself in with the code shown at the venue',
          description: `The registered student, inside the check-in window, with the code on the screen (or the one before it, for 60 seconds). The same answers as a scan; a wrong or expired code is 422. At most ${CHECK_IN_CODE_ATTEMPTS} codes per student and event in ${CHECK_IN_CODE_WINDOW_MINUTES} minutes: then 429 with Retry-After, the right code included; the right code clears the count.`,
          tags: ['Check-in'],
        },
      },
    )
}
