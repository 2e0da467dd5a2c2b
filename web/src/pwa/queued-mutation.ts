/**
 * How a mutation declares that it may be queued on the device (saved-on-device.ts says what is
 * saved; query-persistence.ts saves it): registering for an event and cancelling. Apart from
 * saved-on-device.ts, which is in the first view: only the registration code, loaded on demand,
 * uses this (docs/fast-paths.md).
 */
import { isNetworkError } from '../api/errors'
import { PERSIST_MAX_AGE_MS } from './saved-on-device'

/**
 * A queued mutation whose attempt got no answer goes on waiting (it pauses while the server is
 * down), five attempts at most in one visit. A registration sent while the server looked reachable
 * is not queued and not retried (`retry: false`, decision 0094): it fails with its message.
 */
export function shouldRetryQueuedMutation(failureCount: number, error: unknown): boolean {
  return failureCount < 5 && isNetworkError(error)
}

/**
 * Spread into mutation options: made while the server cannot be reached, the mutation waits for the
 * network (`networkMode: 'online'`), is saved on the device while it waits, and is sent when the
 * server answers again, even after a reload. Its variables carry `queued: true` when it was made so.
 */
export const queuedWhenUnreachable = {
  meta: { queuedWhenUnreachable: true },
  networkMode: 'online',
  retry: shouldRetryQueuedMutation,
  gcTime: PERSIST_MAX_AGE_MS,
} as const
