/**
 * The session token: a token in localStorage means signed in (docs/product.md#accounts).
 * Components subscribe with useToken(); other tabs are followed through the `storage` event.
 */
import { useSyncExternalStore } from 'react'

const KEY = 'token'
const listeners = new Set<() => void>()

/** Where localStorage throws (some private modes), the token lives in memory for the visit. */
let storageWorks = true
let current: string | null = null

function read(): string | null {
  if (!storageWorks) return current
  try {
    return localStorage.getItem(KEY)
  } catch {
    storageWorks = false
    return current
  }
}

if (typeof window !== 'undefined') current = read()

function emit() {
  for (const listener of listeners) listener()
}

/**
 * Read at the moment of use: a sign-in or sign-out in another tab counts at once, even before its
 * `storage` event has arrived here.
 */
export function getToken(): string | null {
  if (typeof window !== 'undefined') current = read()
  return current
}

export function setToken(token: string): void {
  current = token
  try {
    localStorage.setItem(KEY, token)
  } catch {
    storageWorks = false
  }
  emit()
}

export function clearToken(): void {
  current = null
  try {
    localStorage.removeItem(KEY)
  } catch {}
  emit()
}

const elsewhereListeners = new Set<() => void>()

/**
 * Called when another tab ends this session or starts another one (its Logout, its sign-in): the
 * token here changed without this tab doing it. end-session.ts uses it to forget the student.
 */
export function onTokenChangedElsewhere(listener: () => void): () => void {
  elsewhereListeners.add(listener)
  return () => elsewhereListeners.delete(listener)
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY && event.key !== null) return
    const before = current
    current = read()
    if (before !== null && current !== before) for (const listener of elsewhereListeners) listener()
    emit()
  })
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null)
}
