/**
 * Registration and its EXP award happen in one statement (so one transaction), exactly once per
 * user and event: the unique (user, event) index decides, `ON CONFLICT DO NOTHING RETURNING` tells
 * whether we won, and only then are the ledger row and users.exp written. See docs/decisions.
 */
import { type Column, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  type EventRow,
  events,
  expLedger,
  type RegistrationRow,
  registrations,
  type UserRow,
  users,
} from '../../db/schema'
import { pgErrorOf } from '../../lib/db-errors'
import { conflict, notFound, unprocessable } from '../../lib/errors'
import { isUuid, newId } from '../../lib/ids'
import { EVENT_NOT_FOUND, toEventJson } from '../events/service'
import type { Registration } from './model'

export const REGISTERED = 'Successfully registered for the event! EXP awarded.'
export const ALREADY_REGISTERED = 'You are already registered for this event'
export const EVENT_INACTIVE = 'This event is not open for registration'
export const EVENT_PAST = 'This event has already taken place'

function toRegistrationJson(registration: RegistrationRow, event: EventRow, expAwarded: number): Registration {
  return {
    _id: registration.id,
    event: { ...toEventJson(event), isDeleted: event.deletedAt !== null },
    expAwarded,
    createdAt: registration.createdAt.toISOString(),
  }
}

type Columns = Record<string, Column>

/** A row as `row_to_json` wrote it (column names, JSON values), in drizzle's shape (keys, Dates). */
function rowFromJson<T>(columns: Columns, json: unknown): T | null {
  if (json === null || json === undefined) return null
  const values = (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>
  const row: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(columns)) {
    const value = values[column.name]
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return row as T
}

const eventColumns = getTableColumns(events) as Columns
const registrationColumns = getTableColumns(registrations) as Columns
const userColumns = getTableColumns(users) as Columns

/**
 * One statement, so one round trip and its own transaction: the event is read FOR SHARE (a
 * concurrent delete or deactivation waits until this registration is settled); the registration
 * is inserted only for a live, active, future event, and ON CONFLICT DO NOTHING lets the unique
 * (user, event) index decide who wins; the ledger row and the EXP update happen only when a
 * registration row came back. Foreign keys are checked at the end of the statement, when the
 * registration row exists. Decision 0002 (exactly once), 0103 (one statement).
 */
const registerStatement = (registrationId: string, userId: string, eventId: string, now: Date) => sql`
  with event as (
    select * from events where id = ${eventId}::uuid for share
  ), registration as (
    insert into registrations (id, user_id, event_id)
    select ${registrationId}::uuid, ${userId}::uuid, event.id from event
    where event.deleted_at is null and event.is_active and event.date > ${now.toISOString()}::timestamptz
    on conflict (user_id, event_id) do nothing
    returning *
  ), ledger as (
    insert into exp_ledger (user_id, amount, reason, event_id, registration_id)
    select registration.user_id, event.points_awarded, 'event_registration', event.id, registration.id
    from registration cross join event
  ), awarded as (
    update users set exp = users.exp + event.points_awarded
    from registration cross join event
    where users.id = registration.user_id
    returning users.*
  )
  select
    (select row_to_json(event) from event) as event,
    (select row_to_json(registration) from registration) as registration,
    (select row_to_json(awarded) from awarded) as awarded`

export async function registerForEvent(
  db: Db,
  userId: string,
  eventId: string,
  now = new Date(),
): Promise<{ registration: Registration; user: UserRow }> {
  if (!isUuid(eventId)) throw notFound(EVENT_NOT_FOUND)
  let result: unknown
  try {
    result = await db.execute(registerStatement(newId(), userId, eventId, now))
  } catch (error) {
    // The user was deleted after the token was checked: registrations.user_id has nothing to refer to.
    if (pgErrorOf(error)?.code === '23503') throw notFound('User not found')
    throw error
  }
  const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    event: unknown
    registration: unknown
    awarded: unknown
  }[]
  const event = rowFromJson<EventRow>(eventColumns, row?.event)
  const registration = rowFromJson<RegistrationRow>(registrationColumns, row?.registration)
  const user = rowFromJson<UserRow>(userColumns, row?.awarded)
  if (registration && event && user)
    return { registration: toRegistrationJson(registration, event, event.pointsAwarded), user }
  // Nothing was written: say why, in the order the statement checked.
  if (!event || event.deletedAt) throw notFound(EVENT_NOT_FOUND)
  if (!event.isActive) throw unprocessable(EVENT_INACTIVE)
  if (event.date.getTime() <= now.getTime()) throw unprocessable(EVENT_PAST)
  if (!registration) throw conflict(ALREADY_REGISTERED)
  throw new Error('registration written without its EXP award') // the statement cannot do this
}

/** The user's registrations, deleted events included (history stays), newest event first. */
export async function myRegistrations(db: Db, userId: string): Promise<Registration[]> {
  const rows = await db
    .select({
      registration: registrations,
      event: events,
      expAwarded: sql<number>`coalesce(${expLedger.amount}, 0)`.mapWith(Number),
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .leftJoin(expLedger, eq(expLedger.registrationId, registrations.id))
    .where(eq(registrations.userId, userId))
    .orderBy(desc(events.date), desc(registrations.createdAt))
  return rows.map((row) => toRegistrationJson(row.registration, row.event, row.expAwarded))
}
