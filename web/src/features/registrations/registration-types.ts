/**
 * The types the registration files share, at the bottom of the feature: this file imports none of
 * them, so none imports another back (decision 0180).
 */
import type { api } from '../../api/client'
import type { QueuedVariables } from '../../pwa/queued-mutation'
import type { RegistrationJson } from './queries'

/** What a change to a registration is: a new one, or cancelling (a seat or a waitlist place). */
export type RegistrationChange = 'register' | 'cancel'

export interface RegisterVariables extends QueuedVariables {
  eventId: string
  /**
   * The request's idempotency key (a UUID made at the tap, saved with a queued one): a retry of a
   * registration whose answer was lost is answered with that registration, as a success
   * (docs/api.md#registrations, decision 0183). Absent on one queued by an older version.
   */
  key?: string
}

/**
 * The answer: the server's `message` (what the student reads), the user with their EXP (null when
 * a queued registration found the student already registered), and the registration it made.
 */
export interface RegistrationResult {
  message: string
  user: NonNullable<Awaited<ReturnType<typeof api.user.profile.get>>['data']> | null
  registration: RegistrationJson | null
}
