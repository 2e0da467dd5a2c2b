import { describe, expect, test } from 'bun:test'
import { eventEnd, GOOGLE_DETAILS_MAX_LENGTH, googleCalendarUrl, utcStamp } from './calendar-links'

const jam = {
  name: 'Jam #3: Sound & Fury (48h) + pizza',
  description: 'Teams of 4; bring a laptop.\nPrizes: 100% fun?',
  location: 'Lab 3, CS Block / 2nd floor',
  date: '2026-12-05T04:30:00.000Z',
  endsAt: '2026-12-07T12:30:00.000Z',
}
const page = 'https://club.example.edu/events/0190a6f1-7c2e-7d41-9b7a-2f4d8c6e1a3b'

describe('googleCalendarUrl', () => {
  test('the template link, every value exactly as given when the browser decodes it, times in UTC', () => {
    const link = googleCalendarUrl(jam, page)
    expect(link).toStartWith('https://calendar.google.com/calendar/render?action=TEMPLATE&')
    const params = new URL(link).searchParams
    expect(params.get('action')).toBe('TEMPLATE')
    expect(params.get('text')).toBe(jam.name)
    expect(params.get('dates')).toBe('20261205T043000Z/20261207T123000Z')
    expect(params.get('details')).toBe(`${jam.description}\n\n${page}`)
    expect(params.get('location')).toBe(jam.location)
    // Percent-encoded: no raw space, "+", "&" or "#" inside a value (Google would read "+" as a plus).
    expect(link).not.toMatch(/[ #]/)
    expect(link.split('&')).toHaveLength(5)
    expect(link).toContain('text=Jam%20%233%3A%20Sound%20%26%20Fury%20(48h)%20%2B%20pizza')
  })

  test('no end: two hours; a long description is cut whole characters short, the page link kept', () => {
    const long = { ...jam, endsAt: null, description: '🎮'.repeat(GOOGLE_DETAILS_MAX_LENGTH + 5) }
    const params = new URL(googleCalendarUrl(long, page)).searchParams
    expect(params.get('dates')).toBe('20261205T043000Z/20261205T063000Z')
    const details = params.get('details')!
    expect(details.endsWith(`…\n\n${page}`)).toBe(true)
    expect(Array.from(details.split('\n\n')[0]!)).toHaveLength(GOOGLE_DETAILS_MAX_LENGTH)
    expect(details).not.toContain('\ufffd')
  })

  test('text that is not well-formed (half an emoji) does not break the link', () => {
    const link = googleCalendarUrl({ ...jam, name: 'Broken \ud83c name' }, page)
    expect(new URL(link).searchParams.get('text')).toBe('Broken \ufffd name')
  })
})

test('eventEnd and utcStamp', () => {
  expect(eventEnd('2026-12-05T04:30:00.000Z', null).toISOString()).toBe('2026-12-05T06:30:00.000Z')
  expect(eventEnd('2026-12-05T04:30:00.000Z', '2026-12-05T05:00:00.000Z').toISOString()).toBe(
    '2026-12-05T05:00:00.000Z',
  )
  expect(utcStamp('2026-12-05T04:30:07.123Z')).toBe('20261205T043007Z')
})
