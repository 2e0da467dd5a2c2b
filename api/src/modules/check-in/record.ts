/**
 * The second half of a scan: one SQL statement that writes the check-in (decision 0150).
 *
 * - The registration row is locked (FOR NO KEY UPDATE) and must still be a seat: a cancellation
 *   that got there first leaves nothing to lock, and one that comes later waits and then sees the
 *   check-in (it refuses to cancel a checked-in seat). No event lock: checking in moves no seat,
 *   so scans at one door run side by side, each waiting only for scans of the same ticket.
 * - `checked_in_at` is set only while it is null; a scan that waited on another scan of the same
 *   ticket sees that one's row (the lock returns the newest version) and answers "already".
 * - At an event with expOn "attendance" the first check-in pays the event's points as one
 *   `attendance` entry; the ledger's one-award-per-registration index makes a second award
 *   impossible (ON CONFLICT DO NOTHING covers a registration already paid on registering).
 *   The student's row is locked and the amount computed from it, so the entry is what was added
 *   (up to the EXP maximum).
 * - With a nonce, the answer is stored under (event, nonce) in the same statement. A concurrent
 *   request with the same nonce fails on that key instead, and its whole statement (check-in and
 *   award included) is undone: it then reads the stored answer (check-in.ts).
 *
 * Every table and column comes from schema.ts. It runs as a prepared statement.
 */
import { getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedStatement } from '../../db/prepared-statement'
import { checkInNonces, events, expLedger, registrations, users } from '../../db/schema'
import { literal, name, oneOf, rowsOf } from '../../db/sql-helpers'
import { EXP_AWARD_REASONS, EXP_MAX } from '../../shared/constants'

const r = getTableColumns(registrations)
const e = getTableColumns(events)
const u = getTableColumns(users)
const l = getTableColumns(expLedger)
const n = getTableColumns(checkInNonces)

const value = (key: 'registration' | 'at' | 'nonce' | 'request') => sql.placeholder(key)
const MAX = sql.raw(String(EXP_MAX))

const recordStatement = preparedStatement(
  'record_check_in',
  sql`
  with locked as (
    select * from ${registrations}
    where ${r.id} = ${value('registration')}::uuid and ${r.status} = ${literal('registered')}
    for no key update
  ), event as (
    select ${e.pointsAwarded} as points, ${e.expOn} as exp_on from ${events}
    where ${e.id} = (select locked.${name(r.eventId)} from locked)
  ), member as (
    select * from ${users} where ${u.id} = (select locked.${name(r.userId)} from locked)
    for no key update
  ), checked as (
    update ${registrations} set ${name(r.checkedInAt)} = ${value('at')}::timestamptz
    from locked
    where ${r.id} = locked.${name(r.id)} and locked.${name(r.checkedInAt)} is null
    returning ${registrations}.*
  ), award as (
    insert into ${expLedger} (${name(l.userId)}, ${name(l.amount)}, ${name(l.reason)}, ${name(l.eventId)}, ${name(l.registrationId)})
    select checked.${name(r.userId)}, least(event.points, ${MAX} - member.${name(u.exp)}), ${literal('attendance')},
      checked.${name(r.eventId)}, checked.${name(r.id)}
    from checked cross join event cross join member
    where event.exp_on = ${literal('attendance')} and member.${name(u.exp)} < ${MAX}
    on conflict (${name(l.registrationId)}) where ${oneOf(sql`${name(l.reason)}`, EXP_AWARD_REASONS)} do nothing
    returning ${name(l.amount)}
  ), awarded as (
    update ${users} set ${name(u.exp)} = member.${name(u.exp)} + award.${name(l.amount)}
    from award cross join member
    where ${u.id} = member.${name(u.id)}
    returning ${users}.*
  ), answer as (
    select json_build_object(
      'status', case when exists (select from checked) then 201 else 200 end,
      'checkedInAt', coalesce((select checked.${name(r.checkedInAt)} from checked), locked.${name(r.checkedInAt)}),
      'expAwarded', coalesce((select award.${name(l.amount)} from award), 0),
      'user', coalesce((select row_to_json(awarded) from awarded), (select row_to_json(member) from member))
    ) as body
    from locked
  ), remembered as (
    insert into ${checkInNonces} (${name(n.eventId)}, ${name(n.nonce)}, ${name(n.request)}, ${name(n.registrationId)}, ${name(n.answer)})
    select locked.${name(r.eventId)}, ${value('nonce')}::text, ${value('request')}::text, locked.${name(r.id)}, answer.body::jsonb
    from locked cross join answer
    where ${value('nonce')}::text is not null
  )
  select (select body from answer) as answer`,
)

/** What a check-in was told, as stored with its nonce: enough to give the same answer again. */
export interface StoredAnswer {
  status: 200 | 201
  checkedInAt: string
  expAwarded: number
  /** The users row as row_to_json wrote it (column names). */
  user: Record<string, unknown>
}

export const NONCE_KEY = 'check_in_nonces_event_id_nonce_pk'

/**
 * Checks the registration in (or finds it checked in) and returns the answer; null when it is no
 * longer a seat. Throws a unique violation on NONCE_KEY when another request holds the nonce.
 */
export async function recordCheckIn(
  db: Db,
  input: { registrationId: string; at: Date; nonce: string | null; request: string },
): Promise<StoredAnswer | null> {
  const result = await recordStatement(db, {
    registration: input.registrationId,
    at: input.at.toISOString(),
    nonce: input.nonce,
    request: input.request,
  })
  const [row] = rowsOf<{ answer: unknown }>(result)
  const answer = row?.answer
  if (answer === null || answer === undefined) return null
  return (typeof answer === 'string' ? JSON.parse(answer) : answer) as StoredAnswer
}
