/**
 * A real OAuth 2 / OpenID Connect server on loopback playing both Google and Discord, built on
 * oauth2-mock-server (authorize, token with PKCE checks, OIDC userinfo) plus what it lacks:
 * one-time codes bound to a client and redirect URI, client-secret checks, access tokens bound to
 * the account that consented, Discord's /users/@me, and the pictures both providers serve.
 * The API tests choose who consents; the e2e harness (e2e/oauth-server.ts) auto-approves a fresh
 * account at every authorization.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { MutableRedirectUri, MutableResponse } from 'oauth2-mock-server'
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server'
import { type Config, loadConfig } from '../src/config'
import { CLIENTS, fakeProviderEnv } from './fake-oauth-clients'

/** `late-png` arrives after 300 ms, `slow` after 3 s (past the download timeout). */
export type PictureKind = 'png' | 'late-png' | 'not-an-image' | 'too-large' | 'slow'

/** A person at the provider. `name` is Google's display name and Discord's username. */
export interface FakeAccount {
  id: string
  email: string | null
  emailVerified: boolean
  name: string
  picture: PictureKind | null
}

type Endpoint = 'token' | 'userinfo'
interface Failure {
  status: number
  body: Record<string, unknown> | ''
}

let sequence = 0
/** A new person with a verified email and a picture, unique in this process. */
export function fakeAccount(overrides: Partial<FakeAccount> = {}): FakeAccount {
  sequence++
  const tag = `${Date.now().toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return {
    id: `${Date.now()}${sequence}${Math.floor(Math.random() * 1000)}`,
    email: `oauth_${tag}@students.test`,
    emailVerified: true,
    name: `player_${tag}`.slice(0, 30),
    picture: 'png',
    ...overrides,
  }
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const randomHex = (bytes: number) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('hex')

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

export async function startFakeProvider(options: { port?: number; autoApprove?: boolean } = {}) {
  const issuer = new OAuth2Issuer()
  await issuer.keys.generate('RS256')
  const service = new OAuth2Service(issuer)
  const chosen = new Map<string, FakeAccount>()
  const codes = new Map<string, { account: FakeAccount; clientId: string; redirectUri: string; used: boolean }>()
  const tokens = new Map<string, FakeAccount>()
  const pictures = new Map<string, PictureKind>()
  const failures = new Map<Endpoint, Failure>()
  let url = ''

  const pictureHash = (account: FakeAccount) => {
    if (!account.picture) return null
    const hash = randomHex(16)
    pictures.set(hash, account.picture)
    return hash
  }
  const accountOf = (req: IncomingMessage) =>
    tokens.get(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '')
  const takeFailure = (endpoint: Endpoint, response: MutableResponse) => {
    const failure = failures.get(endpoint)
    if (!failure) return false
    failures.delete(endpoint)
    Object.assign(response, { statusCode: failure.status, body: failure.body })
    return true
  }

  service.on('beforeAuthorizeRedirect', ({ url: back }: MutableRedirectUri, req: IncomingMessage) => {
    const query = new URL(req.url ?? '/', 'http://x.test').searchParams
    const code = back.searchParams.get('code')
    if (query.get('test_deny')) {
      back.searchParams.delete('code')
      back.searchParams.set('error', 'access_denied')
      return
    }
    const account = chosen.get(query.get('test_account') ?? '') ?? (options.autoApprove ? fakeAccount() : undefined)
    if (!code || !account) {
      back.searchParams.delete('code')
      back.searchParams.set('error', 'server_error')
      return
    }
    const redirectUri = query.get('redirect_uri') ?? ''
    codes.set(code, { account, clientId: query.get('client_id') ?? '', redirectUri, used: false })
  })

  service.on('beforeResponse', (response: MutableResponse, req: IncomingMessage & { body: Record<string, string> }) => {
    if (req.body.grant_type !== 'authorization_code' || takeFailure('token', response)) return
    const [clientId, clientSecret] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':')
    const client = Object.values(CLIENTS).find((c) => c.clientId === clientId)
    const entry = codes.get(req.body.code ?? '')
    const refuse = (status: number, error: string) => Object.assign(response, { statusCode: status, body: { error } })
    if (!client || client.clientSecret !== clientSecret) return refuse(401, 'invalid_client')
    if (!entry || entry.used || entry.clientId !== clientId || entry.redirectUri !== req.body.redirect_uri)
      return refuse(400, 'invalid_grant')
    entry.used = true
    // An opaque token of our own: the mock's JWT access tokens carry no per-person claim, so two
    // sign-ins in the same second (Google and Discord tests in parallel) got the same token, and
    // the second person's user info answered for both.
    const body = response.body as { access_token: string }
    body.access_token = randomHex(24)
    tokens.set(body.access_token, entry.account)
  })

  service.on('beforeUserinfo', (response: MutableResponse, req: IncomingMessage) => {
    if (takeFailure('userinfo', response)) return
    const account = accountOf(req)
    if (!account) return Object.assign(response, { statusCode: 401, body: { error: 'invalid_token' } })
    const hash = pictureHash(account)
    response.body = {
      sub: account.id,
      name: account.name,
      ...(account.email === null ? {} : { email: account.email, email_verified: account.emailVerified }),
      ...(hash ? { picture: `${url}/pictures/${hash}` } : {}),
    }
  })

  service.addRoute('GET', '/users/@me', (req, res) => {
    const response: MutableResponse = { statusCode: 200, body: '' }
    if (takeFailure('userinfo', response)) return sendJson(res, response.statusCode, response.body)
    const account = accountOf(req)
    if (!account) return sendJson(res, 401, { message: '401: Unauthorized', code: 0 })
    sendJson(res, 200, {
      id: account.id,
      username: account.name,
      global_name: account.name,
      discriminator: '0',
      avatar: pictureHash(account),
      email: account.email,
      verified: account.emailVerified,
    })
  })

  const server = createServer((req, res) => {
    const picture = /^\/(?:pictures|avatars\/\d+)\/([0-9a-f]{32})(?:\.png)?(?:\?.*)?$/.exec(req.url ?? '')
    if (!picture) return service.requestHandler(req, res)
    const kind = pictures.get(picture[1] ?? '')
    if (!kind) return sendJson(res, 404, { error: 'not found' })
    if (kind === 'slow' || kind === 'late-png') return setTimeout(() => res.end(PNG), kind === 'slow' ? 3_000 : 300)
    if (kind === 'not-an-image') return res.writeHead(200, { 'content-type': 'image/png' }).end('<html>nope</html>')
    res.writeHead(200, { 'content-type': 'image/png' })
    // Chunked, without a Content-Length: the size limit must hold while reading.
    if (kind === 'too-large') return res.write(PNG, () => res.end(Buffer.alloc(2 * 1024 * 1024)))
    res.end(PNG)
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  issuer.url = url

  // The server's own configuration code reads the same variables the e2e server gets.
  const oauth = loadConfig(fakeProviderEnv(url)).oauth as {
    [K in keyof Config['oauth']]: NonNullable<Config['oauth'][K]>
  }
  return {
    url,
    google: () => oauth.google,
    discord: () => oauth.discord,
    /** Visits the authorize URL as `account` would and consents; the provider's redirect back. */
    async consent(authorizeUrl: URL | string, account: FakeAccount): Promise<URL> {
      const key = randomHex(8)
      chosen.set(key, account)
      const target = new URL(authorizeUrl)
      target.searchParams.set('test_account', key)
      return followOnce(target)
    },
    /** The person presses "Cancel" on the consent screen. */
    async deny(authorizeUrl: URL | string): Promise<URL> {
      const target = new URL(authorizeUrl)
      target.searchParams.set('test_deny', '1')
      return followOnce(target)
    },
    /** The next call to that endpoint answers `status` with `body`. */
    failNext(endpoint: Endpoint, status: number, body: Failure['body'] = { error: 'server_error' }) {
      failures.set(endpoint, { status, body })
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

async function followOnce(target: URL): Promise<URL> {
  const response = await fetch(target, { redirect: 'manual' })
  const location = response.headers.get('location')
  if (response.status !== 302 || !location)
    throw new Error(`the authorize step answered ${response.status}: ${await response.text()}`)
  return new URL(location)
}

export type FakeProvider = Awaited<ReturnType<typeof startFakeProvider>>
