/**
 * The protocol of social sign-in against a real OAuth 2 / OpenID Connect server on loopback:
 * state, PKCE, cookies, and every way back to /auth/callback?error=….
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { createHash } from 'node:crypto'
import { fakeAccount, startFakeProvider } from '../../../test/fake-oauth-provider'
import { closedPort, finishSignIn, type Provider, profileOf, signInWith, startSignIn } from '../../../test/oauth-flow'
import { setupApp } from '../../../test/support'

const fake = await startFakeProvider()
afterAll(() => fake.close())
const ctx = await setupApp({ oauth: { google: fake.google(), discord: fake.discord() } })

/** Google at an address where nothing listens, behind an https PUBLIC_URL; Discord unconfigured. */
const downPort = await closedPort()
const elsewhere = await setupApp({
  publicUrl: 'https://club.example.edu',
  oauth: {
    google: { ...fake.google(), tokenUrl: `http://127.0.0.1:${downPort}/token` },
    discord: null,
  },
})

const base64urlSha256 = (text: string) => createHash('sha256').update(text).digest('base64url')

describe('GET /api/auth/{provider}', () => {
  test.each([
    ['google', 'openid email profile'],
    ['discord', 'identify email'],
  ] as const)('%s: 302 to the provider with state, PKCE (S256) and the redirect URI', async (provider, scope) => {
    const { response, authorizeUrl, cookies } = await startSignIn(ctx, provider)
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${fake.url}/authorize`)
    const params = Object.fromEntries(authorizeUrl.searchParams)
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: provider === 'google' ? 'google-client-id.apps.test' : '123456789012345678',
      redirect_uri: `http://localhost:3000/api/auth/${provider}/callback`,
      scope,
      code_challenge_method: 'S256',
    })
    const state = cookies.get(`${provider}_oauth_state`) ?? ''
    const verifier = cookies.get(`${provider}_oauth_verifier`) ?? ''
    expect(params.state).toBe(state)
    expect(Buffer.from(state, 'base64url').length).toBeGreaterThanOrEqual(16)
    expect(params.code_challenge).toBe(base64urlSha256(verifier))
    expect(response.headers.get('cache-control')).toBe('no-store')
    for (const line of response.headers.getSetCookie()) {
      expect(line).toContain('HttpOnly')
      expect(line).toContain('SameSite=Lax')
      expect(line).toContain('Path=/api/auth')
      expect(line).toContain('Max-Age=600')
      expect(line).not.toContain('Secure')
    }
  })

  test('every start gets a fresh state and verifier', async () => {
    const a = await startSignIn(ctx, 'google')
    const b = await startSignIn(ctx, 'google')
    expect(a.cookies.get('google_oauth_state')).not.toBe(b.cookies.get('google_oauth_state'))
    expect(a.cookies.get('google_oauth_verifier')).not.toBe(b.cookies.get('google_oauth_verifier'))
  })

  test('with an https PUBLIC_URL the cookies are __Host- (Secure, Path=/, no Domain), and the redirect URI is built from it', async () => {
    const { response, authorizeUrl, cookies } = await startSignIn(elsewhere, 'google')
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe('https://club.example.edu/api/auth/google/callback')
    expect([...cookies.keys()].sort()).toEqual(['__Host-google_oauth_state', '__Host-google_oauth_verifier'])
    expect(authorizeUrl.searchParams.get('state')).toBe(cookies.get('__Host-google_oauth_state') ?? 'missing')
    for (const line of response.headers.getSetCookie()) {
      expect(line).toContain('Secure')
      expect(line).toContain('Path=/;')
      expect(line).not.toContain('Domain')
    }
  })

  test('with an https PUBLIC_URL a state under the plain name (as a sibling host could plant) is not accepted', async () => {
    const started = await startSignIn(elsewhere, 'google')
    const planted = new Map([
      ['google_oauth_state', 'planted'],
      ['google_oauth_verifier', 'planted'],
    ])
    const back = new URL('https://club.example.edu/api/auth/google/callback?code=abc&state=planted')
    expect((await finishSignIn(elsewhere, back, planted)).error).toBe('invalid_state')
    expect(started.cookies.size).toBe(2)
  })

  test('an unconfigured provider leads back to /login with a readable reason', async () => {
    for (const path of ['/api/auth/discord', '/api/auth/discord/callback?code=x&state=y']) {
      const response = await elsewhere.request(path)
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/login?error=discord_login_is_not_configured')
    }
  })
})

describe('GET /api/auth/{provider}/callback', () => {
  test.each(['google', 'discord'] as Provider[])('%s: success redirects with a working token', async (provider) => {
    const { response, location, token } = await signInWith(ctx, fake, provider, fakeAccount())
    expect(response.status).toBe(302)
    expect(location.pathname).toBe('/auth/callback')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await profileOf(ctx, token))[provider === 'google' ? 'googleId' : 'discordId']).toBeString()
  })

  test('clears both cookies on success and on failure', async () => {
    const ok = await signInWith(ctx, fake, 'google', fakeAccount())
    const started = await startSignIn(ctx, 'google')
    const bad = await finishSignIn(
      ctx,
      new URL('http://localhost/api/auth/google/callback?code=c&state=wrong'),
      started.cookies,
    )
    expect(bad.error).toBe('invalid_state')
    for (const { response } of [ok, bad]) {
      const lines = response.headers.getSetCookie()
      expect(lines.map((line) => line.split('=')[0]).sort()).toEqual(['google_oauth_state', 'google_oauth_verifier'])
      for (const line of lines) {
        expect(line).toContain('Max-Age=0')
        expect(line).toContain('Path=/api/auth')
      }
    }
  })

  test('a missing state cookie is invalid_state', async () => {
    const started = await startSignIn(ctx, 'google')
    const back = await fake.consent(started.authorizeUrl, fakeAccount())
    expect((await finishSignIn(ctx, back, new Map())).error).toBe('invalid_state')
  })

  test('a missing or wrong state in the query is invalid_state', async () => {
    const started = await startSignIn(ctx, 'discord')
    const back = await fake.consent(started.authorizeUrl, fakeAccount())
    const withoutState = new URL(back)
    withoutState.searchParams.delete('state')
    expect((await finishSignIn(ctx, withoutState, started.cookies)).error).toBe('invalid_state')
    const wrongState = new URL(back)
    wrongState.searchParams.set('state', `${back.searchParams.get('state')?.slice(0, -1)}x`)
    expect((await finishSignIn(ctx, wrongState, started.cookies)).error).toBe('invalid_state')
    // The state of one provider is no good for the other.
    const google = await startSignIn(ctx, 'google')
    const crossed = new Map([['discord_oauth_state', google.cookies.get('google_oauth_state') ?? '']])
    expect((await finishSignIn(ctx, back, crossed)).error).toBe('invalid_state')
  })

  test('a replayed code is refused: without the cookies by the state, with them by the provider', async () => {
    const first = await signInWith(ctx, fake, 'google', fakeAccount())
    expect(first.token).toBeString()
    expect((await finishSignIn(ctx, first.back, new Map())).error).toBe('invalid_state')
    const replay = await finishSignIn(ctx, first.back, first.started.cookies)
    expect(replay.error).toBe('login_failed_please_try_again')
    expect(replay.token).toBeNull()
  })

  test('consent denied is access_denied; another provider error is login_failed_please_try_again', async () => {
    const started = await startSignIn(ctx, 'discord')
    const back = await fake.deny(started.authorizeUrl)
    expect((await finishSignIn(ctx, back, started.cookies)).error).toBe('access_denied')
    const other = new URL(back)
    other.searchParams.set('error', 'server_error')
    expect((await finishSignIn(ctx, other, started.cookies)).error).toBe('login_failed_please_try_again')
  })

  test.each([
    ['token', 401, 'login_failed_please_try_again', { error: 'invalid_client' }],
    ['token', 400, 'login_failed_please_try_again', { error: 'invalid_grant' }],
    ['token', 502, 'provider_unreachable', ''],
    ['userinfo', 401, 'login_failed_please_try_again', { error: 'invalid_token' }],
    ['userinfo', 503, 'provider_unreachable', ''],
    ['userinfo', 200, 'login_failed_please_try_again', { unexpected: 'shape' }],
  ] as const)('the %s endpoint answering %i gives %s', async (endpoint, status, reason, body) => {
    for (const provider of ['google', 'discord'] as const) {
      fake.failNext(endpoint, status, body)
      const { error, token } = await signInWith(ctx, fake, provider, fakeAccount())
      expect({ provider, error, token }).toEqual({ provider, error: reason, token: null })
    }
  })

  test('a provider that cannot be reached is provider_unreachable', async () => {
    const started = await startSignIn(elsewhere, 'google')
    const back = new URL(`https://club.example.edu/api/auth/google/callback?code=abc`)
    back.searchParams.set('state', started.cookies.get('__Host-google_oauth_state') ?? '')
    expect((await finishSignIn(elsewhere, back, started.cookies)).error).toBe('provider_unreachable')
  })

  test('a callback without a code is login_failed_please_try_again, never an error page', async () => {
    const started = await startSignIn(ctx, 'google')
    const back = new URL('http://localhost/api/auth/google/callback')
    back.searchParams.set('state', started.cookies.get('google_oauth_state') ?? '')
    const { response, error } = await finishSignIn(ctx, back, started.cookies)
    expect(response.status).toBe(302)
    expect(error).toBe('login_failed_please_try_again')
    const odd = await ctx.request('/api/auth/google/callback?state=a&state=b&code[x]=1&error=')
    expect(odd.status).toBe(302)
    expect(odd.headers.get('location')).toStartWith('/auth/callback?error=')
  })
})
