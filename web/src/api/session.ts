/**
 * The session per SPEC §4: a token in localStorage means signed in. Components subscribe with
 * useToken(); other tabs are followed through the `storage` event.
 */
import { useSyncExternalStore } from 'react'

const KEY = 'token'
const listeners = new Set<() => void>()

function read(): string | null {
  try {
    return localStorage.getItem(KEY)
  } catch {
    return null
  }
}

let current = typeof window === 'undefined' ? null : read()

function emit() {
  for (const listener of listeners) listener()
}

export function getToken(): string | null {
  return current
}

export function setToken(token: string): void {
  current = token
  try {
    localStorage.setItem(KEY, token)
  } catch {}
  emit()
}

export function clearToken(): void {
  current = null
  try {
    localStorage.removeItem(KEY)
  } catch {}
  emit()
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY && event.key !== null) return
    current = read()
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
