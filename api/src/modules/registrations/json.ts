import { randomBytes } from 'node:crypto'
import type { EventRow, RegistrationRow } from '../../db/schema'
import { toEventJson } from '../events/json'
import type { Registration } from './model'

/** 256 random bits, base64url (43 characters): a ticket nobody can guess (docs/api.md#registrations). */
export const newTicket = (): string => randomBytes(32).toString('base64url')

/** A live registration as the student sees it; the ticket only while it holds a seat. */
export function toRegistrationJson(
  registration: RegistrationRow,
  event: EventRow,
  expAwarded: number,
  waitlistPosition: number | null,
): Registration {
  const registered = registration.status === 'registered'
  return {
    _id: registration.id,
    event: { ...toEventJson(event), isDeleted: event.deletedAt !== null },
    status: registered ? 'registered' : 'waitlisted',
    waitlistPosition: registered ? null : waitlistPosition,
    ticket: registered ? registration.ticket : null,
    checkedInAt: registration.checkedInAt?.toISOString() ?? null,
    expAwarded,
    createdAt: registration.createdAt.toISOString(),
  }
}
