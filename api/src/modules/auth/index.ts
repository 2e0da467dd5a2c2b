import { Elysia } from 'elysia'
import type { AppDeps } from '../../app'
import { clientIp } from '../../lib/client-ip'
import { ErrorBody } from '../../lib/errors'
import { toUserJson } from '../users/service'
import { AuthResponse, LoginBody, SignupBody } from './model'
import { logIn, signUp } from './service'

export const authModule = ({ db, config, auth }: AppDeps) =>
  new Elysia({ name: 'auth-routes', prefix: '/api/auth' })
    .use(auth)
    .post(
      '/signup',
      async ({ body, jwt, status }) => {
        const user = await signUp(db, body)
        return status(201, { token: await jwt.sign({ sub: user.id }), user: toUserJson(user, config.adminEmails) })
      },
      {
        body: SignupBody,
        response: { 201: AuthResponse, 409: ErrorBody, 422: ErrorBody },
        detail: { summary: 'Create an account with email and password', tags: ['Auth'] },
      },
    )
    .post(
      '/login',
      async ({ body, jwt, request, server }) => {
        const user = await logIn(db, body, clientIp(request, server, config.trustProxy))
        return { token: await jwt.sign({ sub: user.id }), user: toUserJson(user, config.adminEmails) }
      },
      {
        body: LoginBody,
        response: { 200: AuthResponse, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
        detail: {
          summary: 'Log in with email and password',
          description:
            '401 for a wrong email or password alike; 429 after 10 failures in 15 minutes for one account from one address.',
          tags: ['Auth'],
        },
      },
    )
