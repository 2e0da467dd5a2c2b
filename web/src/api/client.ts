/**
 * The one way the PWA talks to /api: the Eden treaty client typed from the API's `App`
 * (a type-only import: no server code reaches the bundle). Adds the Bearer token, gives up
 * after 10 s (SPEC §9), and applies SPEC §8's rule: a 401 from anything but login or sign-up
 * clears the token and sends the user to /login?session_expired=true.
 */
import type { App } from '@club/api'
import { REQUEST_TIMEOUT_MS } from '@club/api/shared/constants'
import { treaty } from '@elysiajs/eden'
import { clearToken, getToken } from './session'

let onUnauthorized: () => void = () => {}
/** main.tsx registers what a 401 does (clear caches, navigate to the login page). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler
}

const EXEMPT_FROM_401_RULE = ['/api/auth/login', '/api/auth/signup']

export class TimeoutError extends Error {
  constructor() {
    super('The server took too long to answer. Check your connection and try again.')
  }
}

const fetchWithTimeout: typeof fetch = Object.assign(
  async (input: RequestInfo | URL, init?: RequestInit) => {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    try {
      return await fetch(input, { ...init, signal })
    } catch (error) {
      if (timeout.aborted) throw new TimeoutError()
      throw error
    }
  },
  { preconnect: fetch.preconnect },
)

const origin = typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin

export const client = treaty<App>(origin, {
  parseDate: false,
  fetcher: fetchWithTimeout,
  headers() {
    const token = getToken()
    return token ? { authorization: `Bearer ${token}` } : undefined
  },
  onResponse(response) {
    if (response.status !== 401) return
    const path = new URL(response.url, origin).pathname
    if (EXEMPT_FROM_401_RULE.includes(path) || !getToken()) return
    clearToken()
    onUnauthorized()
  },
})

/** `api.events.get()` rather than `client.api.events.get()`. */
export const api = client.api
