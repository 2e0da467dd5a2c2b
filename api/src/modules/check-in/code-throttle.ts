/**
 * Self check-in codes tried per student and event (docs/api.md#check-in, decision 0195), counted
 * in the database like login attempts (decision 0111): each attempt is counted before its code is
 * checked, in one statement, so a flood gets at most CHECK_IN_CODE_ATTEMPTS checks in the window
 * whatever the concurrency and however many API processes share the database. The right code
 * clears the count (a student who mistyped twice starts afresh next time).
 */
import type { Db } from '../../db/client'
import { tooManyRequests } from '../../lib/errors'
import { clear, hit } from '../../lib/rate-limit'
import { CHECK_IN_CODE_ATTEMPTS, CHECK_IN_CODE_WINDOW_MINUTES } from '../../shared/constants'
import { tooManyCodes } from './messages'

// A JSON array: no id can make one student's key another's.
const codeKey = (userId: string, eventId: string) =>
  `check-in-code:${JSON.stringify([userId.toLowerCase(), eventId.toLowerCase()])}`

/** Counts this attempt; 429 (its code never checked) when it is over the limit. */
export async function countCodeAttempt(db: Db, userId: string, eventId: string): Promise<void> {
  const [attempt] = await hit(db, [
    { key: codeKey(userId, eventId), max: CHECK_IN_CODE_ATTEMPTS, windowSeconds: CHECK_IN_CODE_WINDOW_MINUTES * 60 },
  ])
  if (attempt && !attempt.allowed) throw tooManyRequests(tooManyCodes(attempt.retryAfter), attempt.retryAfter)
}

/** The right code: the student's count for this event is forgotten. */
export async function codeAccepted(db: Db, userId: string, eventId: string): Promise<void> {
  await clear(db, [codeKey(userId, eventId)])
}
