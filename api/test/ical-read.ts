/**
 * Reading calendar files as calendar software does: Mozilla's ical.js (Thunderbird's parser) for
 * the content, and the line rules of RFC 5545 §3.1 checked on the raw bytes (ical.js is lenient
 * about them, calendar apps are not all). No test runner here: the API tests (test/ics.ts) and the
 * browser tests (e2e) both read files through it.
 */
import ICAL from 'ical.js'

/**
 * What breaks RFC 5545's line rules, one sentence each (none: the file is fine): every line ends
 * in CRLF, is at most 75 octets, and is valid UTF-8 on its own (no split sequence).
 */
export function lineProblems(text: string): string[] {
  const problems: string[] = []
  if (!text.endsWith('\r\n')) problems.push('the file does not end in CRLF')
  if (/[\r\n]/.test(text.replace(/\r\n/g, ''))) problems.push('a bare CR or LF')
  const strict = new TextDecoder('utf-8', { fatal: true })
  for (const [index, line] of text.replace(/\r\n$/, '').split('\r\n').entries()) {
    const bytes = new TextEncoder().encode(line)
    if (bytes.length > 75) problems.push(`line ${index + 1} has ${bytes.length} octets`)
    try {
      strict.decode(bytes)
    } catch {
      problems.push(`line ${index + 1} splits a UTF-8 sequence`)
    }
  }
  return problems
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

/** The calendar's properties and its events, as ical.js reads them (it throws on a malformed file or another component). */
export function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  if (calendar.name !== 'vcalendar') throw new Error(`not a calendar: ${calendar.name}`)
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
    /** X-WR-CALNAME, the name calendar apps give a subscription. */
    name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null,
    events,
  }
}
