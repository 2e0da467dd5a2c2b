import { describe, expect, test } from 'bun:test'
import { addMonths, byDay, monthLabel, monthOf, monthWeeks } from './calendar-month'

describe('months', () => {
  test('add and subtract across years', () => {
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 })
    expect(addMonths({ year: 2027, month: 0 }, -1)).toEqual({ year: 2026, month: 11 })
    expect(addMonths({ year: 2027, month: 5 }, -18)).toEqual({ year: 2025, month: 11 })
  })
  test('the month of a date is its UTC month', () =>
    expect(monthOf(new Date('2027-03-31T20:00:00.000Z'))).toEqual({ year: 2027, month: 2 }))
  test('label', () => expect(monthLabel({ year: 2027, month: 2 })).toBe('March 2027'))
})

describe('monthWeeks', () => {
  test('March 2027 starts on a Monday and needs five weeks', () => {
    const weeks = monthWeeks({ year: 2027, month: 2 })
    expect(weeks).toHaveLength(5)
    expect(weeks[0]).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(weeks[4]).toEqual([29, 30, 31, null, null, null, null])
  })
  test('February 2026 starts on a Sunday', () => {
    const weeks = monthWeeks({ year: 2026, month: 1 })
    expect(weeks[0]).toEqual([null, null, null, null, null, null, 1])
    expect(weeks.flat().filter(Boolean)).toHaveLength(28)
  })
  test('leap February', () => expect(monthWeeks({ year: 2028, month: 1 }).flat().filter(Boolean)).toHaveLength(29))
})

test('byDay keeps the month, groups by UTC day, sorts by time', () => {
  const items = [
    { name: 'late', date: '2027-03-10T15:00:00.000Z' },
    { name: 'early', date: '2027-03-10T05:00:00.000Z' },
    { name: 'other day', date: '2027-03-31T23:59:00.000Z' },
    { name: 'next month', date: '2027-04-01T00:00:00.000Z' },
  ]
  const days = byDay(items, { year: 2027, month: 2 })
  expect([...days.keys()]).toEqual([10, 31])
  expect(days.get(10)?.map((item) => item.name)).toEqual(['early', 'late'])
})
