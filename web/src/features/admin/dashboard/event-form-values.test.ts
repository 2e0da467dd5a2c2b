import { describe, expect, test } from 'bun:test'
import type { EventJson } from '../../events'
import {
  type EventFormValues,
  emptyEventForm,
  eventToForm,
  toCreateBody,
  toUpdateBody,
  validateEventForm,
} from './event-form-values'

const filled = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  ...emptyEventForm(),
  name: ' Game Jam ',
  description: 'Make a game in 48 hours.',
  date: '2027-03-10T18:30',
  location: 'Seminar Hall 2',
  pointsAwarded: '50',
  ...overrides,
})

describe('validateEventForm', () => {
  test('an empty form names every required field', () =>
    expect(validateEventForm(emptyEventForm())).toEqual({
      name: 'Please enter the event name.',
      description: 'Please enter a description.',
      date: 'Please choose the date and time.',
      location: 'Please enter the location.',
      pointsAwarded: 'Please enter the points awarded.',
    }))
  test('blank text is missing text', () => expect(validateEventForm(filled({ name: '   ' })).name).toBeDefined())
  test.each([
    ['0', 'Points awarded must be at least 1.'],
    ['-3', 'Points awarded must be at least 1.'],
    ['1.5', 'Points awarded must be a whole number.'],
    ['1e3', 'Points awarded must be a whole number.'],
    ['10001', 'Points awarded must be at most 10000.'],
  ])('points %p → %p', (points, message) =>
    expect(validateEventForm(filled({ pointsAwarded: points }))).toEqual({ pointsAwarded: message }),
  )
  test('1 and 10000 are fine', () => {
    expect(validateEventForm(filled({ pointsAwarded: '1' }))).toEqual({})
    expect(validateEventForm(filled({ pointsAwarded: '10000' }))).toEqual({})
  })
  test('dates the API refuses are caught first', () => {
    expect(validateEventForm(filled({ date: '1999-12-31T10:00' })).date).toBe(
      'The date must be between the years 2000 and 2100.',
    )
    expect(validateEventForm(filled({ date: '2027-02-30T10:00' })).date).toBe('Please enter a valid date and time.')
  })
  test('an end, when given, is a date and time after the start', () => {
    expect(validateEventForm(filled({ endsAt: '2027-03-10T21:00' }))).toEqual({})
    expect(validateEventForm(filled({ endsAt: '2027-03-10T18:30' })).endsAt).toBe('The end must be after the start.')
    expect(validateEventForm(filled({ endsAt: '2027-03-09T21:00' })).endsAt).toBe('The end must be after the start.')
    expect(validateEventForm(filled({ endsAt: '2027-04-31T10:00' })).endsAt).toBe(
      'Please enter a valid end date and time.',
    )
  })
  test.each(['0', '1.5', '-2', '100001', 'ten'])('seats %p are refused; empty is no limit', (seats) => {
    expect(validateEventForm(filled({ capacity: seats })).capacity).toBe(
      'Seats must be a whole number from 1 to 100000, or empty for no limit.',
    )
    expect(validateEventForm(filled({ capacity: '' }))).toEqual({})
    expect(validateEventForm(filled({ capacity: '60' }))).toEqual({})
  })
})

describe('request bodies', () => {
  test("create: trimmed, the club's clock converted to UTC, active by default, EXP on registering, no limit, no end, no type or image unless chosen", () =>
    expect(toCreateBody(filled())).toEqual({
      name: 'Game Jam',
      description: 'Make a game in 48 hours.',
      date: '2027-03-10T13:00:00.000Z',
      location: 'Seminar Hall 2',
      pointsAwarded: 50,
      expOn: 'registration',
      isActive: true,
    }))
  test('create with seats, EXP at check-in and an end time', () =>
    expect(toCreateBody(filled({ capacity: ' 60 ', expOn: 'attendance', endsAt: '2027-03-10T21:00' }))).toMatchObject({
      capacity: 60,
      expOn: 'attendance',
      endsAt: '2027-03-10T15:30:00.000Z',
    }))
  test('create with a type and an image', () =>
    expect(
      toCreateBody(filled({ type: 'Gameathon', image: { kind: 'new', dataUrl: 'data:image/png;base64,AA' } })),
    ).toMatchObject({ type: 'Gameathon', imageUrl: 'data:image/png;base64,AA' }))

  const event: EventJson = {
    _id: 'e1',
    name: 'Game Jam',
    description: 'd',
    date: '2027-03-10T13:00:00.000Z',
    location: 'Hall',
    pointsAwarded: 50,
    isActive: false,
    imageUrl: '/api/media/abc',
    type: 'Gameathon',
    endsAt: '2027-03-10T16:00:00.000Z',
    expOn: 'attendance',
    capacity: 40,
    registeredCount: 0,
    waitlistCount: 0,
    spotsLeft: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  }
  test("edit prefills the form on the club's clock, keeping the current image", () =>
    expect(eventToForm(event)).toEqual({
      name: 'Game Jam',
      description: 'd',
      date: '2027-03-10T18:30',
      endsAt: '2027-03-10T21:30',
      location: 'Hall',
      pointsAwarded: '50',
      expOn: 'attendance',
      capacity: '40',
      isActive: false,
      type: 'Gameathon',
      image: { kind: 'current', url: '/api/media/abc' },
    }))
  test('update: a kept image is left out, a removed one is null, a new one is sent; no type is null', () => {
    const kept = toUpdateBody(eventToForm(event), true)
    expect(kept).not.toHaveProperty('imageUrl')
    expect(kept).toMatchObject({
      isActive: false,
      type: 'Gameathon',
      pointsAwarded: 50,
      capacity: 40,
      expOn: 'attendance',
      endsAt: '2027-03-10T16:00:00.000Z',
    })
    expect(toUpdateBody({ ...eventToForm(event), image: { kind: 'none' } }, true).imageUrl).toBeNull()
    expect(toUpdateBody({ ...eventToForm(event), image: { kind: 'none' } }, false)).not.toHaveProperty('imageUrl')
    expect(toUpdateBody({ ...eventToForm(event), image: { kind: 'new', dataUrl: 'data:x' } }, true).imageUrl).toBe(
      'data:x',
    )
    expect(toUpdateBody({ ...eventToForm(event), type: '' }, true).type).toBeNull()
  })
  test('update: emptied seats and end are sent as null (no limit, no end)', () =>
    expect(toUpdateBody({ ...eventToForm(event), capacity: '', endsAt: '' }, true)).toMatchObject({
      capacity: null,
      endsAt: null,
    }))
})
