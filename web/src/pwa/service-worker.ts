/**
 * Registers the service worker (vite.config.ts generates it with Workbox) from the app's own code:
 * no inline script, so a strict `script-src 'self'` CSP holds. Updates wait for the student: a new
 * build installs in the background, then UpdatePrompt offers to reload into it (registerType
 * 'prompt'). Written against the plain API rather than workbox-window: the same few steps for
 * 2 kB less JavaScript on every first visit. Only in production builds: `bun run dev` has no worker.
 */
import { useSyncExternalStore } from 'react'

/** A page left open for days still hears about new builds. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

let waiting: ServiceWorker | null = null
const listeners = new Set<() => void>()

function offer(worker: ServiceWorker) {
  waiting = worker
  for (const listener of listeners) listener()
}

async function register() {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  // Without a controller this is the first install, not an update: nothing to offer.
  const isUpdate = () => navigator.serviceWorker.controller !== null
  if (registration.waiting && isUpdate()) offer(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && isUpdate()) offer(worker)
    })
  })
  setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS)
}

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  // After the page's own downloads: the worker then fetches the rest of the app for offline use.
  const start = () => void register().catch(() => {})
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

/** Activates the waiting build (Workbox's SKIP_WAITING message); the page reloads once it has taken over. */
export function reloadIntoNewVersion() {
  if (!waiting) return
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  waiting.postMessage({ type: 'SKIP_WAITING' })
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => waiting !== null,
    () => false,
  )
}
