import { Elysia } from 'elysia'
import type { AppDeps } from '../../deps'
import { ErrorBody } from '../../lib/errors'
import { User } from '../users/model'
import { insights } from './insights'
import { Insights, Page, Participation, RegistrationsQuery, UsersQuery } from './model'
import { listParticipation, listUsers } from './service'

const errors = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody }

/** Real data for the admin tabs on /profile (the old site's sample data was a stand-in). */
export const adminModule = ({ db, config, auth, now }: AppDeps) =>
  new Elysia({ name: 'admin', prefix: '/api/admin' })
    .use(auth)
    .get('/users', ({ query }) => listUsers(db, config.adminEmails, query), {
      admin: true,
      query: UsersQuery,
      response: { 200: Page(User), ...errors },
      detail: {
        summary: 'Users, newest first, optionally searched by username, email or college (admin)',
        tags: ['Admin'],
      },
    })
    .get('/registrations', ({ query }) => listParticipation(db, query), {
      admin: true,
      query: RegistrationsQuery,
      response: { 200: Page(Participation), ...errors },
      detail: {
        summary: 'Registrations joined with users and events, filterable by event type (admin)',
        tags: ['Admin'],
      },
    })
    .get('/insights', () => insights(db, { now: now(), timeZone: config.clubTimeZone }), {
      admin: true,
      response: { 200: Insights, ...errors },
      detail: {
        summary: 'Figures for the committee: the semester’s events, no-shows, new members and EXP per month (admin)',
        description:
          'Months and the semester are cut at midnight on the 1st on the club’s clock (CLUB_TIME_ZONE). A no-show is a seat whose holder was not checked in.',
        tags: ['Admin'],
      },
    })
