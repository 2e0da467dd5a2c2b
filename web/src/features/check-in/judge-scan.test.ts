import { describe, expect, test } from 'bun:test'
import { checkInWindow } from '@club/api/shared/check-in-window'
import { ticketPayload } from '../../lib/ticket-code'
import { indexAttendees } from './attendee-index'
import { codeToAsk, judgeElsewhere, judgeScan, type ScanContext } from './judge-scan'
import type { Attendee } from './queries'
import { verdictText } from './verdict-text'

const EVENT = '01a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b'
const OTHER = '01a2b3c4-d5e6-4f70-8a9b-000000000000'
const ticketOf = (n: number) => `T${String(n).padStart(3, '0')}abcdefghijklmnopqrstuvwxyz0123456789AB`.slice(0, 43)
const attendee = (n: number, extra: Partial<Attendee> = {}): Attendee => ({
  userId: `user-${n}`,
  username: `student${n}`,
  email: `s${n}@college.edu`,
  status: 'registered',
  waitlistPosition: null,
  ticket: ticketOf(n),
  checkedInAt: null,
  registeredAt: '2026-12-01T10:00:00.000Z',
  ...extra,
})
const date = '2026-12-05T12:30:00.000Z'
const list = [
  attendee(1),
  attendee(2, { checkedInAt: '2026-12-05T11:45:00.000Z' }),
  attendee(3, { status: 'waitlisted', waitlistPosition: 1 }),
  attendee(4),
]
const context = (overrides: Partial<ScanContext> = {}): ScanContext => ({
  eventId: EVENT,
  index: indexAttendees(list),
  local: new Map(),
  window: checkInWindow({ date, endsAt: null }),
  now: new Date('2026-12-05T12:00:00.000Z'),
  eventNameOf: (id) => (id === OTHER ? 'Pixel Art Night' : null),
  ...overrides,
})

describe('judgeScan', () => {
  test('a seat not checked in yet: checked in now', () => {
    expect(judgeScan({ text: ticketPayload(EVENT, ticketOf(1)) }, context())).toEqual({
      kind: 'checked-in',
      attendee: list[0]!,
      at: '2026-12-05T12:00:00.000Z',
    })
  })

  test('checked in before the download, or on this phone since: already, with the time', () => {
    expect(judgeScan({ text: ticketOf(2) }, context())).toMatchObject({
      kind: 'already',
      at: '2026-12-05T11:45:00.000Z',
    })
    const local = new Map([['user-1', '2026-12-05T11:58:00.000Z']])
    expect(judgeScan({ userId: 'user-1' }, context({ local }))).toMatchObject({
      kind: 'already',
      at: '2026-12-05T11:58:00.000Z',
    })
  })

  test('waitlisted, another event (named when known), unknown', () => {
    expect(judgeScan({ text: ticketOf(3) }, context())).toMatchObject({ kind: 'waitlisted' })
    expect(judgeScan({ text: ticketPayload(OTHER, ticketOf(1)) }, context())).toEqual({
      kind: 'wrong-event',
      eventId: OTHER.toLowerCase(),
      eventName: 'Pixel Art Night',
    })
    expect(judgeScan({ text: ticketPayload(EVENT.replace('01a2', 'ffff'), 'x') }, context())).toEqual({
      kind: 'wrong-event',
      eventId: EVENT.replace('01a2', 'ffff').toLowerCase(),
      eventName: null,
    })
    expect(judgeScan({ text: 'forged-ticket-forged-ticket' }, context())).toEqual({
      kind: 'unknown',
      reason: 'not-in-list',
    })
    expect(judgeScan({ userId: 'user-99' }, context())).toEqual({ kind: 'unknown', reason: 'not-in-list' })
  })

  test('the short code, typed in any case with spaces; too short or shared by two is not a guess', () => {
    expect(judgeScan({ text: ' t004-abcd-ef ' }, context())).toMatchObject({ kind: 'checked-in', attendee: list[3]! })
    expect(judgeScan({ text: 'T004AB' }, context())).toEqual({ kind: 'unknown', reason: 'too-short' })
    const twins = [attendee(5, { ticket: 'SAMEPREFIXaaaa' }), attendee(6, { ticket: 'SAMEPREFIXbbbb' })]
    const index = indexAttendees(twins)
    expect(judgeScan({ text: 'sameprefix' }, context({ index }))).toEqual({ kind: 'unknown', reason: 'ambiguous' })
    expect(judgeScan({ text: 'sameprefixb' }, context({ index }))).toMatchObject({
      kind: 'checked-in',
      attendee: twins[1]!,
    })
  })

  test('outside the window: when it opens, or when it closed', () => {
    const early = context({ now: new Date('2026-12-05T11:29:59.999Z') })
    expect(judgeScan({ text: ticketOf(1) }, early)).toEqual({
      kind: 'not-open',
      opens: new Date('2026-12-05T11:30:00.000Z'),
    })
    const late = context({ now: new Date('2026-12-05T17:30:00.001Z') })
    expect(judgeScan({ text: ticketOf(1) }, late)).toEqual({
      kind: 'closed',
      closes: new Date('2026-12-05T17:30:00.000Z'),
    })
  })
})

describe('a typed code not in the list: the server says whose ticket it is', () => {
  // Another event's ticket, typed as the 10 characters under its QR code: no event id to tell by.
  const typed = { text: 'ZZ99-ABCD-EF' }
  const headline = (verdict: ReturnType<typeof judgeScan>) => verdictText(verdict).headline
  const detail = (verdict: ReturnType<typeof judgeScan>) => verdictText(verdict).detail

  test('asked only for a text scan of 10 or more letters and digits that the list does not know', () => {
    const unknown = judgeScan(typed, context())
    expect(unknown).toEqual({ kind: 'unknown', reason: 'not-in-list' })
    expect(codeToAsk(typed, unknown)).toBe('ZZ99-ABCD-EF')
    const whole = { text: ticketPayload(EVENT, 'Zz99-aBcD_eF0123456789abcdefghijklmnopqrstu') }
    expect(codeToAsk(whole, judgeScan(whole, context()))).toBe('Zz99-aBcD_eF0123456789abcdefghijklmnopqrstu')
    for (const scan of [{ text: 'T004AB' }, { text: ticketOf(1) }, { text: ticketPayload(OTHER, 'x') }])
      expect(codeToAsk(scan, judgeScan(scan, context()))).toBeNull()
    expect(codeToAsk({ userId: 'user-99' }, judgeScan({ userId: 'user-99' }, context()))).toBeNull()
  })

  test("another event's: Wrong event with its name, as a scanned QR code says", () => {
    const unknown = judgeScan(typed, context())
    const asking = judgeElsewhere(unknown, 'asking', EVENT)
    expect(headline(asking)).toBe('Unknown ticket')
    expect(detail(asking)).toBe('Not on this event’s list. Checking other events…')
    const wrong = judgeElsewhere(unknown, { eventId: OTHER, eventName: 'Pixel Art Night' }, EVENT)
    expect(wrong).toEqual({ kind: 'wrong-event', eventId: OTHER, eventName: 'Pixel Art Night' })
    expect(verdictText(wrong)).toMatchObject({ tone: 'stop', headline: 'Wrong event: Pixel Art Night' })
    expect(headline(judgeScan({ text: ticketPayload(OTHER, ticketOf(1)) }, context()))).toBe(headline(wrong))
  })

  test("nobody's, several events', this event's newer than the list, or no answer: still not let in", () => {
    const unknown = judgeScan(typed, context())
    const nobody = judgeElsewhere(unknown, 'none', EVENT)
    expect(verdictText(nobody)).toEqual({
      tone: 'stop',
      headline: 'Unknown ticket',
      detail: 'No event has this ticket. Ask the student to open their ticket again, or find them by name',
    })
    expect(judgeElsewhere(unknown, 'several', EVENT)).toEqual({ kind: 'unknown', reason: 'ambiguous' })
    const newer = judgeElsewhere(unknown, { eventId: EVENT.toUpperCase(), eventName: 'This one' }, EVENT)
    expect(newer).toEqual({ kind: 'unknown', reason: 'not-in-list', elsewhere: 'newer-than-list' })
    const offline = judgeElsewhere(unknown, 'no-answer', EVENT)
    expect(verdictText(offline)).toEqual({
      tone: 'stop',
      headline: 'Unknown ticket',
      detail:
        'Not on this event’s list. Other events could not be checked (no connection): find the student by name, or try again online',
    })
    // A verdict that is not "unknown" stands, whatever comes back.
    const seat = judgeScan({ text: ticketOf(1) }, context())
    expect(judgeElsewhere(seat, { eventId: OTHER, eventName: 'Pixel Art Night' }, EVENT)).toBe(seat)
  })
})
