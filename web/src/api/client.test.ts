/**
 * The stand-in of api/client.ts is a fast path (docs/fast-paths.md): it must send exactly what
 * Eden sends for the same call. Each call here goes once through the app's `api` and once through
 * a real Eden client, and the two requests must be the same.
 */
import { afterAll, afterEach, beforeAll, expect, test } from 'bun:test'
import type { App } from '@club/api'
import { treaty } from '@elysiajs/eden'
import { clearToken, setToken } from '../session/token'
import { api, setUnauthorizedHandler } from './client'

interface Sent {
  method: string
  url: string
  body: string
  headers: Record<string, string>
}

const realFetch = globalThis.fetch
let sent: Sent[] = []
let answer: () => Response | Promise<Response> = () => Response.json({})
/** A real server on loopback answers, so each answer is a real one (with its `url`). */
const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => answer() })
const ORIGIN = 'http://localhost:3000'

/** Every request, as the server would see it, then sent to the loopback server for its answer. */
async function record(input: RequestInfo | URL, init?: RequestInit) {
  const request = new Request(input, init)
  const headers = Object.fromEntries(request.headers)
  const body = await request.text()
  sent.push({ method: request.method, url: request.url, body, headers })
  const url = request.url.replace(ORIGIN, server.url.origin)
  return realFetch(url, { method: request.method, headers, body: body || undefined })
}
beforeAll(() => {
  globalThis.fetch = Object.assign(record, { preconnect: realFetch.preconnect })
})
afterEach(() => {
  sent = []
  answer = () => Response.json({})
})
afterAll(() => {
  void server.stop()
  globalThis.fetch = realFetch
  setUnauthorizedHandler(() => {})
  clearToken()
})

/** Eden itself, pointed where the app's client points (no window here: localhost:3000). */
const eden = treaty<App>(ORIGIN, {
  parseDate: false,
  fetcher: Object.assign(record, { preconnect: realFetch.preconnect }),
}).api

/** The request the app's stand-in sent, and the one Eden sent for the same call. */
async function both(call: (client: typeof api) => Promise<unknown>): Promise<[Sent, Sent]> {
  await call(api)
  await call(eden)
  expect(sent).toHaveLength(2)
  const [ours, theirs] = sent as [Sent, Sent]
  return [ours, theirs]
}

const event = {
  name: 'Game Jam',
  description: 'Make a game in 48 hours.',
  date: '2027-03-10T13:00:00.000Z',
  location: 'Seminar Hall 2',
  pointsAwarded: 50,
  isActive: true,
}

test.each([
  ['a plain GET', (client: typeof api) => client.events.get()],
  ['a path parameter and a body', (client: typeof api) => client.events({ id: 'e1' }).put(event)],
  ['a POST without a body', (client: typeof api) => client.registrations({ eventId: 'e2' }).post()],
  ['a DELETE', (client: typeof api) => client.events({ id: 'e3' }).delete()],
  ['a query', (client: typeof api) => client.admin.users.get({ query: { page: 2, pageSize: 20, search: 'riya sen' } })],
  [
    'headers given with the call',
    (client: typeof api) => client.user.profile.get({ headers: { authorization: 'Bearer a.b.c' } }),
  ],
  // `options` is a path segment here (GET /api/auth/options), not the call: only the last step is.
  ['a GET whose path has a method name in it', (client: typeof api) => client.auth.options.get()],
  ['a hyphenated path', (client: typeof api) => client.auth['verify-email'].post({ token: 't'.repeat(43) })],
])('through the stand-in, %s is the request Eden sends', async (_, call) => {
  const [ours, theirs] = await both(call)
  expect(ours).toEqual(theirs)
})

test('the stand-in is not a thenable: awaiting a path gives the path back instead of waiting for ever', async () => {
  expect((api as unknown as { then?: unknown }).then).toBeUndefined()
  const path = await Promise.race([Promise.resolve(api.events), Bun.sleep(100).then(() => 'hung')])
  expect(typeof path).toBe('function')
  expect(sent).toEqual([])
})

test('the token goes with every call; a 401 ends the session, except from login, sign-up and verify-email', async () => {
  let ended = 0
  setUnauthorizedHandler(() => ended++)
  setToken('stored.session.token')
  await api.events.get()
  expect(sent[0]?.headers.authorization).toBe('Bearer stored.session.token')

  answer = () => Response.json({ message: 'Invalid email or password' }, { status: 401 })
  await api.auth.login.post({ email: 'riya@students.test', password: 'wrong-password' })
  expect(ended).toBe(0)
  // A link for another account than the one signed in here: the device's session is not in question.
  answer = () => Response.json({ message: 'To confirm this address, log in to the account…' }, { status: 401 })
  await api.auth['verify-email'].post({ token: 't'.repeat(43) })
  expect(ended).toBe(0)
  answer = () => Response.json({ message: 'Session expired' }, { status: 401 })
  await api.user.profile.get()
  expect(ended).toBe(1)
})

/** A 401 that the server gives only when `release` is called: a request still under way. */
function held401() {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  answer = () => released.then(() => Response.json({ message: 'Unauthorized' }, { status: 401 }))
  return release
}

test('a late 401 to a request of an earlier session, or of none, does not end the session of now', async () => {
  let ended = 0
  setUnauthorizedHandler(() => ended++)

  // Sent signed out (another tab had logged out), answered after B signed in here.
  clearToken()
  let release = held401()
  const signedOut = api.user.profile.get()
  await Bun.sleep(20)
  setToken('session.of.b')
  release()
  await signedOut
  expect(sent[0]?.headers.authorization).toBeUndefined()
  expect(ended).toBe(0)

  // Sent with A's token, answered after B's token replaced it.
  setToken('session.of.a')
  release = held401()
  const withA = api.user.profile.get()
  await Bun.sleep(20)
  setToken('session.of.b')
  release()
  await withA
  expect(sent[1]?.headers.authorization).toBe('Bearer session.of.a')
  expect(ended).toBe(0)

  // B's own request refused: that ends B's session.
  answer = () => Response.json({ message: 'Unauthorized' }, { status: 401 })
  await api.user.profile.get()
  expect(ended).toBe(1)
})
