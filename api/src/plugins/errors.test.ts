import { describe, expect, test } from 'bun:test'
import { Elysia } from 'elysia'
import { errorPlugin } from './errors'

/** Routes that fail the ways code fails: a thrown Error, a runtime TypeError, a thrown string. */
const app = new Elysia()
  .use(errorPlugin)
  .get('/error', () => {
    throw new Error('connection string postgres://admin:hunter2@db/club')
  })
  .get('/type-error', () => (null as unknown as { field: string }).field)
  .get('/string', () => {
    throw 'a bare string with a secret: hunter2'
  })

describe('an unexpected failure', () => {
  test.each(['/error', '/type-error', '/string'])('%s: a generic 500, no message, no stack', async (path) => {
    const originalWrite = process.stderr.write.bind(process.stderr)
    const logged: string[] = []
    process.stderr.write = ((chunk: string) => logged.push(String(chunk)) > 0) as typeof process.stderr.write
    try {
      const res = await app.handle(new Request(`http://localhost${path}`))
      expect(res.status).toBe(500)
      const body = await res.text()
      expect(JSON.parse(body)).toEqual({ message: 'Something went wrong on our side. Please try again.' })
      expect(body).not.toMatch(/hunter2|null|at \/|\.ts:/)
    } finally {
      process.stderr.write = originalWrite
    }
    // The detail goes to the log, for whoever runs the server.
    expect(logged.join('')).toContain('"message":"unhandled error"')
  })
})
