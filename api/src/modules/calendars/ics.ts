/**
 * Writing iCalendar (RFC 5545) text: content lines end in CRLF and are folded at 75 octets
 * (never inside a UTF-8 sequence), TEXT values are escaped, times are UTC. The calendars module
 * builds its files from these (docs/api.md#calendars).
 */
import { wellFormed } from '../../shared/calendar-links'

const CRLF = '\r\n'
/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
export const LINE_OCTETS = 75

const encoder = new TextEncoder()

/** One code point's length in UTF-8. */
const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4)

/**
 * A content line folded at 75 octets: each continuation line starts with one space, which counts
 * toward its 75. Folding happens between characters, so no UTF-8 sequence is ever split.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= LINE_OCTETS) return line
  const lines: string[] = []
  let current = ''
  let size = 0
  for (const character of line) {
    const length = octets(character.codePointAt(0) ?? 0)
    const limit = lines.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1
    if (size + length > limit) {
      lines.push(current)
      current = ''
      size = 0
    }
    current += character
    size += length
  }
  lines.push(current)
  return lines.join(`${CRLF} `)
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n.
 * Other control characters are not allowed in TEXT and are dropped; a lone surrogate becomes U+FFFD.
 */
export function escapeText(value: string): string {
  return wellFormed(value)
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n')
}

/** A property whose value is written as given (already in its type's syntax: a time, a number, a URI). */
export type Property = readonly [name: string, value: string]

/** `NAME:value` lines, folded, each ending in CRLF. */
export const contentLines = (properties: readonly Property[]): string =>
  properties.map(([name, value]) => `${foldLine(`${name}:${value}`)}${CRLF}`).join('')

/** A component: BEGIN, its properties, any nested components (already written), END. */
export function component(name: string, properties: readonly Property[], children: string[] = []): string {
  return `BEGIN:${name}${CRLF}${contentLines(properties)}${children.join('')}END:${name}${CRLF}`
}
