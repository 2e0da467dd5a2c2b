/**
 * Checking a student in (docs/api.md#check-in, decisions 0150-0151): by an admin's scan (a ticket
 * or a student's id, with a nonce and the time of an offline scan) or by the student with the
 * code on the screen. One read judges the request (lookup.ts); a refused one writes nothing.
 * One statement writes it (record.ts).
 */
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../lib/db-errors'
import { notFound, unprocessable } from '../../lib/errors'
import { isUuid } from '../../lib/ids'
import { checkInWindow, lastUploadAt, windowState } from '../../shared/check-in-window'
import { SCANNED_AT_MAX_AHEAD_MS } from '../../shared/constants'
import { type AnswerContext, answerFor, answerFrom, type CheckInAnswer } from './answer'
import { codeAccepted, countCodeAttempt } from './code-throttle'
import { lookUpScan, type ScanRow, type ScanTarget } from './lookup'
import {
  CODE_WRONG,
  closed,
  EVENT_NOT_FOUND,
  NONCE_REUSED,
  NOT_REGISTERED_SELF,
  NOT_REGISTERED_USER,
  notOpenYet,
  ONE_TARGET,
  otherEvent,
  scannedAtAhead,
  TICKET_CANCELLED,
  TICKET_UNKNOWN,
  tooLateUpload,
  waitlisted,
} from './messages'
import { NONCE_KEY, recordCheckIn, type StoredAnswer } from './record'

export interface CheckInRequestInput {
  eventId: string
  ticket?: string
  userId?: string
  nonce?: string
  scannedAt?: string
  /** The student's own check-in: true when the code they typed is the one on the screen now. */
  codeMatches?: (eventId: string) => boolean
}

type Context = Omit<AnswerContext, 'self'>

export async function checkIn(
  db: Db,
  context: Context,
  input: CheckInRequestInput,
  now = new Date(),
): Promise<CheckInAnswer> {
  const self = input.codeMatches !== undefined
  const answerContext = { ...context, self }
  if ((input.ticket === undefined) === (input.userId === undefined)) throw unprocessable(ONE_TARGET)
  const target: ScanTarget = input.ticket !== undefined ? { ticket: input.ticket } : { userId: input.userId! }
  const at = input.scannedAt === undefined ? now : new Date(input.scannedAt)
  if (at.getTime() - now.getTime() > SCANNED_AT_MAX_AHEAD_MS)
    throw unprocessable(scannedAtAhead(SCANNED_AT_MAX_AHEAD_MS / 60_000))
  if (!isUuid(input.eventId)) throw notFound(EVENT_NOT_FOUND)
  if ('userId' in target && !isUuid(target.userId)) throw notFound(self ? NOT_REGISTERED_SELF : NOT_REGISTERED_USER)

  const nonce = input.nonce ?? null
  const request = 'ticket' in target ? `ticket:${target.ticket}` : `user:${target.userId.toLowerCase()}`
  const row = await lookUpScan(db, input.eventId, target, nonce ?? '')
  if (!row || row.event.deletedAt) throw notFound(EVENT_NOT_FOUND)
  if (row.earlier) return repeated(row.earlier, request, answerContext)

  const registration = judge(row, input, self)
  const window = checkInWindow(row.event)
  const state = windowState(window, at)
  if (state === 'before') throw unprocessable(notOpenYet(window.opens, context.timeZone))
  if (state === 'after') throw unprocessable(closed(window.closes, context.timeZone))
  if (now.getTime() > lastUploadAt(window).getTime())
    throw unprocessable(tooLateUpload(window.closes, context.timeZone))
  if (input.codeMatches) {
    // Counted before it is checked (decision 0195); only a registered student in the window gets here.
    await countCodeAttempt(db, input.userId!, row.event.id)
    if (!input.codeMatches(input.eventId)) throw unprocessable(CODE_WRONG)
    await codeAccepted(db, input.userId!, row.event.id)
  }

  // Already in, and no nonce to remember: the answer needs no write at all.
  if (registration.checkedInAt && nonce === null && row.user)
    return answerFor(row.user, registration.checkedInAt, 200, 0, answerContext)
  let stored: StoredAnswer | null
  try {
    stored = await recordCheckIn(db, { registrationId: registration.id, at, nonce, request })
  } catch (error) {
    if (nonce === null || !isUniqueViolation(error, NONCE_KEY)) throw error
    // Another request with this nonce answered first (ours was undone as a whole): its answer.
    const again = await lookUpScan(db, input.eventId, target, nonce)
    if (!again?.earlier) throw error
    return repeated(again.earlier, request, answerContext)
  }
  // The seat went between the read and the write (the student unregistered meanwhile).
  if (!stored) throw notFound(self ? NOT_REGISTERED_SELF : TICKET_CANCELLED)
  return answerFrom(stored, answerContext)
}

/** The nonce was used before: the same answer for the same request, else a refusal. */
function repeated(earlier: { request: string; answer: unknown }, request: string, context: AnswerContext) {
  if (earlier.request !== request) throw unprocessable(NONCE_REUSED)
  return answerFrom(earlier.answer as StoredAnswer, context)
}

/** The registration this request may check in, or the reason it may not (nothing written). */
function judge(row: ScanRow, input: CheckInRequestInput, self: boolean) {
  const { registration } = row
  if (!registration)
    throw notFound(input.ticket !== undefined ? TICKET_UNKNOWN : self ? NOT_REGISTERED_SELF : NOT_REGISTERED_USER)
  if (registration.status === 'cancelled') throw notFound(TICKET_CANCELLED)
  if (registration.eventId !== row.event.id) throw unprocessable(otherEvent(row.ticketEvent?.name ?? 'another event'))
  if (registration.status === 'waitlisted')
    throw unprocessable(waitlisted(row.user?.username ?? 'This student', row.position, self))
  return registration
}
