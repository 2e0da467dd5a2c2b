/**
 * How long a text is, as people count it: characters as they see them (grapheme clusters,
 * Intl.Segmenter), not UTF-16 code units. "नमस्ते" is 3 characters to a reader (न, म, स्ते) and 6
 * code units to JavaScript's `length`; an emoji family is one character of 11. The API checks its
 * text limits with graphemeCount and the PWA counts with it too, so both agree and no limit cuts
 * a letter in half (docs/decisions/0210-limits-count-what-people-see.md).
 */

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** The characters a person sees in `text`. */
export function graphemeCount(text: string): number {
  // ASCII is one character per code unit (CR LF excepted, which counts once): skip the segmenter.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  if (/^[\u0000-\u007f]*$/.test(text) && !text.includes('\r\n')) return text.length
  let count = 0
  for (const _ of segmenter.segment(text)) count++
  return count
}

/**
 * The most UTF-16 code units a character may take in a stored text: the schemas' `maxLength` is
 * the limit times this (a bound on what is read at all); the limit itself is checked on graphemes.
 */
export const CODE_UNITS_PER_CHARACTER = 16

/** A phone number: an optional +, then 6 to 20 digits, spaces, brackets or dashes (the API's rule, the form's too). */
export const PHONE_PATTERN = '^\\+?[0-9][0-9 ()-]{5,19}$'
const PHONE = new RegExp(PHONE_PATTERN)
export const PHONE_INVALID = 'Phone Number must be a phone number of 6 to 20 digits, optionally starting with +'

/** The API's phone rule: PHONE_INVALID when `value` breaks it, else undefined. */
export const checkPhone = (value: string): string | undefined => (PHONE.test(value) ? undefined : PHONE_INVALID)
