import { describe, expect, test } from 'bun:test'
import { type ActionEvent, registrationAction } from './registration-action'

const now = new Date('2026-06-01T12:00:00Z')
const later = '2026-06-02T09:00:00Z'
const earlier = '2026-05-30T09:00:00Z'
const event = (overrides: Partial<ActionEvent> = {}): ActionEvent => ({
  isActive: true,
  date: later,
  spotsLeft: null,
  ...overrides,
})
const seat = {
  status: 'registered',
  waitlistPosition: null,
  checkedInAt: null,
  expAwarded: 150,
  event: { isDeleted: false },
} as const
const place = {
  status: 'waitlisted',
  waitlistPosition: 3,
  checkedInAt: null,
  expAwarded: 0,
  event: { isDeleted: false },
} as const

describe('registrationAction', () => {
  test('an active event still ahead offers Register Now; a full one, Join waitlist', () => {
    expect(registrationAction(event(), undefined, null, now)).toEqual({ kind: 'open', full: false })
    expect(registrationAction(event({ spotsLeft: 12 }), undefined, null, now)).toEqual({ kind: 'open', full: false })
    expect(registrationAction(event({ spotsLeft: 0 }), undefined, null, now)).toEqual({ kind: 'open', full: true })
  })

  test('an inactive event, or one already started or over, is Event Inactive', () => {
    expect(registrationAction(event({ isActive: false }), undefined, null, now).kind).toBe('inactive')
    expect(registrationAction(event({ date: earlier }), undefined, null, now).kind).toBe('inactive')
    expect(registrationAction(event({ date: now.toISOString() }), undefined, null, now).kind).toBe('inactive')
  })

  test('a seat says so, with Cancel registration until the event starts and not after checking in', () => {
    expect(registrationAction(event(), seat, null, now)).toEqual({
      kind: 'registered',
      canCancel: true,
      expAwarded: 150,
    })
    expect(registrationAction(event({ date: earlier, isActive: false }), seat, null, now)).toEqual({
      kind: 'registered',
      canCancel: false,
      expAwarded: 150,
    })
    expect(registrationAction(event(), { ...seat, checkedInAt: earlier }, null, now)).toMatchObject({
      canCancel: false,
    })
    expect(registrationAction(event(), { ...seat, event: { isDeleted: true } }, null, now)).toMatchObject({
      canCancel: false,
    })
  })

  test('a waitlist place says its position, with Leave waitlist until the event starts', () => {
    expect(registrationAction(event({ spotsLeft: 0 }), place, null, now)).toEqual({
      kind: 'waitlisted',
      position: 3,
      canLeave: true,
    })
    expect(registrationAction(event({ date: earlier }), place, null, now)).toMatchObject({ canLeave: false })
  })

  test('a pending change is shown as pending, whatever the list says: never a seat the server has not confirmed', () => {
    for (const phase of ['sending', 'queued', 'unknown'] as const) {
      expect(registrationAction(event(), undefined, { kind: 'register', phase }, now)).toEqual({
        kind: 'pending',
        pending: { kind: 'register', phase },
      })
      expect(registrationAction(event(), seat, { kind: 'cancel', phase }, now).kind).toBe('pending')
    }
  })
})
