/**
 * The EXP ledger in the open (decision 0141): a user's entries newest first, and admin
 * adjustments, which carry who made them and why and never take anyone below 0 EXP.
 */
import { desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { type ExpLedgerRow, events, expLedger, jams, type UserRow, users } from '../../db/schema'
import { notFound, unprocessable } from '../../lib/errors'
import { isUuid } from '../../lib/ids'
import { EXP_MAX, EXP_NOTE_MAX_LENGTH } from '../../shared/constants'
import { lockUsers } from '../registrations/roster'
import { findUserById } from '../users/service'
import { AMOUNT_ERROR, type ExpAdjustment, type ExpEntry, NOTE_ERROR } from './model'

export const USER_NOT_FOUND = 'User not found'
export const belowZero = (username: string, exp: number) =>
  `This adjustment would take ${username} below 0 EXP: they have ${exp}`
export const aboveMaximum = (username: string, exp: number) =>
  `This adjustment would take ${username} past the EXP maximum (${EXP_MAX}): they have ${exp}`

const author = alias(users, 'author')

type Named = { id: string; name: string } | null
type Author = { id: string; username: string } | null
type Jam = { id: string; slug: string; title: string } | null

function toEntryJson(row: ExpLedgerRow, event: Named, by: Author, jam: Jam = null): ExpEntry {
  return {
    _id: String(row.id),
    amount: row.amount,
    reason: row.reason,
    note: row.note,
    event: event ? { _id: event.id, name: event.name } : null,
    jam: jam ? { _id: jam.id, slug: jam.slug, title: jam.title } : null,
    createdBy: by ? { _id: by.id, username: by.username } : null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Every entry of the user's ledger, newest first. */
export async function expHistory(db: Db, userId: string): Promise<ExpEntry[]> {
  const rows = await db
    .select({
      entry: expLedger,
      event: { id: events.id, name: events.name },
      by: { id: author.id, username: author.username },
      jam: { id: jams.id, slug: jams.slug, title: jams.title },
    })
    .from(expLedger)
    .leftJoin(events, eq(events.id, expLedger.eventId))
    .leftJoin(jams, eq(jams.id, expLedger.jamId))
    .leftJoin(author, eq(author.id, expLedger.createdBy))
    .where(eq(expLedger.userId, userId))
    .orderBy(desc(expLedger.createdAt), desc(expLedger.id))
  return rows.map((row) => toEntryJson(row.entry, row.event, row.by, row.jam))
}

/** An admin's view of someone's ledger: 404 for an unknown user. */
export async function expHistoryOf(db: Db, userId: string): Promise<ExpEntry[]> {
  if (!(await findUserById(db, userId))) throw notFound(USER_NOT_FOUND)
  return expHistory(db, userId)
}

export async function adjustExp(
  db: Db,
  userId: string,
  admin: Pick<UserRow, 'id' | 'username'>,
  input: ExpAdjustment,
): Promise<{ entry: ExpEntry; user: UserRow }> {
  if (input.amount === 0) throw unprocessable(AMOUNT_ERROR)
  const note = input.note.trim()
  if (note.length === 0 || note.length > EXP_NOTE_MAX_LENGTH) throw unprocessable(NOTE_ERROR)
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND)
  return db.transaction(async (tx) => {
    const exp = (await lockUsers(tx, [userId])).get(userId)
    if (exp === undefined) throw notFound(USER_NOT_FOUND)
    const [target] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId))
    const username = target?.username ?? 'this user'
    if (exp + input.amount < 0) throw unprocessable(belowZero(username, exp))
    if (exp + input.amount > EXP_MAX) throw unprocessable(aboveMaximum(username, exp))
    const [entry] = await tx
      .insert(expLedger)
      .values({ userId, amount: input.amount, reason: 'adjustment', note, createdBy: admin.id })
      .returning()
    const [user] = await tx
      .update(users)
      .set({ exp: sql`${users.exp} + ${input.amount}` })
      .where(eq(users.id, userId))
      .returning()
    if (!entry || !user) throw new Error('adjustment wrote no row')
    return { entry: toEntryJson(entry, null, { id: admin.id, username: admin.username }), user }
  })
}
