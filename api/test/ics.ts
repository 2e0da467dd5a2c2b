/**
 * Calendar files in the API tests: the RFC 5545 line rules, then the content as Mozilla's ical.js
 * reads it (test/ical-read.ts, which the browser tests use too).
 */
import { expect } from 'bun:test'
import { lineProblems, readCalendar } from './ical-read'

export type { ParsedEvent } from './ical-read'

/** Every line ends in CRLF, is at most 75 octets, and is valid UTF-8 on its own (no split sequence). */
export function expectRfc5545Lines(text: string) {
  expect(lineProblems(text)).toEqual([])
}

/** The calendar's properties and its events, as ical.js reads them (after the line checks). */
export function parseCalendar(text: string) {
  expectRfc5545Lines(text)
  return readCalendar(text)
}
