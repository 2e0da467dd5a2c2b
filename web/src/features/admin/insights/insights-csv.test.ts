import { expect, test } from 'bun:test'
import { eventsCsv, monthsCsv, noShowSummary } from './insights-csv'
import type { InsightsJson } from './insights-query'

const data: InsightsJson = {
  semester: { name: 'July–December 2026', from: '2026-06-30T18:30:00.000Z', to: '2026-12-31T18:30:00.000Z' },
  events: [
    { _id: 'a', name: '=Workshop', date: '2026-10-05T12:30:00.000Z', registered: 2, checkedIn: 1, noShow: 1 },
    { _id: 'b', name: 'Gameathon', date: '2026-11-10T12:30:00.000Z', registered: 3, checkedIn: 3, noShow: 0 },
  ],
  noShowRate: 0.2,
  months: [
    { month: '2026-10', label: 'October 2026', newMembers: 4, expEarned: 150 },
    { month: '2026-11', label: 'November 2026', newMembers: 1, expEarned: 0 },
  ],
}

test('the no-show line rounds to a whole percent and counts seats; with no seats it says so', () => {
  expect(noShowSummary(data)).toBe('No-shows in July–December 2026: 20% of 5 seats taken.')
  expect(noShowSummary({ ...data, events: [], noShowRate: null })).toBe(
    'No seats were taken at an event of July–December 2026 yet.',
  )
})

test('each CSV is its table: events with their day on the club’s clock, months by name', () => {
  expect(eventsCsv(data)).toEqual({
    header: ['Event', 'Date', 'Registered', 'Checked in', 'No-show'],
    rows: [
      ['=Workshop', '5th October 2026', 2, 1, 1],
      ['Gameathon', '10th November 2026', 3, 3, 0],
    ],
  })
  expect(monthsCsv(data, 'expEarned')).toEqual({
    header: ['Month', 'EXP earned'],
    rows: [
      ['October 2026', 150],
      ['November 2026', 0],
    ],
  })
})
