/** The iCalendar writer (RFC 5545 §3.1, §3.3.11): folding and escaping, checked by ical.js too. */
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { parseCalendar } from '../../../test/ics'
import { wellFormed } from '../../shared/calendar-links'
import { calendarFile, icsFileName, vevent } from './event-ics'
import { escapeText, foldLine } from './ics'

const unfold = (text: string) => text.replace(/\r\n /g, '')
const octets = (text: string) => new TextEncoder().encode(text).length

describe('foldLine', () => {
  test('a short line is left alone; a long one folds at 75 octets with CRLF and one space', () => {
    expect(foldLine('SUMMARY:Jam')).toBe('SUMMARY:Jam')
    const line = `DESCRIPTION:${'x'.repeat(200)}`
    const folded = foldLine(line)
    const lines = folded.split('\r\n')
    expect(lines[0]).toHaveLength(75)
    for (const rest of lines.slice(1)) {
      expect(rest.startsWith(' ')).toBe(true)
      expect(octets(rest)).toBeLessThanOrEqual(75)
    }
    expect(unfold(folded)).toBe(line)
  })

  test('never inside a UTF-8 sequence: Devanagari (3 octets) and emoji (4 octets) stay whole', () => {
    for (const character of ['क', '🎮', 'é']) {
      const line = `SUMMARY:${character.repeat(60)}`
      const folded = foldLine(line)
      const strict = new TextDecoder('utf-8', { fatal: true })
      for (const part of folded.split('\r\n')) {
        expect(octets(part)).toBeLessThanOrEqual(75)
        expect(() => strict.decode(new TextEncoder().encode(part))).not.toThrow()
      }
      expect(unfold(folded)).toBe(line)
    }
  })
})

describe('escapeText', () => {
  test('backslash, semicolon, comma and line breaks; other control characters dropped', () => {
    expect(escapeText('Lab 3, Block C; bring a laptop\\charger')).toBe('Lab 3\\, Block C\\; bring a laptop\\\\charger')
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour')
    expect(escapeText('tab\there\u0007bell\u001b')).toBe('tab\there' + 'bell')
    expect(escapeText('half \ud83c emoji')).toBe('half \ufffd emoji')
  })
})

const row = (overrides: Record<string, unknown> = {}) => ({
  id: '0190a6f1-7c2e-7d41-9b7a-2f4d8c6e1a3b',
  name: 'Winter Gameathon',
  description: 'Build a game.',
  location: 'Lab 3',
  date: new Date('2026-12-05T04:30:00Z'),
  endsAt: null,
  type: null,
  sequence: 0,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  updatedAt: new Date('2026-11-02T00:00:00Z'),
  deletedAt: null,
  ...overrides,
})

describe('any text survives the trip through ical.js', () => {
  test('names, places and descriptions of any characters come back as written (property-based)', () => {
    const text = fc.string({ unit: 'binary', maxLength: 300 })
    fc.assert(
      fc.property(text, text, text, (name, location, description) => {
        const file = calendarFile([vevent(row({ name, location, description }), { publicUrl: 'https://club.test' })])
        const [event] = parseCalendar(file).events
        // What a calendar can hold: no control characters but tab and line breaks; lone surrogates replaced.
        const kept = (value: string) =>
          wellFormed(value)
            .replace(/\r\n?/g, '\n')
            .split('')
            .filter((c) => c === '\t' || c === '\n' || (c >= ' ' && c !== '\u007f'))
            .join('')
        expect(event?.summary).toBe(kept(name))
        expect(event?.location).toBe(kept(location))
        const page = `https://club.test/events/${row().id}`
        expect(event?.description).toBe(description ? `${kept(description)}\n\n${page}` : page)
      }),
      {
        numRuns: 200,
        examples: [
          ['', '', '\r'],
          ['a\r', 'b\r\n', 'c\r'],
        ],
      },
    )
  })
})

test('file names: ASCII, dashes, never empty', () => {
  expect(icsFileName('Winter Gameathon 2026!')).toBe('winter-gameathon-2026.ics')
  expect(icsFileName('Café—Jam')).toBe('cafe-jam.ics')
  expect(icsFileName('गेम जैम')).toBe('event.ics')
  expect(icsFileName('"; rm -rf /')).toBe('rm-rf.ics')
})
