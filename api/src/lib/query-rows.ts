import type { SQL } from 'drizzle-orm'
import type { Db, Tx } from '../db/client'

/** Rows of `db.execute`, whose shape differs between PGlite ({ rows }) and postgres-js (an array). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

/** A LIKE pattern that finds the text anywhere: `%`, `_` and `\\` typed by a person are searched for literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
