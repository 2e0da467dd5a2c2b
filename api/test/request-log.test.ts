/**
 * The real server's request log: one JSON line per request on stdout, with the request id the
 * client also gets back, the status and the latency.
 */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from './server'

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
