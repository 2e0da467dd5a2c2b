/**
 * Can the app reach the server? `navigator.onLine` only knows about the link to the Wi-Fi: a
 * campus network that swallows packets, or a hung server, looks "online". So requests report
 * here too (query-client.ts watches the query and mutation caches):
 *
 * - a request that got no answer (no connection, the 10 s timeout) marks the server down; a
 *   health probe then runs with back-off until the server answers again;
 * - a request that has waited SLOW_MS without any answer from the server marks it slow;
 * - any answer from the server (errors included: a 404 is an answer) clears both.
 *
 * TanStack Query's onlineManager follows "browser online and the server answering", so mutations
 * that wait for the network (the registration queue) pause while the server is down or not
 * answering and resume when it answers again.
 */
import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { api, TimeoutError } from '../api/client'

export type Connectivity = 'online' | 'offline' | 'server-not-answering'

/** After this long with no answer, the indicator says the server is not answering. */
export const SLOW_MS = 3_000
const PROBE_TIMEOUT_MS = 5_000
const PROBE_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000]

const hasWindow = typeof window !== 'undefined'
let browserOnline = hasWindow ? navigator.onLine : true
let serverDown = false
let slow = false
let pending = 0
let slowTimer: ReturnType<typeof setTimeout> | undefined
let probeTimer: ReturnType<typeof setTimeout> | undefined
let probeAttempt = 0
let probing = false
const listeners = new Set<() => void>()

export function getConnectivity(): Connectivity {
  if (!browserOnline) return 'offline'
  return serverDown || slow ? 'server-not-answering' : 'online'
}

/**
 * What TanStack Query should believe: can a request get through right now? Not while the server is
 * down or has left a request without an answer for SLOW_MS: a registration made then is queued
 * (decision 0094) rather than sent into a request that may hang for 10 s.
 */
export function canReachServer(): boolean {
  return getConnectivity() === 'online'
}

const snapshot = () => `${getConnectivity()} ${canReachServer()}`
let last = snapshot()
function changed() {
  const now = snapshot()
  if (now === last) return
  last = now
  for (const listener of listeners) listener()
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribeConnectivity, getConnectivity, () => 'online')
}

/** True when the error means the request never got an answer (not a refusal by the server). */
export function isUnanswered(error: unknown): boolean {
  return error instanceof TimeoutError || error instanceof TypeError
}

/** A query or mutation started talking to the server. */
export function requestStarted() {
  pending++
  if (!slowTimer) slowTimer = setTimeout(markSlow, SLOW_MS)
}

/** It finished, with an answer or without. */
export function requestSettled() {
  pending = Math.max(0, pending - 1)
  if (pending === 0) {
    clearTimeout(slowTimer)
    slowTimer = undefined
  }
}

function markSlow() {
  slowTimer = undefined
  if (pending > 0 && !slow) {
    slow = true
    changed()
  }
}

/** The server answered (any status): it is up and not hung. */
export function serverAnswered() {
  probeAttempt = 0
  clearTimeout(probeTimer)
  probeTimer = undefined
  clearTimeout(slowTimer)
  slowTimer = pending > 0 ? setTimeout(markSlow, SLOW_MS) : undefined
  if (!serverDown && !slow) return
  serverDown = false
  slow = false
  changed()
}

/** A request got no answer: the server (or the way to it) is down until a probe says otherwise. */
export function serverUnanswered() {
  if (!serverDown) {
    serverDown = true
    changed()
  }
  scheduleProbe()
}

function scheduleProbe(delay = PROBE_DELAYS_MS[Math.min(probeAttempt, PROBE_DELAYS_MS.length - 1)]) {
  if (probing || !hasWindow) return
  clearTimeout(probeTimer)
  probeTimer = setTimeout(probe, delay)
}

async function probe() {
  if (!browserOnline) return // the `online` event probes again
  probing = true
  probeAttempt++
  const result = await api.health
    .get({ fetch: { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) } })
    .catch((error: unknown) => ({ error: { value: error } }))
  probing = false
  // Eden gives a thrown fetch (no answer) as an error whose value is the Error itself.
  if (result.error?.value instanceof Error) scheduleProbe()
  else serverAnswered()
}

if (hasWindow) {
  window.addEventListener('online', () => {
    browserOnline = true
    changed()
    if (serverDown) scheduleProbe(0)
  })
  window.addEventListener('offline', () => {
    browserOnline = false
    changed()
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && serverDown) scheduleProbe(0)
  })
  // onlineManager starts "online" whatever the truth is; tell it at once, then on every change.
  onlineManager.setEventListener((setOnline) => {
    setOnline(canReachServer())
    return subscribeConnectivity(() => setOnline(canReachServer()))
  })
}
