/**
 * Drives a social sign-in through the app in-process the way a browser would: the start route,
 * the provider's consent (a real loopback server), then the callback with the cookies the start
 * route set.
 */
import { createServer } from 'node:net'
import type { FakeAccount, FakeProvider } from './fake-oauth-provider'
import type { TestContext } from './support'

export type Provider = 'google' | 'discord'

/** name → value of every Set-Cookie of a response. */
export function cookiesOf(response: Response): Map<string, string> {
  return new Map(
    response.headers.getSetCookie().map((line) => {
      const pair = line.split(';')[0] ?? ''
      const at = pair.indexOf('=')
      return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))]
    }),
  )
}

export async function startSignIn(ctx: TestContext, provider: Provider) {
  const response = await ctx.request(`/api/auth/${provider}`)
  const location = response.headers.get('location')
  if (response.status !== 302 || !location) throw new Error(`start answered ${response.status}`)
  return { response, authorizeUrl: new URL(location), cookies: cookiesOf(response) }
}

/** Calls the callback URL the provider redirected to, sending `cookies`. */
export async function finishSignIn(ctx: TestContext, back: URL, cookies: Map<string, string>) {
  const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const response = await ctx.request(`${back.pathname}${back.search}`, cookie ? { headers: { cookie } } : {})
  const location = new URL(response.headers.get('location') ?? 'missing:', 'http://localhost')
  return {
    response,
    location,
    token: location.searchParams.get('token'),
    error: location.searchParams.get('error'),
  }
}

/** The whole flow, with `account` consenting at the provider. */
export async function signInWith(ctx: TestContext, fake: FakeProvider, provider: Provider, account: FakeAccount) {
  const started = await startSignIn(ctx, provider)
  const back = await fake.consent(started.authorizeUrl, account)
  return { ...(await finishSignIn(ctx, back, started.cookies)), started, back }
}

/** The signed-in user, read through the API with the token the callback gave out. */
export async function profileOf(ctx: TestContext, token: string | null) {
  if (!token) throw new Error('no token')
  const { data, error } = await ctx.api.api.user.profile.get({ headers: { authorization: `Bearer ${token}` } })
  if (error) throw new Error(`profile: ${error.status}`)
  return data
}

/** A loopback port where nothing listens: a provider that is down. */
export function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
