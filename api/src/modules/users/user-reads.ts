/**
 * The signed-in user, read from the database for every request (docs/decisions/0113), but not one
 * query per request: requests waiting at the same time share one `select … where id in (…)`. Each
 * request's ids go into a query sent after it arrived, so it sees every change committed before it
 * came in (a deleted user, a new role, a raised token version), whichever process made it. At most
 * one such query is in flight; requests that arrive meanwhile make up the next one
 * (docs/decisions/0171).
 */
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type UserRow, users } from '../../db/schema'
import { isUuid } from '../../lib/ids'

/** Ids per query; more waiting requests go into the next one. */
export const USER_READ_BATCH_MAX = 256

interface Waiter {
  resolve(row: UserRow | null): void
  reject(error: unknown): void
}

export function userReads(db: Db) {
  let waiting = new Map<string, Waiter[]>()
  let inFlight = false
  let scheduled = false

  function schedule() {
    if (scheduled || inFlight || waiting.size === 0) return
    scheduled = true
    // After this turn's I/O: every request already read joins the query.
    setImmediate(send)
  }

  async function send() {
    scheduled = false
    if (inFlight || waiting.size === 0) return
    let batch = waiting
    if (batch.size > USER_READ_BATCH_MAX) {
      const entries = [...batch]
      batch = new Map(entries.slice(0, USER_READ_BATCH_MAX))
      waiting = new Map(entries.slice(USER_READ_BATCH_MAX))
    } else waiting = new Map()
    inFlight = true
    try {
      const rows = await db
        .select()
        .from(users)
        .where(inArray(users.id, [...batch.keys()]))
      const byId = new Map(rows.map((row) => [row.id, row]))
      for (const [id, waiters] of batch) {
        const row = byId.get(id)
        // Each request gets its own copy: a handler may not see another's changes.
        for (const waiter of waiters) waiter.resolve(row ? { ...row } : null)
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error)
    } finally {
      inFlight = false
      schedule()
    }
  }

  /** The user with this id as the database has it now, or null (no such user, or not an id). */
  return function readUser(id: string): Promise<UserRow | null> {
    if (!isUuid(id)) return Promise.resolve(null)
    const { promise, resolve, reject } = Promise.withResolvers<UserRow | null>()
    const key = id.toLowerCase()
    const waiters = waiting.get(key)
    if (waiters) waiters.push({ resolve, reject })
    else waiting.set(key, [{ resolve, reject }])
    schedule()
    return promise
  }
}
