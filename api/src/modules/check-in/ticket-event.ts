/**
 * Which event a typed short code belongs to (docs/api.md#check-in): the scanner judges from its
 * own event's list, so a code missing from it may be another event's ticket, which only the
 * server knows. Live registrations only (a cancelled ticket is unknown, as at check-in).
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { events, registrations } from '../../db/schema'
import { conflict, notFound, unprocessable } from '../../lib/errors'
import { TICKET_SHORT_CODE_LENGTH } from '../../shared/constants'
import { findLiveEvent } from '../events/service'
import { CODE_TOO_SHORT, SEVERAL_EVENTS, TICKET_UNKNOWN } from './messages'
import type { TicketEvent } from './model'

/** A ticket's letters and digits, upper case: what the short code is cut from (web/src/lib/ticket-code.ts). */
const ticketKey = sql<string>`upper(regexp_replace(${registrations.ticket}, '[^A-Za-z0-9]', '', 'g'))`

/** `code` as typed (any case, dashes and spaces ignored), looked up from the door of `eventId`. */
export async function ticketEventOf(db: Db, eventId: string, code: string): Promise<TicketEvent> {
  await findLiveEvent(db, eventId)
  const typed = code.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
  if (typed.length < TICKET_SHORT_CODE_LENGTH) throw unprocessable(CODE_TOO_SHORT)
  // Letters and digits only, so nothing in it means anything to LIKE. Admins type a code now and
  // then: a pass over the registrations is cheaper than an index every registration pays for.
  const rows = await db
    .selectDistinct({ _id: events.id, name: events.name })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(and(ne(registrations.status, 'cancelled'), sql`${ticketKey} like ${`${typed}%`}`))
    .limit(2)
  if (rows.length === 0) throw notFound(TICKET_UNKNOWN)
  if (rows.length > 1) throw conflict(SEVERAL_EVENTS)
  return { event: rows[0]! }
}
