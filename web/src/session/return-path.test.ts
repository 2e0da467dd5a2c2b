import { expect, test } from 'bun:test'
import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from './return-path'

test('a page of this site comes back as it is, query and fragment included', () => {
  expect(safeReturnPath('/events')).toBe('/events')
  expect(safeReturnPath('/events/abc123?tab=details#map')).toBe('/events/abc123?tab=details#map')
  expect(safeReturnPath('/')).toBe('/')
  expect(safeReturnPath('/profile/')).toBe('/profile/')
})

test('nothing that leaves the site: other hosts, schemes, and what browsers read as a host', () => {
  for (const value of [
    'https://evil.example/events',
    'http:/evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/.//evil.example',
    '/..//evil.example',
    'javascript:alert(1)',
    ' /events',
    'events',
    '',
  ])
    expect({ value, path: safeReturnPath(value) }).toEqual({ value, path: undefined })
})

test('not a sign-in screen (that would loop), however it is written', () => {
  for (const value of [
    '/login',
    '/login?redirect=/events',
    '/login/',
    '/signup',
    '/auth/callback?token=x',
    '/complete-profile',
    '/forgot-password',
    '/reset-password?token=x',
    '/verify-email',
    '/./login',
    '/events/../login',
  ])
    expect({ value, path: safeReturnPath(value) }).toEqual({ value, path: undefined })
})

test('nothing but a short string', () => {
  for (const value of [undefined, null, 42, ['/events'], { path: '/events' }])
    expect(safeReturnPath(value)).toBeUndefined()
  expect(safeReturnPath(`/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`)).toBeUndefined()
  expect(safeReturnPath('/%E0%A4%A')).toBeUndefined()
})
