import { describe, expect, test } from 'bun:test'
import { attendeesCsv, filterRows, tabRows, withLocal } from './attendee-tabs'
import type { Attendee } from './queries'

const row = (n: number, extra: Partial<Attendee> = {}): Attendee => ({
  userId: `u${n}`,
  username: `student${n}`,
  email: `s${n}@college.edu`,
  status: 'registered',
  waitlistPosition: null,
  ticket: `ticket${n}`,
  checkedInAt: null,
  registeredAt: '2026-12-01T10:00:00.000Z',
  ...extra,
})
const list = [
  row(1, { checkedInAt: '2026-12-05T12:05:00.000Z' }),
  row(2),
  row(3),
  row(4, { status: 'waitlisted', waitlistPosition: 1 }),
]

describe('the attendee tabs', () => {
  test("seats, the waitlist, who came (this phone's unsent check-ins too), and no-shows once closed", () => {
    const rows = withLocal(list, new Map([['u2', '2026-12-05T12:10:00.000Z']]))
    const open = tabRows(rows, false)
    expect(open.registered.map((r) => r.userId)).toEqual(['u1', 'u2', 'u3'])
    expect(open.waitlist.map((r) => r.userId)).toEqual(['u4'])
    expect(open['checked-in'].map((r) => [r.userId, r.unconfirmed])).toEqual([
      ['u1', false],
      ['u2', true],
    ])
    expect(open['no-show']).toEqual([])
    expect(tabRows(rows, true)['no-show'].map((r) => r.userId)).toEqual(['u3'])
  })

  test('search by name or email, every word', () => {
    const rows = withLocal(list, new Map())
    expect(filterRows(rows, 'STUDENT3').map((r) => r.userId)).toEqual(['u3'])
    expect(filterRows(rows, 's1@ college').map((r) => r.userId)).toEqual(['u1'])
    expect(filterRows(rows, '  ')).toHaveLength(4)
  })

  test('the CSV: a header, times in the club’s zone, and cells a spreadsheet would run made inert', () => {
    const rows = withLocal(
      [row(5, { username: '=HYPERLINK("http://x")', email: '+91@x.in' }), row(6, { username: '-2', email: '@me' })],
      new Map(),
    )
    const [header, first, second] = attendeesCsv(rows).replace('\uFEFF', '').split('\r\n')
    expect(header).toBe('Username,Email,Status,Waitlist position,Checked in at,Registered at')
    expect(first).toStartWith(`"'=HYPERLINK(""http://x"")",'+91@x.in,registered,,,"1st December 2026, `)
    expect(second).toStartWith("'-2,'@me,registered")
  })
})
