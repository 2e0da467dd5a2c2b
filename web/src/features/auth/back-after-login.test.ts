import { expect, test } from 'bun:test'
import { backAfterLogin } from './back-after-login'

test('the events list and an event page are places to go back to', () => {
  expect(backAfterLogin('/events')).toBe('/events')
  expect(backAfterLogin('/events/Ab3_x-9')).toBe('/events/Ab3_x-9')
})

test('anything else is ignored: other pages, other sites, odd values', () => {
  for (const value of [
    '/admin',
    '//evil.test/events',
    'https://evil.test/events',
    '/events/../admin',
    '/events?x=1',
    '',
    42,
    null,
  ])
    expect(backAfterLogin(value)).toBeUndefined()
})
