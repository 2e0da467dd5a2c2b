/**
 * The first half of a scan: one read of everything a check-in is judged on (the event, the
 * registration the ticket or student id points to, the event that registration is for, the
 * student, and what an earlier request with this nonce was told). Prepared per database: a door
 * with hundreds of students a minute runs it once per scan (decision 0150).
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { checkInNonces, events, registrations, users } from '../../db/schema'
import { waitlistPosition } from '../registrations/my-registrations'

const ticketEvent = alias(events, 'ticket_event')
const value = (name: 'event' | 'ticket' | 'user' | 'nonce') => sql.placeholder(name)

function build(db: Db, by: 'ticket' | 'user') {
  const registration =
    by === 'ticket'
      ? eq(registrations.ticket, value('ticket'))
      : and(
          eq(registrations.userId, value('user')),
          eq(registrations.eventId, events.id),
          ne(registrations.status, 'cancelled'),
        )
  return db
    .select({
      event: events,
      registration: registrations,
      position: waitlistPosition,
      ticketEvent: { id: ticketEvent.id, name: ticketEvent.name },
      user: users,
      earlier: { request: checkInNonces.request, answer: checkInNonces.answer },
    })
    .from(events)
    .leftJoin(registrations, registration)
    .leftJoin(ticketEvent, eq(ticketEvent.id, registrations.eventId))
    .leftJoin(users, eq(users.id, registrations.userId))
    .leftJoin(checkInNonces, and(eq(checkInNonces.eventId, events.id), eq(checkInNonces.nonce, value('nonce'))))
    .where(eq(events.id, value('event')))
    .prepare(`check_in_lookup_by_${by}`)
}

type Prepared = ReturnType<typeof build>
const prepared = new WeakMap<Db, Record<'ticket' | 'user', Prepared>>()

export type ScanTarget = { ticket: string } | { userId: string }

/** The row for this scan; undefined when the event does not exist. `nonce` '' when none was sent. */
export async function lookUpScan(db: Db, eventId: string, target: ScanTarget, nonce: string) {
  let statements = prepared.get(db)
  if (!statements) {
    statements = { ticket: build(db, 'ticket'), user: build(db, 'user') }
    prepared.set(db, statements)
  }
  const rows =
    'ticket' in target
      ? await statements.ticket.execute({ event: eventId, ticket: target.ticket, user: null, nonce })
      : await statements.user.execute({ event: eventId, ticket: null, user: target.userId, nonce })
  return rows[0]
}

export type ScanRow = NonNullable<Awaited<ReturnType<typeof lookUpScan>>>
