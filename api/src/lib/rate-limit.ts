/**
 * Fixed-window counters in the database (table rate_limits), shared by every API process: one
 * statement counts a hit on each key and returns the counts, so concurrent requests can never
 * see the same count (docs/decisions/0111). A hit is counted whether or not it is then allowed.
 */
import { inArray, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'
import { rateLimits } from '../db/schema'
import { queryRows } from './query-rows'

export interface Limit {
  key: string
  /** Hits allowed in one window. */
  max: number
  windowSeconds: number
}

export interface Hit {
  key: string
  allowed: boolean
  count: number
  /** Seconds until the window ends (at least 1). */
  retryAfter: number
}

/** Counts one hit on every key, atomically per key, and says which are still within their limit. */
export async function hit(db: Db | Tx, limits: Limit[]): Promise<Hit[]> {
  if (limits.length === 0) return []
  // Always the same order, so two statements never wait for each other's rows crosswise.
  const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const values = sql.join(
    sorted.map((limit) => sql`(${limit.key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))`),
    sql`, `,
  )
  const rows = await queryRows<{ key: string; count: number | string; retry_after: number | string }>(
    db,
    sql`insert into rate_limits (key, count, reset_at) values ${values}
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning key, count, ceil(extract(epoch from reset_at - now())) as retry_after`,
  )
  const byKey = new Map(rows.map((row) => [row.key, row]))
  return limits.map((limit) => {
    const row = byKey.get(limit.key)
    const count = Number(row?.count ?? 1)
    return {
      key: limit.key,
      count,
      allowed: count <= limit.max,
      retryAfter: Math.max(1, Number(row?.retry_after ?? 1)),
    }
  })
}

/** Takes back one hit (a request that turned out not to count, e.g. a successful login). */
export async function refund(db: Db | Tx, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`)
}

/** Forgets these counters, and those whose key starts with one of `prefixes`. */
export async function clear(db: Db | Tx, keys: string[], prefixes: string[] = []): Promise<void> {
  if (keys.length) await db.delete(rateLimits).where(inArray(rateLimits.key, keys))
  for (const prefix of prefixes)
    await db.execute(sql`delete from rate_limits where left(key, ${prefix.length}) = ${prefix}`)
}

/** Forgets counters whose window has ended (run periodically by index.ts). */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, new Date()))
}
