import { expect, test } from 'bun:test'
import { treaty } from '@elysiajs/eden'
import { ApiError, isNetworkError, serverMessage, unwrap } from './errors'

const failure = (status: number, value: unknown) => ({ data: null, error: { status, value } })

function thrownBy(fn: () => unknown): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

test("unwrap throws the server's message with the status", () => {
  const error = thrownBy(() => unwrap(failure(409, { message: 'That username is already taken' })))
  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({ status: 409, message: 'That username is already taken', fromServer: true })
  expect(serverMessage(error, 'Registration failed. Please try again.')).toBe('That username is already taken')
})

test('an answer without a readable message gives the fallback, not "Request failed (…)"', () => {
  for (const value of [null, '', '   ', { error: 'x' }, 'x'.repeat(400)]) {
    const error = thrownBy(() => unwrap(failure(500, value)))
    expect(error).toMatchObject({ status: 500, message: 'Request failed (500)', fromServer: false })
    expect(serverMessage(error, 'Failed to complete profile. Please try again.')).toBe(
      'Failed to complete profile. Please try again.',
    )
  }
})

test('no answer at all (offline, timeout) is not an ApiError and gives the fallback', () => {
  // How Eden reports a fetch that threw: status 503, the error itself as the value.
  const offline = new TypeError('Failed to fetch')
  const error = thrownBy(() => unwrap(failure(503, offline)))
  expect(error).toBe(offline)
  expect(isNetworkError(error)).toBe(true)
  expect(serverMessage(error, 'Login failed')).toBe('Login failed')
})

test('unwrap passes data through', () => {
  expect(unwrap({ data: { ok: 1 }, error: null })).toEqual({ ok: 1 })
})

// A fetch that throws, as the browser's does when the connection drops.
const unreachable = treaty<never>('http://127.0.0.1:9', {
  fetcher: Object.assign(
    async () => {
      throw new TypeError('Failed to fetch')
    },
    { preconnect: fetch.preconnect },
  ),
}) as unknown as { api: { events: { get: () => Promise<Parameters<typeof unwrap>[0]> } } }

test('through the real Eden client: a fetch that threw is a network error, not a server message', async () => {
  const failure = await unreachable.api.events
    .get()
    .then(unwrap)
    .catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(TypeError)
  expect(isNetworkError(failure)).toBe(true)
  expect(serverMessage(failure, 'Failed to load events.')).toBe('Failed to load events.')
})
