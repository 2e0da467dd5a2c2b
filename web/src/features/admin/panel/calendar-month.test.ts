import { describe, expect, test } from 'bun:test'
import { addMonths, byDay, monthLabel, monthOf, monthWeeks } from './calendar-month'

describe('months', () => {
  test('add and subtract across years', () => {
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 })
    expect(addMonths({ year: 2027, month: 0 }, -1)).toEqual({ year: 2026, month: 11 })
    expect(addMonths({ year: 2027, month: 5 }, -18)).toEqual({ year: 2025, month: 11 })
  })
  test("the month of an instant is the month on the club's clock", () => {
    expect(monthOf(new Date('2027-03-31T18:00:00.000Z'), 'Asia/Kolkata')).toEqual({ year: 2027, month: 2 })
    // 20:00 UTC on the 31st of March is 01:30 on the 1st of April in Delhi.
    expect(monthOf(new Date('2027-03-31T20:00:00.000Z'), 'Asia/Kolkata')).toEqual({ year: 2027, month: 3 })
    expect(monthOf(new Date('2027-03-31T20:00:00.000Z'), 'UTC')).toEqual({ year: 2027, month: 2 })
  })
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

test("byDay keeps the month, groups by the day on the club's clock, sorts by time", () => {
  const items = [
    { name: 'late', date: '2027-03-10T15:00:00.000Z' }, // 20:30 on the 10th in Delhi
    { name: 'early', date: '2027-03-10T05:00:00.000Z' }, // 10:30 on the 10th
    { name: 'past midnight', date: '2027-03-10T19:00:00.000Z' }, // 00:30 on the 11th
    { name: 'last evening', date: '2027-03-31T13:00:00.000Z' }, // 18:30 on the 31st
    { name: 'next month', date: '2027-03-31T19:00:00.000Z' }, // 00:30 on the 1st of April
  ]
  const days = byDay(items, { year: 2027, month: 2 }, 'Asia/Kolkata')
  expect([...days.keys()]).toEqual([10, 11, 31])
  expect(days.get(10)?.map((item) => item.name)).toEqual(['early', 'late'])
  expect(days.get(11)?.map((item) => item.name)).toEqual(['past midnight'])
})
