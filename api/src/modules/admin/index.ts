import { Elysia } from 'elysia'
import type { AppDeps } from '../../deps'
import { ErrorBody } from '../../lib/errors'
import { User } from '../users/model'
import { Page, Participation, RegistrationsQuery, UsersQuery } from './model'
import { listParticipation, listUsers } from './service'

const errors = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody }

/** Real data for the admin tabs on /profile (the old site's sample data was a stand-in). */
export const adminModule = ({ db, config, auth }: AppDeps) =>
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
