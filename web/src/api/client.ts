/**
 * The one way the PWA talks to /api: the Eden treaty client typed from the API's `App`
 * (a type-only import: no server code reaches the bundle). Adds the Bearer token, gives up
 * after 10 s, and applies the 401 rule (docs/api.md#conventions): a 401 from anything but login
 * or sign-up, to a request sent with the token the device holds now, ends the session (main.tsx
 * registers what that does: endSession, then /login?session_expired=true).
 *
 * Eden itself loads with the first request (decision 0036): a visitor who never calls the API,
 * like a first visit to the landing page, does not download it. docs/fast-paths.md lists this.
 */
import type { App } from '@club/api'
import { REQUEST_TIMEOUT_MS } from '@club/api/shared/constants'
import type { Treaty } from '@elysiajs/eden'
import { getToken } from '../session/token'

let onUnauthorized: () => void = () => {}
/** main.tsx registers what a 401 does (end the session, navigate to the login page). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler
}

/** 401s that speak of the credentials sent, not of the device's session (verify-email: another account's link). */
const EXEMPT_FROM_401_RULE = ['/api/auth/login', '/api/auth/signup', '/api/auth/verify-email']

export class TimeoutError extends Error {
  constructor() {
    super('The server took too long to answer. Check your connection and try again.')
  }
}

let origin = typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin

/** The site's address as the browser reads it; on the server, the PUBLIC_URL it was given. */
export const siteOrigin = () => origin

/**
 * The 401 rule, for the session that sent the request: a 401 ends the session only if the request
 * carried the token the device holds now. A request sent without a token, or with the token of a
 * session that has ended since (another tab logged out, then someone signed in here while the
 * request was under way), says nothing about the session of now and must not end it.
 */
function applyUnauthorizedRule(response: Response, sentAuthorization: string | null) {
  if (response.status !== 401) return
  const path = new URL(response.url, origin).pathname
  if (EXEMPT_FROM_401_RULE.includes(path)) return
  const token = getToken()
  if (!token || sentAuthorization !== `Bearer ${token}`) return
  onUnauthorized()
}

/** On the server, the first view's requests go to the API in the same process (first-view/render.tsx). */
let inProcess: ((request: Request) => Promise<Response>) | undefined
export function answerInProcess(handler: (request: Request) => Promise<Response>, publicOrigin: string) {
  inProcess = handler
  origin = publicOrigin
}

/** A plain request to the API, without Eden (pages of the first view): on the server, in process. */
export const fetchFromApi = (path: string, init?: RequestInit): Promise<Response> =>
  inProcess ? inProcess(new Request(new URL(path, origin), init)) : fetch(path, init)

const fetchWithTimeout: typeof fetch = Object.assign(
  async (input: RequestInfo | URL, init?: RequestInit) => {
    if (inProcess) return inProcess(new Request(input, init))
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    let response: Response
    try {
      response = await fetch(input, { ...init, signal })
    } catch (error) {
      if (timeout.aborted) throw new TimeoutError()
      throw error
    }
    applyUnauthorizedRule(response, new Headers(init?.headers).get('authorization'))
    return response
  },
  { preconnect: fetch.preconnect },
)

const config: Treaty.Config = {
  parseDate: false,
  fetcher: fetchWithTimeout,
  headers() {
    const token = getToken()
    return token ? { authorization: `Bearer ${token}` } : undefined
  },
}

type Client = Treaty.Create<App>

let loading: Promise<Client> | undefined
function loadClient(): Promise<Client> {
  if (!loading) {
    loading = import('@elysiajs/eden').then(({ treaty }) => treaty<App>(origin, config))
    loading.catch(() => {
      loading = undefined // a failed chunk load is tried again on the next request
    })
  }
  return loading
}

/** The last step of every Eden call: `api.events.get()`, `api.events({ id }).put(body)`. */
export const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options'])

type Step = { key: string } | { args: unknown[] }

/**
 * Stands in for Eden's proxy until Eden is loaded: remembers the path (`.events`, `({ id })`)
 * and, at the method call, loads Eden and replays the same steps on the real client.
 *
 * Invariant (client.test.ts checks each against Eden itself): a call through the stand-in sends
 * the same request as the same call on Eden (method, path, query, body, headers); only the names
 * in METHODS end a call, so an API path segment must never be one of them; the stand-in is not a
 * thenable (`then` is undefined), or `await api.events` would wait for ever; and the typed
 * `Client` below is Eden's own type, so the compiler checks every call as if Eden were loaded.
 */
function deferred(steps: Step[]): unknown {
  return new Proxy(() => {}, {
    get(_, key) {
      // Not a thenable, and nothing else but path segments.
      if (typeof key !== 'string' || key === 'then') return undefined
      return deferred([...steps, { key }])
    },
    apply(_, __, args: unknown[]) {
      const last = steps.at(-1)
      if (!last || !('key' in last) || !METHODS.has(last.key)) return deferred([...steps, { args }])
      return loadClient().then((client) => {
        // biome-ignore lint/suspicious/noExplicitAny: replaying untyped steps on Eden's own proxy
        let target: any = client
        for (const step of steps.slice(0, -1)) target = 'key' in step ? target[step.key] : target(...step.args)
        return target[last.key](...args)
      })
    },
  })
}

/** Eden's client, typed from the API, loaded on first use. */
export const client = deferred([]) as Client

/** `api.events.get()` rather than `client.api.events.get()`. */
export const api = client.api
