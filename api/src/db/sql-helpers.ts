/**
 * For SQL written by hand (the fast paths of decision 0103): every table and column comes from
 * schema.ts, so a renamed column renames itself here or breaks the build, and rows come back in
 * drizzle's shapes. Pure: nothing here opens or names a database (schema.ts imports it, and the
 * client imports the schema); running a statement is prepared-statement.ts.
 */
import { type Column, type SQL, sql } from 'drizzle-orm'
import type { ExpOn, ExpReason, RegistrationStatus } from '../shared/constants'

/** A column's bare name, `"registered_count"`: for SET lists, insert lists and CTE aliases (`event.${name(…)}`). */
export const name = (column: Column): SQL => sql`${sql.identifier(column.name)}`

/** One of the app's constant values as an SQL literal; the type keeps a typo out. */
export const literal = (value: ExpOn | ExpReason | RegistrationStatus): SQL => sql.raw(`'${value}'`)

/** `column in ('a', 'b')` for a text column whose values the app keeps in a constant list. */
export const oneOf = (column: SQL | Column, values: readonly (ExpOn | ExpReason | RegistrationStatus)[]): SQL =>
  sql`${column} in (${sql.join(values.map(literal), sql`, `)})`

/** Rows of `db.execute`, whose shape differs between PGlite ({ rows }) and postgres-js (an array). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

type Columns = Record<string, Column>

/** A row as `row_to_json` wrote it (column names, JSON values), in drizzle's shape (keys, Dates). */
export function rowFromJson<T>(columns: Columns, json: unknown): T | null {
  if (json === null || json === undefined) return null
  const values = (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>
  const row: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(columns)) {
    const value = values[column.name]
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return row as T
}
