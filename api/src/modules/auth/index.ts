import { Elysia } from 'elysia'
import type { AppDeps } from '../../deps'
import { clientIp } from '../../lib/client-ip'
import { ErrorBody } from '../../lib/errors'
import { signSession } from '../../plugins/auth'
import { toUserJson } from '../users/service'
import { welcome } from './account-mail'
import { AuthResponse, LoginBody, SignupBody } from './model'
import { logIn, signUp } from './service'

export const authModule = (deps: AppDeps) => {
  const { db, config, auth } = deps
  return new Elysia({ name: 'auth-routes', prefix: '/api/auth' })
    .use(auth)
    .post(
      '/signup',
      async ({ body, jwt, status }) => {
        const user = await signUp(db, body)
        welcome(deps.mail, user)
        return status(201, { token: await signSession(jwt, user), user: toUserJson(user, config.adminEmails) })
      },
      {
        body: SignupBody,
        response: { 201: AuthResponse, 409: ErrorBody, 422: ErrorBody },
        detail: {
          summary: 'Create an account with email and password',
          description:
            'Mails a link to verify the email (when the server can send mail). The account is not verified until it is followed.',
          tags: ['Auth'],
        },
      },
    )
    .post(
      '/login',
      async ({ body, jwt, request, server }) => {
        const user = await logIn(db, body, clientIp(request, server, config.trustProxy))
        return { token: await signSession(jwt, user), user: toUserJson(user, config.adminEmails) }
      },
      {
        body: LoginBody,
        response: { 200: AuthResponse, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
        detail: {
          summary: 'Log in with email and password',
          description:
            '401 for a wrong email or password alike; 429 after 10 attempts in 15 minutes at one account from one address, or 100 at one account from anywhere (docs/product.md#accounts).',
          tags: ['Auth'],
        },
      },
    )
}
