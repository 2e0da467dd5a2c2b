/**
 * A check-in's answer as the client reads it, built from what was stored with the nonce (or what
 * the statement just returned): the same input gives the same body, so a repeated nonce hears
 * exactly what the first request heard.
 */
import { getTableColumns } from 'drizzle-orm'
import { type UserRow, users } from '../../db/schema'
import { rowFromJson } from '../../db/sql-helpers'
import { toUserJson } from '../users/service'
import { alreadyCheckedIn, checkedInMessage } from './messages'
import type { CheckInResult } from './model'
import type { StoredAnswer } from './record'

export interface AnswerContext {
  timeZone: string
  adminEmails: ReadonlySet<string>
  /** The student checking themselves in (the messages say "you"). */
  self: boolean
}

export interface CheckInAnswer {
  status: 200 | 201
  body: CheckInResult
}

const u = getTableColumns(users)

export function answerFrom(stored: StoredAnswer, context: AnswerContext): CheckInAnswer {
  const user = rowFromJson<UserRow>(u, stored.user)
  if (!user) throw new Error('a stored check-in answer without its user')
  return answerFor(user, new Date(stored.checkedInAt), stored.status, stored.expAwarded, context)
}

export function answerFor(
  user: UserRow,
  checkedInAt: Date,
  status: 200 | 201,
  expAwarded: number,
  { timeZone, adminEmails, self }: AnswerContext,
): CheckInAnswer {
  const first = status === 201
  return {
    status,
    body: {
      message: first
        ? checkedInMessage(user.username, expAwarded, self)
        : alreadyCheckedIn(user.username, checkedInAt, timeZone, self),
      alreadyCheckedIn: !first,
      checkIn: { userId: user.id, username: user.username, checkedInAt: checkedInAt.toISOString() },
      expAwarded: first ? expAwarded : 0,
      user: toUserJson(user, adminEmails),
    },
  }
}
