import { describe, expect, test } from 'bun:test'
import { readTicketPayload, shortCode, ticketKey, ticketPayload, typedCode } from './ticket-code'

const ticket = 'q0H5xY2kLpAbCdEfGhIjKlMnOpQrStUvWxYz0123456'
const eventId = '01a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b'

describe('ticket codes', () => {
  test('the QR payload names the event and the ticket, and reads back', () => {
    expect(readTicketPayload(ticketPayload(eventId, ticket))).toEqual({ eventId, ticket })
    expect(readTicketPayload(` ${ticketPayload(eventId.toUpperCase(), ticket)}\n`)).toEqual({ eventId, ticket })
  })

  test('anything else is taken as a bare ticket', () => {
    expect(readTicketPayload(ticket)).toEqual({ eventId: null, ticket })
    expect(readTicketPayload('not-a-uuid/abc')).toEqual({ eventId: null, ticket: 'not-a-uuid/abc' })
    expect(readTicketPayload('')).toEqual({ eventId: null, ticket: '' })
  })

  test('the short code is the first ten characters, grouped and upper case; typing is forgiving', () => {
    expect(shortCode(ticket)).toBe('Q0H5-XY2K-LP')
    expect(typedCode(' q0h5 xy2k-lp ')).toBe('Q0H5XY2KLP')
    expect(ticket.toUpperCase().startsWith(typedCode(shortCode(ticket)))).toBe(true)
  })

  test("a ticket's own - and _ are left out of the short code, which is then still its start", () => {
    expect(shortCode('ab-c_d-efGH_ij-kl')).toBe('ABCD-EFGH-IJ')
    expect(ticketKey('ab-c_d-efGH_ij-kl').startsWith(typedCode('abcd efgh ij'))).toBe(true)
  })
})
