import { describe, expect, test } from 'bun:test'
import { eventAction } from './event-action'

describe('eventAction', () => {
  const now = new Date('2026-06-01T12:00:00Z')
  const later = '2026-06-02T09:00:00Z'
  const earlier = '2026-05-30T09:00:00Z'
  test('an active event still ahead offers Register Now', () =>
    expect(eventAction({ isActive: true, date: later }, false, now)).toBe('register'))
  test('an inactive event, or one already started or over, is Event Inactive', () => {
    expect(eventAction({ isActive: false, date: later }, false, now)).toBe('inactive')
    expect(eventAction({ isActive: true, date: earlier }, false, now)).toBe('inactive')
    expect(eventAction({ isActive: true, date: now.toISOString() }, false, now)).toBe('inactive')
  })
  test('an event the student registered for says so, whatever its state', () => {
    expect(eventAction({ isActive: true, date: later }, true, now)).toBe('registered')
    expect(eventAction({ isActive: false, date: earlier }, true, now)).toBe('registered')
  })
})
