import { afterAll, beforeEach, describe, expect, test } from 'bun:test'
import { QueryClient } from '@tanstack/react-query'
import { queryKeys } from '../../api/query-keys'
import type { Attendee } from './queries'
import { scanProblems } from './scan-problems'
import { scanAnswered } from './scan-request'
import type { ScanVariables } from './scan-types'

const store = new Map<string, string>()
const before = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
Object.defineProperty(globalThis, 'localStorage', {
  configurable: true,
  value: {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  } as Storage,
})
afterAll(() => {
  if (before) Object.defineProperty(globalThis, 'localStorage', before)
  else delete (globalThis as { localStorage?: Storage }).localStorage
})

let EVENT = 'event-0'
const attendee: Attendee = {
  userId: 'u1',
  username: 'asha',
  email: 'asha@college.edu',
  status: 'registered',
  waitlistPosition: null,
  ticket: 't1',
  checkedInAt: null,
  registeredAt: '2026-12-01T10:00:00.000Z',
}
const scan = (nonce: string): ScanVariables => ({
  eventId: EVENT,
  ticket: 't1',
  nonce,
  scannedAt: '2026-12-05T12:00:00.000Z',
  student: { userId: 'u1', username: 'asha' },
  queued: true,
})

describe('what the scanner learns from an answer', () => {
  let client: QueryClient
  beforeEach(() => {
    EVENT = `event-${crypto.randomUUID()}` // problems are kept per event
    store.clear()
    client = new QueryClient()
    client.setQueryData(queryKeys.attendees(EVENT), [attendee])
  })
  const list = () => client.getQueryData<Attendee[]>(queryKeys.attendees(EVENT))!

  test('checked in: the saved list says so, at the server’s time; no problem to report', () => {
    scanAnswered(client, scan('n1'), {
      kind: 'checked-in',
      checkedInAt: '2026-12-05T12:00:01.000Z',
      expAwarded: 50,
      message: '',
    })
    expect(list()[0]?.checkedInAt).toBe('2026-12-05T12:00:01.000Z')
    expect(scanProblems(EVENT)).toEqual([])
  })

  test('already checked in elsewhere: the first time is kept, and the admin is told', () => {
    scanAnswered(client, scan('n2'), {
      kind: 'already',
      checkedInAt: '2026-12-05T11:58:00.000Z',
      message: 'asha was already checked in at 5:28 pm IST.',
    })
    expect(list()[0]?.checkedInAt).toBe('2026-12-05T11:58:00.000Z')
    expect(scanProblems(EVENT)).toEqual([
      expect.objectContaining({
        nonce: 'n2',
        kind: 'already',
        message: 'Checked in elsewhere first: asha was already checked in at 5:28 pm IST. Counted once.',
      }),
    ])
  })

  test('refused (cancelled since the list was downloaded): reported once, the list left for a refresh', () => {
    const refused = { kind: 'refused' as const, status: 404, message: 'This ticket was cancelled.' }
    scanAnswered(client, scan('n3'), refused)
    scanAnswered(client, scan('n3'), refused)
    expect(list()[0]?.checkedInAt).toBeNull()
    expect(scanProblems(EVENT)).toEqual([
      expect.objectContaining({
        nonce: 'n3',
        kind: 'refused',
        message: 'The server did not check asha in: This ticket was cancelled.',
      }),
    ])
  })
})
