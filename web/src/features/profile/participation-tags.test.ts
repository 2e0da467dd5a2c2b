import { expect, test } from 'bun:test'
import { participationTags } from './participation-tags'

const now = new Date('2026-06-01T12:00:00Z')
const event = { date: '2026-06-10T12:00:00Z', expOn: 'registration', pointsAwarded: 150 } as const
const seat = { status: 'registered', waitlistPosition: null, expAwarded: 150, event } as const

test('a seat ahead is Upcoming, one past Completed, each with the EXP it earned', () => {
  expect(participationTags(seat, now)).toEqual({
    status: { kind: 'upcoming', text: 'Upcoming' },
    exp: { text: '+150 EXP', earned: true },
  })
  expect(participationTags({ ...seat, event: { ...event, date: '2026-05-01T12:00:00Z' } }, now)).toEqual({
    status: { kind: 'completed', text: 'Completed' },
    exp: { text: '+150 EXP', earned: true },
  })
})

test('a waitlist place says its position and no EXP', () =>
  expect(participationTags({ ...seat, status: 'waitlisted', waitlistPosition: 2, expAwarded: 0 }, now)).toEqual({
    status: { kind: 'waitlisted', text: 'Waitlist #2' },
    exp: null,
  }))

test('a seat at an event that gives EXP at check-in says when, not that it was given', () =>
  expect(participationTags({ ...seat, expAwarded: 0, event: { ...event, expOn: 'attendance' } }, now).exp).toEqual({
    text: '150 EXP at check-in',
    earned: false,
  }))

test('an event the club deleted says "Cancelled by the club", not Upcoming, and promises no EXP', () => {
  const deleted = { ...event, expOn: 'attendance', isDeleted: true } as const
  expect(participationTags({ ...seat, expAwarded: 0, event: deleted }, now)).toEqual({
    status: { kind: 'cancelled', text: 'Cancelled by the club' },
    exp: null,
  })
  expect(
    participationTags({ ...seat, status: 'waitlisted', waitlistPosition: 1, expAwarded: 0, event: deleted }, now),
  ).toEqual({ status: { kind: 'cancelled', text: 'Cancelled by the club' }, exp: null })
  // EXP already awarded stays, and says so.
  expect(participationTags({ ...seat, event: { ...event, isDeleted: true } }, now).exp).toEqual({
    text: '+150 EXP',
    earned: true,
  })
})

test('a deleted event the student checked in at happened: Completed', () =>
  expect(
    participationTags(
      {
        ...seat,
        checkedInAt: '2026-05-01T12:00:00Z',
        event: { ...event, date: '2026-05-01T12:00:00Z', isDeleted: true },
      },
      now,
    ).status,
  ).toEqual({ kind: 'completed', text: 'Completed' }))
