import { describe, expect, test } from 'bun:test'
import { countsText, rewardText, spotsText } from './event-facts'

const now = new Date('2026-06-01T12:00:00Z')
const open = { capacity: 60, spotsLeft: 12, isActive: true, date: '2026-06-10T12:00:00Z' }

describe('spotsText', () => {
  test('spots left, one spot, full', () => {
    expect(spotsText(open, false, now)).toBe('12 spots left')
    expect(spotsText({ ...open, spotsLeft: 1 }, false, now)).toBe('1 spot left')
    expect(spotsText({ ...open, spotsLeft: 0 }, false, now)).toBe('Full: join the waitlist')
    expect(spotsText({ ...open, spotsLeft: 0 }, true, now)).toBe('Full')
  })
  test('nothing for unlimited events, or events no longer open', () => {
    expect(spotsText({ ...open, capacity: null, spotsLeft: null }, false, now)).toBeNull()
    expect(spotsText({ ...open, isActive: false }, false, now)).toBeNull()
    expect(spotsText({ ...open, date: '2026-05-01T12:00:00Z' }, false, now)).toBeNull()
  })
})

test('rewardText says when the EXP comes', () => {
  expect(rewardText({ pointsAwarded: 150, expOn: 'registration' })).toBe('150 EXP')
  expect(rewardText({ pointsAwarded: 150, expOn: 'attendance' })).toBe('150 EXP when you check in')
})

test('countsText: seats taken and waiting, or no limit', () => {
  expect(countsText({ capacity: 60, registeredCount: 58, waitlistCount: 0 })).toBe('58 of 60 seats taken')
  expect(countsText({ capacity: 5, registeredCount: 5, waitlistCount: 3 })).toBe(
    '5 of 5 seats taken · 3 on the waitlist',
  )
  expect(countsText({ capacity: 1, registeredCount: 0, waitlistCount: 0 })).toBe('0 of 1 seat taken')
  expect(countsText({ capacity: null, registeredCount: 12, waitlistCount: 0 })).toBe(
    '12 registered · no limit on seats',
  )
})
