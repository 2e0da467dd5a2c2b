import { afterAll, describe, expect, test } from 'bun:test'
import { buildContext, createTestDatabase, onPostgres, setupApp } from '../../../test/support'

const ctx = await setupApp()

describe('GET /api/health', () => {
  test('200 when the database answers', async () => {
    const { status, data } = await ctx.api.api.health.get()
    expect(status).toBe(200)
    expect(data).toEqual({ status: 'ok', database: onPostgres ? 'postgres' : 'pglite' })
  })

  test('503 when the database is gone, and every other route says 503 rather than 500', async () => {
    const database = await createTestDatabase()
    afterAll(() => database.drop())
    const closing = buildContext(database)
    expect((await closing.api.api.health.get()).status).toBe(200)
    await database.close()
    const health = await closing.request('/api/health')
    expect(health.status).toBe(503)
    expect(await health.json()).toEqual({ status: 'unavailable', message: 'The database is not answering' })
    for (const [method, path, body] of [
      ['GET', '/api/events', undefined],
      ['POST', '/api/auth/login', { email: 'someone@students.test', password: 'whatever' }],
      ['POST', '/api/auth/signup', { username: 'late_comer', email: 'late@students.test', password: 'long-enough' }],
    ] as const) {
      const res = await closing.request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      })
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('5')
      expect(await res.json()).toEqual({
        message: 'The database is not answering right now. Please try again in a moment.',
      })
    }
  })
})
