import { t } from 'elysia'
import { Nullable } from '../../lib/schema'
import { CHECK_IN_CODE_LENGTH, CHECK_IN_NONCE_MAX_LENGTH, TICKET_MAX_LENGTH } from '../../shared/constants'
import { User } from '../users/model'

export const EventParams = t.Object({ id: t.String() })
export const RegistrationEventParams = t.Object({ eventId: t.String() })

/** A scan (docs/api.md#check-in): a ticket or a student's id, its nonce, and when it was made. */
export const CheckInRequest = t.Object({
  ticket: t.Optional(
    t.String({
      minLength: 1,
      maxLength: TICKET_MAX_LENGTH,
      error: `ticket must be the text of the ticket's QR code (at most ${TICKET_MAX_LENGTH} characters)`,
    }),
  ),
  userId: t.Optional(t.String({ maxLength: 100, error: "userId must be a student's _id" })),
  nonce: t.Optional(
    t.String({
      minLength: 1,
      maxLength: CHECK_IN_NONCE_MAX_LENGTH,
      pattern: '^[\\x21-\\x7E]+$',
      error: `nonce must be 1 to ${CHECK_IN_NONCE_MAX_LENGTH} printable characters without spaces (a random UUID is ideal)`,
    }),
  ),
  scannedAt: t.Optional(
    t.String({
      format: 'date-time',
      error: 'scannedAt must be a date and time in ISO 8601, e.g. 2026-03-03T18:30:00Z',
    }),
  ),
})
export type CheckInRequest = typeof CheckInRequest.static

export const SelfCheckInRequest = t.Object({
  code: t.String({
    maxLength: 40,
    error: `code must be the ${CHECK_IN_CODE_LENGTH} characters shown on the screen at the venue`,
  }),
})

export const CheckIn = t.Object({
  userId: t.String(),
  username: t.String(),
  checkedInAt: t.String({ format: 'date-time' }),
})

export const CheckInResult = t.Object({
  message: t.String(),
  /** false the first time (201), true when the student was checked in before (200). */
  alreadyCheckedIn: t.Boolean(),
  checkIn: CheckIn,
  /** EXP this check-in added (only the first check-in at an event with expOn "attendance"). */
  expAwarded: t.Integer(),
  /** The checked-in student, after any award. */
  user: User,
})
export type CheckInResult = typeof CheckInResult.static

/** One live registration as the attendee list and the scanner see it. */
export const Attendee = t.Object({
  userId: t.String(),
  username: t.String(),
  email: t.String(),
  status: t.Union([t.Literal('registered'), t.Literal('waitlisted')]),
  waitlistPosition: Nullable(t.Integer({ minimum: 1 })),
  /** The ticket the student's QR code carries (waitlisted ones too: it works once they get a seat). */
  ticket: t.String(),
  checkedInAt: Nullable(t.String({ format: 'date-time' })),
  registeredAt: t.String({ format: 'date-time' }),
})
export type Attendee = typeof Attendee.static

export const TicketCodeParams = t.Object({
  id: t.String(),
  code: t.String({
    maxLength: TICKET_MAX_LENGTH,
    error: `code must be the characters under a ticket's QR code (at most ${TICKET_MAX_LENGTH})`,
  }),
})

/** The event a typed ticket code belongs to (it may be the scanner's own, newer than its list). */
export const TicketEvent = t.Object({
  event: t.Object({ _id: t.String(), name: t.String() }),
})
export type TicketEvent = typeof TicketEvent.static

export const CheckInCode = t.Object({
  code: t.String(),
  /** When this code stops being shown (it is still accepted for one period more). */
  expiresAt: t.String({ format: 'date-time' }),
})
