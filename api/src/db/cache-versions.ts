/**
 * The version a process's copy of a list is checked against (decisions 0101, 0142, 0160): the
 * list's counter in `cache_versions`, which triggers bump for writes that touch no row of their own
 * (inserts, deletes), plus the sum of a per-row column that triggers or statements grow with each
 * change of that row. Both only grow, so the sum does; read in one statement.
 */
import { type Column, eq, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client'
import { cacheVersions } from './schema'

export async function cachedListVersion(
  db: Db,
  name: string,
  rows: { table: PgTable; column: Column },
): Promise<number> {
  const [row] = await db
    .select({
      version:
        sql<number>`${cacheVersions.version} + (select coalesce(sum(${rows.column}), 0) from ${rows.table})`.mapWith(
          Number,
        ),
    })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, name))
  if (!row) throw new Error(`cache_versions has no ${name} row: its migration was not applied`)
  return row.version
}
