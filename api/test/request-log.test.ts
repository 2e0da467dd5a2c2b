/**
 * The real server's request log: one JSON line per request on stdout, with the request id the
 * client also gets back, the status and the latency.
 */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REQUEST_BODY_MAX_BYTES, REQUEST_HEADERS_MAX_BYTES } from '../src/shared/constants'
import { type RunningServer, startServer } from './server'

const dataDir = mkdtempSync(join(tmpdir(), 'club-log-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

test('one JSON line per request with its id, status and latency', async () => {
  const server = await startServer({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dataDir,
    LOG_REQUESTS: 'true',
  })
  const traced = await fetch(`${server.url}/api/events`, { headers: { 'x-request-id': 'trace-from-the-proxy' } })
  const missing = await fetch(`${server.url}/api/nothing-here`)
  const refused = await fetch(`${server.url}/api/user/profile`)
  const feed = await fetch(`${server.url}/api/calendar/feeds/${'S'.repeat(43)}.ics`)
  expect([traced.status, missing.status, refused.status, feed.status]).toEqual([200, 404, 401, 404])
  expect(traced.headers.get('x-request-id')).toBe('trace-from-the-proxy')
  // The line is written once the answer has left: wait for it, as one waits for a log shipper.
  const requestLines = () =>
    server.output.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => typeof line.path === 'string' && line.path !== '/api/health')
  for (const deadline = Date.now() + 10_000; requestLines().length < 4 && Date.now() < deadline; ) await Bun.sleep(20)
  expect((await server.stop()).code).toBe(0)
  const requests = requestLines()
  expect(requests).toEqual([
    expect.objectContaining({ id: 'trace-from-the-proxy', method: 'GET', path: '/api/events', status: 200 }),
    expect.objectContaining({ id: missing.headers.get('x-request-id'), path: '/api/nothing-here', status: 404 }),
    expect.objectContaining({ id: refused.headers.get('x-request-id'), path: '/api/user/profile', status: 401 }),
    // A feed's address is its credential: the secret part never reaches the log.
    expect.objectContaining({ path: '/api/calendar/feeds/(secret).ics', status: 404 }),
  ])
  expect(server.output.stdout).not.toContain('S'.repeat(43))
  for (const line of requests) {
    expect(typeof line.ms).toBe('number')
    expect(typeof line.time).toBe('string')
  }
}, 60_000)

/** The request lines the server has logged so far (health checks left out). */
const logged = (server: RunningServer) =>
  server.output.stdout
    .trim()
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>]
      } catch {
        return []
      }
    })
    .filter((line) => typeof line.path === 'string' && line.path !== '/api/health')

test('what Bun would answer itself (a body or headers too large) and a deeply nested body: JSON and a log line', async () => {
  const server = await startServer({ DATA_DIR: dataDir, WEB_DIST_DIR: dataDir, LOG_REQUESTS: 'true' })
  const post = (path: string, init: RequestInit) => fetch(`${server.url}${path}`, { method: 'POST', ...init })
  const json = { 'content-type': 'application/json' }
  const nested = `{"email":${'['.repeat(5000)}${']'.repeat(5000)},"password":"x"}`
  const oversized = 'x'.repeat(REQUEST_BODY_MAX_BYTES + 1)
  const chunks = (total: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < total; sent += 65_536) controller.enqueue(new Uint8Array(65_536).fill(32))
        controller.close()
      },
    })
  const answers = {
    nested: await post('/api/auth/login', { headers: json, body: nested }),
    declared: await post('/api/auth/login', { headers: json, body: oversized }),
    streamed: await post('/api/auth/signup', {
      headers: json,
      body: chunks(REQUEST_BODY_MAX_BYTES * 3),
      duplex: 'half',
    } as RequestInit),
    headers: await fetch(`${server.url}/api/events`, {
      headers: { 'x-padding': 'p'.repeat(REQUEST_HEADERS_MAX_BYTES) },
    }),
  }
  const seen: Record<string, { status: number; type: string | null; message: unknown }> = {}
  for (const [name, res] of Object.entries(answers)) {
    const text = await res.text()
    let message: unknown = text
    try {
      message = (JSON.parse(text) as { message?: unknown }).message
    } catch {}
    seen[name] = { status: res.status, type: res.headers.get('content-type'), message }
  }
  console.log(JSON.stringify(seen))
  expect(seen.nested).toMatchObject({ status: 422, type: expect.stringContaining('application/json') })
  expect(seen.nested?.message).toBe('The request body is nested too deeply (more than 32 levels)')
  for (const name of ['declared', 'streamed'])
    expect(seen[name]).toEqual({
      status: 413,
      type: expect.stringContaining('application/json'),
      message: `The request body is larger than ${REQUEST_BODY_MAX_BYTES / 1024 / 1024} MiB`,
    })
  expect(seen.headers).toEqual({
    status: 431,
    type: expect.stringContaining('application/json'),
    message: `The request headers are larger than ${REQUEST_HEADERS_MAX_BYTES / 1024} KiB`,
  })
  for (const deadline = Date.now() + 10_000; logged(server).length < 4 && Date.now() < deadline; ) await Bun.sleep(20)
  expect((await server.stop()).code).toBe(0)
  expect(logged(server).map((line) => `${line.path} ${line.status}`)).toEqual([
    '/api/auth/login 422',
    '/api/auth/login 413',
    '/api/auth/signup 413',
    '/api/events 431',
  ])
}, 60_000)
