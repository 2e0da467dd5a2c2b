import { t } from 'elysia'
import { Event } from '../events/model'
import { User } from '../users/model'

/** The event as a registration shows it: still there after the event was deleted. */
export const RegisteredEvent = t.Composite([Event, t.Object({ isDeleted: t.Boolean() })])

/** A live registration (cancelled ones are history and never shown). docs/api.md#registrations */
export const Registration = t.Object({
  _id: t.String(),
  event: RegisteredEvent,
  status: t.Union([t.Literal('registered'), t.Literal('waitlisted')]),
  /** 1, 2, … while waitlisted (no gaps), else null. */
  waitlistPosition: t.Union([t.Integer({ minimum: 1 }), t.Null()]),
  /** The ticket shown at the door while registered; null while waitlisted. */
  ticket: t.Union([t.String(), t.Null()]),
  checkedInAt: t.Union([t.String({ format: 'date-time' }), t.Null()]),
  /** EXP this registration earned (from the ledger). */
  expAwarded: t.Integer(),
  createdAt: t.String({ format: 'date-time' }),
})
export type Registration = typeof Registration.static

export const RegistrationResult = t.Object({
  message: t.String(),
  registration: Registration,
  user: User,
})

export const UnregistrationResult = t.Object({ message: t.String(), user: User })

/** Any string: a malformed id is an unknown event (404), checked before it reaches SQL. */
export const RegistrationParams = t.Object({ eventId: t.String() })
