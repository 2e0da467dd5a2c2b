import { describe, expect, test } from 'bun:test'
import { attendeesCsv, attendeesFileName, checkInWindowText, filterRows, tabRows, withLocal } from './attendee-tabs'
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

describe('the CSV is named after the event', () => {
  test('its name in lower case with dashes, then the tab', () => {
    expect(attendeesFileName({ _id: 'abcdef1234', name: 'Winter Gameathon 2026' }, 'registered')).toBe(
      'winter-gameathon-2026-registered.csv',
    )
    expect(attendeesFileName({ _id: 'abcdef1234', name: '  Unreal Engine 5: Your First Level!' }, 'no-show')).toBe(
      'unreal-engine-5-your-first-level-no-show.csv',
    )
  })
  test('a name in another script keeps its letters whole; a name of symbols only falls back to the id', () => {
    expect(attendeesFileName({ _id: 'abcdef1234', name: 'गेम जैम' }, 'waitlist')).toBe('गेम-जैम-waitlist.csv')
    expect(attendeesFileName({ _id: 'abcdef1234', name: '★★★' }, 'waitlist')).toBe('abcdef12-waitlist.csv')
  })
})

describe('the check-in window, said in the club time zone', () => {
  const window = { opens: new Date('2026-12-07T03:30:00Z'), closes: new Date('2026-12-07T10:30:00Z') }
  test('before it opens: when it opens, in IST', () => {
    expect(checkInWindowText('before', window)).toBe('Check-in opens on 7th December 2026, 9:00 am IST.')
  })
  test('after it closed: when it closed; while open, nothing', () => {
    expect(checkInWindowText('after', window)).toBe('Check-in closed on 7th December 2026, 4:00 pm IST.')
    expect(checkInWindowText('open', window)).toBeNull()
  })
})
