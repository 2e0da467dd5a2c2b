import { describe, expect, test } from 'bun:test'
import { isKnownPage, routePathPattern, routeUrlPattern } from './route-paths'

const matches = (route: string, path: string) => routePathPattern(route).test(path)

describe('routePathPattern', () => {
  test('the root is only /', () => {
    expect(matches('/', '/')).toBe(true)
    expect(matches('/', '/x')).toBe(false)
    expect(matches('/', '')).toBe(false)
  })
  test('a static path, with or without a trailing slash, in any case', () => {
    expect(matches('/events', '/events')).toBe(true)
    expect(matches('/events', '/events/')).toBe(true)
    expect(matches('/events', '/Events')).toBe(true)
    expect(matches('/events', '/events/42')).toBe(false)
    expect(matches('/events', '/eventsx')).toBe(false)
    expect(matches('/auth/callback', '/auth/callback')).toBe(true)
    expect(matches('/auth/callback', '/auth')).toBe(false)
  })
  test('an index route written with its trailing slash', () => expect(matches('/events/', '/events')).toBe(true))
  test('a parameter is one segment, never empty', () => {
    expect(matches('/events/$eventId', '/events/abc123')).toBe(true)
    expect(matches('/events/$eventId', '/events/a%20b')).toBe(true)
    expect(matches('/events/$eventId', '/events/')).toBe(false)
    expect(matches('/events/$eventId', '/events')).toBe(false)
    expect(matches('/events/$eventId', '/events/abc/tickets')).toBe(false)
    expect(matches('/events/$eventId/tickets', '/events/abc/tickets')).toBe(true)
  })
  test('an optional parameter may be absent', () => {
    expect(matches('/leaderboard/{-$page}', '/leaderboard')).toBe(true)
    expect(matches('/leaderboard/{-$page}', '/leaderboard/2')).toBe(true)
    expect(matches('/leaderboard/{-$page}', '/leaderboard/2/3')).toBe(false)
  })
  test('a splat takes the rest', () => {
    expect(matches('/files/$', '/files')).toBe(true)
    expect(matches('/files/$', '/files/a/b/c.txt')).toBe(true)
    expect(matches('/files/$', '/filesx')).toBe(false)
  })
  test('a parameter with a prefix and a suffix', () => {
    expect(matches('/tickets/ticket-{$id}.pdf', '/tickets/ticket-7.pdf')).toBe(true)
    expect(matches('/tickets/ticket-{$id}.pdf', '/tickets/ticket-.pdf')).toBe(false)
    expect(matches('/tickets/ticket-{$id}.pdf', '/tickets/ticket-7xpdf')).toBe(false)
  })
  test('regex characters in a literal segment are literal', () => {
    expect(matches('/a.b', '/a.b')).toBe(true)
    expect(matches('/a.b', '/axb')).toBe(false)
  })
})

test('isKnownPage', () => {
  const patterns = ['/', '/events', '/events/$eventId', '/auth/callback'].map(routePathPattern)
  expect(isKnownPage('/events/xyz', patterns)).toBe(true)
  expect(isKnownPage('/profile-that-does-not-exist', patterns)).toBe(false)
  expect(isKnownPage('/auth', patterns)).toBe(false)
})

test('routeUrlPattern: the same pages with or without a query, as the service worker sees them', () => {
  const leaderboard = routeUrlPattern('/leaderboard')
  expect(leaderboard.test('/leaderboard')).toBe(true)
  expect(leaderboard.test('/leaderboard?period=all&page=2')).toBe(true)
  expect(leaderboard.test('/leaderboard/?period=all')).toBe(true)
  expect(leaderboard.test('/leaderboard-x?period=all')).toBe(false)
  expect(leaderboard.test('/leaderboard/x')).toBe(false)
  expect(routeUrlPattern('/').test('/?utm=1')).toBe(true)
  expect(routeUrlPattern('/').test('/x?utm=1')).toBe(false)
  expect(routeUrlPattern('/events/$eventId').test('/events/abc?from=calendar')).toBe(true)
  expect(routeUrlPattern('/events/$eventId').test('/events/abc/def?x')).toBe(false)
})
