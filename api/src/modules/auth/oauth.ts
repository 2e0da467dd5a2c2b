/**
 * Social sign-in (docs/api.md#auth): GET /api/auth/{google,discord} redirects to the provider with a
 * fresh state and PKCE verifier kept in short-lived cookies; GET /api/auth/{provider}/callback
 * checks the state, signs the person in and redirects to /auth/callback?token=… — or, whatever
 * went wrong, to /auth/callback?error=<reason>. The cookies are cleared on every outcome.
 */
import { generateCodeVerifier, generateState } from 'arctic'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../deps'
import { logError } from '../../lib/log'
import { sameSecret } from '../../lib/same-secret'
import { signSession } from '../../plugins/auth'
import { signInWithIdentity } from './oauth-accounts'
import { OAUTH_ERRORS, OAuthFailure } from './oauth-errors'
import { createProviders, type OAuthProvider, type ProviderName } from './oauth-providers'

/** The state and verifier cookies live as long as a person may take on the consent screen. */
export const OAUTH_COOKIE_MAX_AGE_SECONDS = 600
export const OAUTH_COOKIE_PATH = '/api/auth'
/**
 * With an https PUBLIC_URL the cookies carry the `__Host-` prefix (Secure, Path=/, no Domain): the
 * browser then takes them only from this very host, so a sibling host (the games origin,
 * `games.club.example.edu`) can never plant a state of its choosing (decision 0227). Plain-http
 * development cannot use the prefix (it requires Secure) and keeps the plain names under /api/auth.
 */
const hostPrefix = (secure: boolean) => (secure ? '__Host-' : '')
export const stateCookie = (provider: ProviderName, secure = false) => `${hostPrefix(secure)}${provider}_oauth_state`
export const verifierCookie = (provider: ProviderName, secure = false) =>
  `${hostPrefix(secure)}${provider}_oauth_verifier`

/** Every answer of these routes: a redirect (decision 0042). */
const REDIRECT = {
  description: 'A redirect: to the provider, or back to the app with a token or a reason code',
  headers: { Location: { schema: { type: 'string' as const } } },
}

const providerError = (error: string) =>
  error === 'access_denied' ? OAUTH_ERRORS.accessDenied : OAUTH_ERRORS.loginFailed

function providerRoutes(name: ProviderName, provider: OAuthProvider | null, { db, config, auth }: AppDeps) {
  const secure = config.publicUrl.startsWith('https://')
  const cookie = { httpOnly: true, sameSite: 'lax', path: secure ? '/' : OAUTH_COOKIE_PATH, secure } as const
  const stateName = stateCookie(name, secure)
  const verifierName = verifierCookie(name, secure)
  const notConfigured = `/login?error=${OAUTH_ERRORS.notConfigured(name)}`
  const toCallback = (query: Record<string, string>) => `/auth/callback?${new URLSearchParams(query)}`
  const label = name === 'google' ? 'Google' : 'Discord'

  /** The person the provider sent back, or an OAuthFailure. */
  async function signIn(query: Record<string, unknown>, expectedState: unknown, codeVerifier: unknown) {
    if (!provider) throw new OAuthFailure(OAUTH_ERRORS.notConfigured(name))
    if (typeof query.error === 'string') throw new OAuthFailure(providerError(query.error))
    if (!sameSecret(query.state, expectedState) || typeof codeVerifier !== 'string')
      throw new OAuthFailure(OAUTH_ERRORS.invalidState)
    if (typeof query.code !== 'string' || query.code === '') throw new OAuthFailure(OAUTH_ERRORS.loginFailed)
    return signInWithIdentity(db, await provider.identify(query.code, codeVerifier))
  }

  return new Elysia({ name: `oauth-${name}`, prefix: '/api/auth' })
    .use(auth)
    .get(
      `/${name}`,
      ({ cookie: jar, redirect, set }) => {
        set.headers['cache-control'] = 'no-store'
        if (!provider) return redirect(notConfigured, 302)
        const state = generateState()
        const codeVerifier = generateCodeVerifier()
        jar[stateName]?.set({ ...cookie, value: state, maxAge: OAUTH_COOKIE_MAX_AGE_SECONDS })
        jar[verifierName]?.set({ ...cookie, value: codeVerifier, maxAge: OAUTH_COOKIE_MAX_AGE_SECONDS })
        return redirect(provider.authorizationUrl(state, codeVerifier).toString(), 302)
      },
      {
        detail: {
          summary: `Start signing in with ${label}`,
          description: `302 to ${label} with state and PKCE (S256). Unconfigured: 302 to ${notConfigured}.`,
          tags: ['Auth'],
          responses: { 302: REDIRECT },
        },
      },
    )
    .get(
      `/${name}/callback`,
      async ({ query, cookie: jar, redirect, jwt, set }) => {
        set.headers['cache-control'] = 'no-store'
        const expectedState = jar[stateName]?.value
        const codeVerifier = jar[verifierName]?.value
        for (const key of [stateName, verifierName])
          jar[key]?.set({ ...cookie, value: '', maxAge: 0, expires: new Date(0) })
        try {
          const user = await signIn(query, expectedState, codeVerifier)
          return redirect(toCallback({ token: await signSession(jwt, user) }), 302)
        } catch (error) {
          if (error instanceof OAuthFailure) {
            if (error.reason === OAUTH_ERRORS.notConfigured(name)) return redirect(notConfigured, 302)
            return redirect(toCallback({ error: error.reason }), 302)
          }
          logError(`${name} sign-in failed`, error)
          return redirect(toCallback({ error: OAUTH_ERRORS.loginFailed }), 302)
        }
      },
      {
        detail: {
          summary: `${label} redirects back here`,
          description:
            '302 to /auth/callback?token=… on success, or to /auth/callback?error=<reason> (access_denied, invalid_state, login_failed_please_try_again, provider_unreachable, …).',
          tags: ['Auth'],
          responses: { 302: REDIRECT },
        },
      },
    )
}

export const oauthModule = (deps: AppDeps) => {
  const providers = createProviders(deps.config)
  return new Elysia({ name: 'oauth-routes' })
    .use(providerRoutes('google', providers.google, deps))
    .use(providerRoutes('discord', providers.discord, deps))
}
