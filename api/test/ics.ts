/**
 * Reading calendar files as calendar software does: Mozilla's ical.js (Thunderbird's parser) for
 * the content, and the line rules of RFC 5545 §3.1 checked on the raw bytes (ical.js is lenient
 * about them, calendar apps are not all).
 */
import { expect } from 'bun:test'
import ICAL from 'ical.js'

/** Every line ends in CRLF, is at most 75 octets, and is valid UTF-8 on its own (no split sequence). */
export function expectRfc5545Lines(text: string) {
  expect(text.endsWith('\r\n')).toBe(true)
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  const strict = new TextDecoder('utf-8', { fatal: true })
  for (const line of text.slice(0, -2).split('\r\n')) {
    const bytes = new TextEncoder().encode(line)
    expect(bytes.length).toBeLessThanOrEqual(75)
    expect(() => strict.decode(bytes)).not.toThrow()
  }
}

export interface ParsedEvent {
  uid: string
  summary: string
  description: string
  location: string
  url: string | null
  status: string | null
  sequence: number
  start: string
  end: string
  /** Whether DTSTART and DTEND are UTC (a trailing Z). */
  utc: boolean
  dtstamp: string
  /** The alarms' triggers, as durations in seconds (negative: before the start). */
  alarms: number[]
}

/** The calendar's properties and its events, as ical.js reads them (after the line checks). */
export function parseCalendar(text: string) {
  expectRfc5545Lines(text)
  const calendar = new ICAL.Component(ICAL.parse(text))
  expect(calendar.name).toBe('vcalendar')
  const events: ParsedEvent[] = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    const time = (name: string) => vevent.getFirstPropertyValue(name) as InstanceType<typeof ICAL.Time>
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      utc: event.startDate.zone?.tzid === 'UTC' && event.endDate.zone?.tzid === 'UTC',
      dtstamp: time('dtstamp').toJSDate().toISOString(),
      alarms: vevent
        .getAllSubcomponents('valarm')
        .map((alarm) => (alarm.getFirstPropertyValue('trigger') as InstanceType<typeof ICAL.Duration>).toSeconds()),
    }
  })
  return {
    version: calendar.getFirstPropertyValue('version'),
    prodid: calendar.getFirstPropertyValue('prodid'),
    name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null,
    events,
  }
}
