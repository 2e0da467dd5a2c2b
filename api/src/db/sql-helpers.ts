/**
 * For SQL written by hand (the fast paths of decision 0103): every table and column comes from
 * schema.ts, so a renamed column renames itself here or breaks the build, and rows come back in
 * drizzle's shapes.
 */
import { type Column, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { ExpOn, ExpReason, RegistrationStatus } from '../shared/constants'
import type { Db } from './client'

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

const dialect = new PgDialect()

/**
 * A hand-written statement (values as `sql.placeholder(name)`) rendered once and run as a prepared
 * statement: on PostgreSQL it is parsed and planned once per connection instead of on every call
 * (the registration statement's planning cost more than running it; decision 0143). `db.execute`
 * never prepares; drizzle's query builders only with `.prepare(name)`, which this is the raw-SQL
 * twin of.
 */
export function preparedStatement(name: string, query: SQL) {
  const rendered = dialect.sqlToQuery(query)
  const byDb = new WeakMap<Db, ReturnType<Db['_']['session']['prepareQuery']>>()
  return (db: Db, values: Record<string, unknown>): Promise<unknown> => {
    let prepared = byDb.get(db)
    if (!prepared) {
      prepared = db._.session.prepareQuery(rendered, undefined, name, false)
      byDb.set(db, prepared)
    }
    return prepared.execute(values)
  }
}
