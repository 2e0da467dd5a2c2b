import { describe, expect, test } from 'bun:test'
import { formatIstTime, isoToIstInput, istInputToIso } from './india-time'

describe('istInputToIso', () => {
  test('IST is UTC+05:30', () => expect(istInputToIso('2027-03-10T18:30')).toBe('2027-03-10T13:00:00.000Z'))
  test('just after midnight in Delhi is the previous day in UTC', () =>
    expect(istInputToIso('2027-01-01T02:00')).toBe('2026-12-31T20:30:00.000Z'))
  test('seconds are accepted', () => expect(istInputToIso('2027-03-10T18:30:15')).toBe('2027-03-10T13:00:15.000Z'))
  test.each(['', 'tomorrow', '2027-02-30T10:00', '2027-04-31T10:00', '2027-03-10T24:00', '2027-03-10 18:30'])(
    '%p is not a date',
    (value) => expect(istInputToIso(value)).toBeNull(),
  )
})

describe('isoToIstInput', () => {
  test('round trip', () => expect(isoToIstInput('2027-03-10T13:00:00.000Z')).toBe('2027-03-10T18:30'))
  test('crosses midnight', () => expect(isoToIstInput('2026-12-31T20:30:00.000Z')).toBe('2027-01-01T02:00'))
  test('unreadable → empty', () => expect(isoToIstInput('nope')).toBe(''))
})

test('formatIstTime shows the time as typed, whatever the machine zone', () => {
  expect(formatIstTime('2027-03-10T13:00:00.000Z')).toMatch(/^6:30\s?pm IST$/i)
  expect(formatIstTime('bad')).toBe('')
})
