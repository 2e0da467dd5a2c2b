/**
 * What a scan does once it leaves the scanner (the QueuedHandlers of scan-mutation.ts): the
 * request, and what the device learns from the answer. Loaded on first use.
 */
import type { QueryClient } from '@tanstack/react-query'
import { putAnswer, readAgain } from '../../api/after-write'
import { api } from '../../api/client'
import { ApiError, failureOf } from '../../api/errors'
import { queryKeys } from '../../api/query-keys'
import type { QueuedHandlers } from '../../pwa/queued-mutation'
import type { Attendee } from './queries'
import { reportScanProblem } from './scan-problems'
import type { ScanOutcome, ScanVariables } from './scan-types'

/**
 * POST /api/events/:id/check-ins with the scan's nonce and time. A refusal (404, 422…) is an
 * answer, not a failure: it is reported, not retried. No answer, or a server in trouble (5xx),
 * throws, and the scan waits (shouldRetryScan).
 */
export async function sendScan(variables: ScanVariables): Promise<ScanOutcome> {
  const target = variables.ticket !== undefined ? { ticket: variables.ticket } : { userId: variables.userId! }
  const result = await api
    .events({ id: variables.eventId })
    ['check-ins'].post({ ...target, nonce: variables.nonce, scannedAt: variables.scannedAt })
  const failure = failureOf(result)
  if (failure) {
    if (!(failure instanceof ApiError) || failure.status >= 500) throw failure
    return { kind: 'refused', status: failure.status, message: failure.message }
  }
  const answer = result.data!
  return answer.alreadyCheckedIn
    ? { kind: 'already', checkedInAt: answer.checkIn.checkedInAt, message: answer.message }
    : {
        kind: 'checked-in',
        checkedInAt: answer.checkIn.checkedInAt,
        expAwarded: answer.expAwarded,
        message: answer.message,
      }
}

/**
 * The answer in the device's copy of the list (the student is checked in at the server's time);
 * and where it differs from what the scanner showed (checked in), a problem for the admin to see.
 */
export function scanAnswered(queryClient: QueryClient, variables: ScanVariables, outcome: ScanOutcome) {
  const { eventId, student } = variables
  if (outcome.kind !== 'refused')
    putAnswer<Attendee[]>(queryClient, queryKeys.attendees(eventId), (list) =>
      list?.map((attendee) =>
        attendee.userId === student.userId && !attendee.checkedInAt
          ? { ...attendee, checkedInAt: outcome.checkedInAt }
          : attendee,
      ),
    )
  if (outcome.kind === 'checked-in') return
  reportScanProblem(eventId, {
    nonce: variables.nonce,
    username: student.username,
    scannedAt: variables.scannedAt,
    kind: outcome.kind,
    message:
      outcome.kind === 'already'
        ? `Checked in elsewhere first: ${outcome.message} Counted once.`
        : `The server did not check ${student.username} in: ${outcome.message}`,
  })
  if (outcome.kind === 'refused') return readAgain(queryClient, queryKeys.attendees(eventId))
}

export const scan: QueuedHandlers<ScanOutcome, ScanVariables> = {
  send: sendScan,
  succeeded: (queryClient, outcome, variables) => scanAnswered(queryClient, variables, outcome),
}
