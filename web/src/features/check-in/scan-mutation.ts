/**
 * A scan on its way to the server: one options object, used by the scanner and registered by
 * main.tsx as the mutation defaults of its key, so scans queued offline and restored after a
 * reload are sent when the server answers again, on whatever page the admin is (docs/offline.md).
 * Small on purpose (main.tsx imports it): the request and what follows load on first use.
 */
import { mutationOptions } from '@tanstack/react-query'
import { ApiError, isNetworkError } from '../../api/errors'
import { mutationKeys } from '../../api/query-keys'
import { queuedWhenUnreachable } from '../../pwa/queued-when-unreachable'
import type { ScanOutcome } from './scan-request'

export interface ScanVariables {
  eventId: string
  /** Exactly one of the two: what was scanned or typed, or the student found by name. */
  ticket?: string
  userId?: string
  /** The scan's own idempotency key (docs/api.md#check-in): resent as often as needed, counted once. */
  nonce: string
  /** When the admin scanned: the server counts the check-in at this time. */
  scannedAt: string
  /** Who the scanner took it for, to say so if the server disagrees. */
  student: { userId: string; username: string }
  /** Always: a scan is saved on the device until the server has answered it (shouldPersistMutation). */
  queued: true
}

const scanning = () => import('./scan-request')

/** A scan waits through any number of failed attempts: only an answer from the server ends it. */
export const shouldRetryScan = (_failures: number, error: unknown) =>
  isNetworkError(error) || (error instanceof ApiError && error.status >= 500)

export const scanMutation = mutationOptions<ScanOutcome, Error, ScanVariables>({
  mutationKey: mutationKeys.checkIn,
  mutationFn: async (variables) => (await scanning()).sendScan(variables),
  onSuccess: async (outcome, variables, _onMutate, { client }) =>
    (await scanning()).scanAnswered(client, variables, outcome),
  ...queuedWhenUnreachable,
  retry: shouldRetryScan,
})
