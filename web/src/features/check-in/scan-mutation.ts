/**
 * A scan on its way to the server: a queued mutation (pwa/queued-mutation.ts), used by the scanner
 * and registered by main.tsx as the default of its key, so scans queued offline and restored after
 * a reload are sent when the server answers again, on whatever page the admin is (docs/offline.md).
 * Small on purpose (main.tsx imports it): the request and what follows load on first use.
 */
import { ApiError, isNetworkError } from '../../api/errors'
import { mutationKeys } from '../../api/query-keys'
import { queuedMutation } from '../../pwa/queued-mutation'

/** A scan waits through any number of failed attempts: only an answer from the server ends it. */
export const shouldRetryScan = (_failures: number, error: unknown) =>
  isNetworkError(error) || (error instanceof ApiError && error.status >= 500)

export const scanMutation = queuedMutation({
  mutationKey: mutationKeys.checkIn,
  kind: 'scan',
  load: () => import('./scan-request').then((module) => module.scan),
  retry: shouldRetryScan,
})
