/**
 * Registering: one SQL statement (one round trip, its own transaction; decisions 0002, 0103, 0140, 0143).
 *
 * - The event row is locked (FOR NO KEY UPDATE): registrations, unregistrations and edits of one
 *   event take turns on it, so the seat count read under the lock is the truth. Other events'
 *   registrations do not wait; a foreign-key check (FOR KEY SHARE) is not blocked by it.
 * - The registration is inserted only for a live, active, future event, as a seat while
 *   registered_count < capacity, else on the waitlist, with the next queue number; ON CONFLICT on
 *   the one-live-registration-per-user-and-event index decides a double click.
 * - The counters move in the same statement, and only when a row came back; so does the award
 *   (a seat, at an event that pays on registration) and users.exp.
 * - The row's checks (registered_count <= capacity; a waitlist only when full) make the database
 *   itself refuse anything else.
 *
 * Every table and column comes from schema.ts (name(), `${table}`), so a rename breaks the build
 * or reaches this SQL; the rows come back as row_to_json and are mapped by each column's own
 * mapFromDriverValue. It runs as a prepared statement (planned once per connection; decision
 * 0143). The tests beside it hold it to account: registrations, waitlist, unregister,
 * capacity-concurrency and the model-based waitlist.property.
 */
import { getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedStatement } from '../../db/prepared-statement'
import {
  type EventRow,
  events,
  expLedger,
  type RegistrationRow,
  registrations,
  type UserRow,
  users,
} from '../../db/schema'
import { literal, name, rowFromJson, rowsOf } from '../../db/sql-helpers'
import { pgErrorOf } from '../../lib/db-errors'
import { conflict, notFound, unprocessable } from '../../lib/errors'
import { isUuid, newId } from '../../lib/ids'
import { EVENT_NOT_FOUND } from '../events/json'
import { findUserById } from '../users/service'
import { newTicket, toRegistrationJson } from './json'
import {
  ALREADY_REGISTERED,
  ALREADY_WAITLISTED,
  EVENT_INACTIVE,
  EVENT_PAST,
  EXP_AT_MAXIMUM,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_USED,
  registeredMessage,
  USER_NOT_FOUND,
} from './messages'
import type { Registration } from './model'
import { myRegistrations } from './my-registrations'

const e = getTableColumns(events)
const r = getTableColumns(registrations)
const l = getTableColumns(expLedger)
const u = getTableColumns(users)

const value = (key: 'registration' | 'user' | 'event' | 'ticket' | 'now') => sql.placeholder(key)

const registerStatement = preparedStatement(
  'register_for_event',
  sql`
  with event as (
    select * from ${events} where ${e.id} = ${value('event')}::uuid for no key update
  ), open as (
    select event.*, (event.${name(e.capacity)} is null or event.${name(e.registeredCount)} < event.${name(e.capacity)}) as has_seat
    from event
    where event.${name(e.deletedAt)} is null and event.${name(e.isActive)} and event.${name(e.date)} > ${value('now')}::timestamptz
  ), registration as (
    -- created_at is the clock when the event's lock is held (not the transaction's start, which
    -- may precede a wait for the lock): registration times run in the queue's order (decision 0194).
    insert into ${registrations} (${name(r.id)}, ${name(r.userId)}, ${name(r.eventId)}, ${name(r.status)}, ${name(r.queueNumber)}, ${name(r.ticket)}, ${name(r.createdAt)})
    select ${value('registration')}::uuid, ${value('user')}::uuid, open.${name(e.id)},
      case when open.has_seat then ${literal('registered')} else ${literal('waitlisted')} end,
      open.${name(e.queueNumbersIssued)} + 1, ${value('ticket')}, clock_timestamp()
    from open
    on conflict (${name(r.userId)}, ${name(r.eventId)}) where ${name(r.status)} <> ${literal('cancelled')} do nothing
    returning *
  ), counted as (
    -- From the locked row (event), not the target's own columns: this statement's snapshot may
    -- predate the last writer that held the lock, and PostgreSQL checks the row's constraints on
    -- the values computed from that older version before it redoes them on the newest one. So
    -- every column the checks read is set from the locked row, capacity included (an admin's
    -- capacity change committed just before: old capacity 3 with new counts broke the check).
    update ${events} set
      ${name(e.capacity)} = event.${name(e.capacity)},
      ${name(e.registeredCount)} = event.${name(e.registeredCount)} + (registration.${name(r.status)} = ${literal('registered')})::int,
      ${name(e.waitlistCount)} = event.${name(e.waitlistCount)} + (registration.${name(r.status)} = ${literal('waitlisted')})::int,
      ${name(e.queueNumbersIssued)} = event.${name(e.queueNumbersIssued)} + 1,
      ${name(e.countsVersion)} = event.${name(e.countsVersion)} + 1
    from registration cross join event
    where ${e.id} = registration.${name(r.eventId)}
    returning ${events}.*
  ), award as (
    insert into ${expLedger} (${name(l.userId)}, ${name(l.amount)}, ${name(l.reason)}, ${name(l.eventId)}, ${name(l.registrationId)})
    select registration.${name(r.userId)}, event.${name(e.pointsAwarded)}, ${literal('event_registration')}, event.${name(e.id)}, registration.${name(r.id)}
    from registration cross join event
    where registration.${name(r.status)} = ${literal('registered')} and event.${name(e.expOn)} = ${literal('registration')}
    returning ${name(l.amount)}
  ), awarded as (
    update ${users} set ${name(u.exp)} = ${u.exp} + award.${name(l.amount)}
    from award
    where ${u.id} = ${value('user')}::uuid
    returning ${users}.*
  )
  select
    -- The event as it was only when nothing was written (to say why); else the counted row says all.
    (select row_to_json(event) from event where not exists (select from counted)) as event,
    (select row_to_json(counted) from counted) as counted,
    (select row_to_json(registration) from registration) as registration,
    (select ${name(l.amount)} from award) as award,
    coalesce(
      (select row_to_json(awarded) from awarded),
      (select row_to_json(me) from ${users} me where me.${name(u.id)} = ${value('user')}::uuid)
    ) as "user"`,
)

interface StatementRow {
  event: unknown
  counted: unknown
  registration: unknown
  award: number | string | null
  user: unknown
}

export interface RegisterResult {
  message: string
  registration: Registration
  user: UserRow
}

/**
 * `key`: the request's Idempotency-Key, a UUID the client made (decision 0183). It becomes the
 * registration's id, so a retry of a request whose answer was lost finds its own registration and
 * is answered with it, as the success it stands for; a registration made otherwise is still a 409.
 */
export async function registerForEvent(
  db: Db,
  userId: string,
  eventId: string,
  now = new Date(),
  key?: string,
): Promise<RegisterResult> {
  if (key !== undefined && !isUuid(key)) throw unprocessable(IDEMPOTENCY_KEY_INVALID)
  if (!isUuid(eventId)) throw notFound(EVENT_NOT_FOUND)
  const ids = { registration: key?.toLowerCase() ?? newId(), user: userId, event: eventId, ticket: newTicket() }
  let result: unknown
  try {
    result = await registerStatement(db, { ...ids, now: now.toISOString() })
  } catch (error) {
    const code = pgErrorOf(error)?.code
    // The user was deleted after the token was checked: registrations.user_id has nothing to refer to.
    if (code === '23503') throw notFound(USER_NOT_FOUND)
    // The key is the id of another registration (one since cancelled, or another event's).
    if (code === '23505') throw conflict(IDEMPOTENCY_KEY_USED)
    // users.exp is an integer: an award past 2^31 - 1 (only reachable through admin adjustments).
    if (code === '22003') throw unprocessable(EXP_AT_MAXIMUM)
    throw error
  }
  const [row] = rowsOf<StatementRow>(result)
  const event = rowFromJson<EventRow>(e, row?.event)
  const counted = rowFromJson<EventRow>(e, row?.counted)
  const registration = rowFromJson<RegistrationRow>(r, row?.registration)
  const user = rowFromJson<UserRow>(u, row?.user)
  if (registration && counted && user) {
    const expAwarded = row?.award === null || row?.award === undefined ? 0 : Number(row.award)
    // A new waitlisted registration is the last in the queue: its position is the waitlist's length.
    const position = registration.status === 'waitlisted' ? counted.waitlistCount : null
    return {
      message: registeredMessage(counted, registration.status, expAwarded, position),
      registration: toRegistrationJson(registration, counted, expAwarded, position),
      user,
    }
  }
  // Nothing was written: say why, in the order the statement checked.
  if (!event || event.deletedAt) throw notFound(EVENT_NOT_FOUND)
  if (!event.isActive) throw unprocessable(EVENT_INACTIVE)
  if (event.date.getTime() <= now.getTime()) throw unprocessable(EVENT_PAST)
  if (!registration) {
    const live = await liveRegistration(db, userId, eventId)
    if (live && live.id === ids.registration) return await answerAgain(db, userId, live.id)
    throw conflict(live?.status === 'waitlisted' ? ALREADY_WAITLISTED : ALREADY_REGISTERED)
  }
  throw new Error('registration written without its counters') // the statement cannot do this
}

/** The student's live registration for the event (the 409's reason, or a retry's own). */
async function liveRegistration(db: Db, userId: string, eventId: string) {
  const [row] = rowsOf<{ id: string; status: string }>(
    await db.execute(
      sql`select ${r.id} as id, ${r.status} as status from ${registrations}
          where ${r.userId} = ${userId}::uuid and ${r.eventId} = ${eventId}::uuid and ${r.status} <> ${literal('cancelled')}`,
    ),
  )
  return row
}

/**
 * A retried request whose registration exists: the answer it would have had, as things are now
 * (a waitlist place may have become a seat meanwhile, and the message says which).
 */
async function answerAgain(db: Db, userId: string, registrationId: string): Promise<RegisterResult> {
  const [list, user] = await Promise.all([myRegistrations(db, userId), findUserById(db, userId)])
  const registration = list.find((item) => item._id === registrationId)
  if (!registration || !user) throw notFound(USER_NOT_FOUND)
  const status = registration.status
  return {
    message: registeredMessage(registration.event, status, registration.expAwarded, registration.waitlistPosition),
    registration,
    user,
  }
}
