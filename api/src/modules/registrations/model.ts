import { t } from 'elysia'
import { Event } from '../events/model'
import { User } from '../users/model'

/** The event as a registration shows it: still there after the event was deleted. */
export const RegisteredEvent = t.Composite([Event, t.Object({ isDeleted: t.Boolean() })])

export const Registration = t.Object({
  _id: t.String(),
  event: RegisteredEvent,
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

/** Any string: a malformed id is an unknown event (404), checked before it reaches SQL. */
export const RegistrationParams = t.Object({ eventId: t.String() })
