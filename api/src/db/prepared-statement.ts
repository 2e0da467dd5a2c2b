/**
 * Hand-written SQL (sql-helpers.ts) run as a prepared statement on a database of client.ts: apart
 * from the pure helpers, which schema.ts imports, so that no file imports itself back.
 */
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from './client'

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
