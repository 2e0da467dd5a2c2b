import { describe, expect, test } from 'bun:test'
import { PGlite, type QueryOptions } from '@electric-sql/pglite'
import { eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { uniqueUser } from '../../test/support'
import { queryRows } from '../lib/query-rows'
import { pgliteDatabase } from './client'
import { TEXT_PARSERS, withInstalledParsers } from './pglite-parsers'
import * as schema from './schema'

const client = new PGlite()
const database = pgliteDatabase(client)
await database.migrate()

describe('the parsers installed on the PGlite client', () => {
  test('are exactly what drizzle passes with every query (a drizzle upgrade that changes them fails here)', async () => {
    const seen: QueryOptions[] = []
    const spy = new Proxy(client, {
      get(target, prop) {
        if (prop === 'query')
          return (text: string, params?: unknown[], options?: QueryOptions) => {
            if (options) seen.push(options)
            return target.query(text, params, options)
          }
        const value = Reflect.get(target, prop, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const plain = drizzle(spy, { schema })
    await plain.select().from(schema.users).limit(1)
    await plain.execute(sql`select now() as at`)
    expect(seen.length).toBe(2)
    for (const options of seen) {
      const keys = Object.keys(options.parsers ?? {}).map(Number)
      expect(keys.sort()).toEqual(Object.keys(TEXT_PARSERS).map(Number).sort())
      for (const parse of Object.values(options.parsers ?? {}))
        expect(parse('2026-01-02 03:04:05+00', 0)).toBe('2026-01-02 03:04:05+00')
    }
  })

  test('timestamps and dates read through drizzle as before, in and out of transactions', async () => {
    const input = uniqueUser()
    const id = crypto.randomUUID()
    await database.db
      .insert(schema.users)
      .values({ id, username: input.username, email: input.email, passwordHash: 'x' })
    const [row] = await database.db.select().from(schema.users).where(eq(schema.users.id, id))
    expect(row?.createdAt).toBeInstanceOf(Date)
    const raw = await queryRows(
      database.db,

      sql`select '2026-03-04'::date as day, '2026-03-04 05:06:07+00'::timestamptz as at, 2::int4 as n`,
    )
    expect(raw[0]).toEqual({ day: '2026-03-04', at: '2026-03-04 05:06:07+00', n: 2 })
    const inTx = await database.db.transaction(async (tx) =>
      tx.select().from(schema.users).where(eq(schema.users.id, id)),
    )
    expect(inTx[0]?.createdAt).toEqual(row?.createdAt)
  })

  test('a query that asks for another parser keeps its own', async () => {
    const wrapped = withInstalledParsers(client)
    const parsers = { 23: (value: string) => `parsed ${value}` }
    const result = await wrapped.query<{ n: string }>('select 41::int4 + 1 as n', [], { parsers })
    expect(result.rows[0]?.n).toBe('parsed 42')
    const inTx = await wrapped.transaction((tx) => tx.query<{ n: string }>('select 1::int4 as n', [], { parsers }))
    expect(inTx.rows[0]?.n).toBe('parsed 1')
    // and without one, an int4 is still a number
    expect((await wrapped.query<{ n: number }>('select 1::int4 as n')).rows[0]?.n).toBe(1)
  })
})
