import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { setupApp, signUp } from '../../../test/support'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { USER_READ_BATCH_MAX, userReads } from './user-reads'

const ctx = await setupApp()
const { db } = ctx.database

/** The same database, counting the `select`s the reader sends. */
function counting(database: Db) {
  const counter = { selects: 0 }
  const proxy = new Proxy(database, {
    get(target, prop, receiver) {
      if (prop === 'select') counter.selects++
      return Reflect.get(target, prop, receiver)
    },
  })
  return { db: proxy as Db, counter }
}

describe('userReads', () => {
  test('requests waiting together share one query, and each gets its own copy of its row', async () => {
    const a = await signUp(ctx)
    const b = await signUp(ctx)
    const { db: counted, counter } = counting(db)
    const read = userReads(counted)
    const rows = await Promise.all([
      read(a.user._id),
      read(b.user._id),
      read(a.user._id),
      read(a.user._id.toUpperCase()),
    ])
    expect(counter.selects).toBe(1)
    expect(rows.map((row) => row?.id)).toEqual([a.user._id, b.user._id, a.user._id, a.user._id])
    expect(rows[0]).not.toBe(rows[2])
    expect(rows[0]).toEqual(rows[2])
  })

  test('null for an unknown id and for what is not an id, without a query for the latter', async () => {
    const { db: counted, counter } = counting(db)
    const read = userReads(counted)
    expect(await read('not-an-id')).toBeNull()
    expect(counter.selects).toBe(0)
    expect(await read(crypto.randomUUID())).toBeNull()
    expect(counter.selects).toBe(1)
  })

  test('a read sees what was committed before it was asked for', async () => {
    const { user } = await signUp(ctx)
    const read = userReads(db)
    expect((await read(user._id))?.tokenVersion).toBe(0)
    await db.update(users).set({ tokenVersion: 5 }).where(eq(users.id, user._id))
    expect((await read(user._id))?.tokenVersion).toBe(5)
  })

  test(`more than ${USER_READ_BATCH_MAX} ids at once go out in several queries, all answered`, async () => {
    const { user } = await signUp(ctx)
    const { db: counted, counter } = counting(db)
    const read = userReads(counted)
    const ids = Array.from({ length: USER_READ_BATCH_MAX + 10 }, () => crypto.randomUUID())
    const rows = await Promise.all([...ids.map((id) => read(id)), read(user._id)])
    expect(rows.filter((row) => row !== null).map((row) => row?.id)).toEqual([user._id])
    expect(counter.selects).toBe(2)
  })

  test('a failed query fails the requests that waited on it, and the next ones are read again', async () => {
    const { user } = await signUp(ctx)
    let fail = true
    const flaky = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'select' && fail) throw new Error('database down')
        return Reflect.get(target, prop, receiver)
      },
    }) as Db
    const read = userReads(flaky)
    await expect(read(user._id)).rejects.toThrow('database down')
    fail = false
    expect((await read(user._id))?.id).toBe(user._id)
  })
})
