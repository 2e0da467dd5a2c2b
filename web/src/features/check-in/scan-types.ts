/**
 * The types of a scan on its way to the server, at the bottom of the feature: imported by the
 * scan's options and its request, importing neither (decision 0180).
 */
import type { QueuedVariables } from '../../pwa/queued-mutation'

export interface ScanVariables extends QueuedVariables {
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

export type ScanOutcome =
  | { kind: 'checked-in'; checkedInAt: string; expAwarded: number; message: string }
  | { kind: 'already'; checkedInAt: string; message: string }
  | { kind: 'refused'; status: number; message: string }

/** What the server answers about a ticket code: its event, none, several events', or no answer. */
export type ServerTicket = { eventId: string; eventName: string } | 'none' | 'several' | 'no-answer'
