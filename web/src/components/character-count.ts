/**
 * The limit of a text field said as the person types (docs/product.md#forms), counted as the API
 * counts it: characters as people see them (`@club/api/shared/text-limits`), so a Hindi letter
 * of four code units is one, and nothing is ever cut silently: the field takes what is typed and
 * says how far over the limit it is; the form refuses to send it.
 */
import { graphemeCount } from '@club/api/shared/text-limits'

/** Spoken (politely) only this close to the limit, so a screen reader is not told every keystroke. */
export const ANNOUNCE_WITHIN = 10

export interface CharacterCountState {
  count: number
  over: boolean
  /** "12 / 120", what the eye reads. */
  shown: string
  /** "3 characters left", "2 characters too many", or '' while far from the limit. */
  spoken: string
}

const characters = (n: number) => (n === 1 ? '1 character' : `${n} characters`)

export function characterCount(value: string, limit: number): CharacterCountState {
  const count = graphemeCount(value)
  const left = limit - count
  const over = left < 0
  return {
    count,
    over,
    shown: over ? `${count} / ${limit}: ${characters(-left)} too many` : `${count} / ${limit}`,
    spoken: over ? `${characters(-left)} too many` : left <= ANNOUNCE_WITHIN ? `${characters(left)} left` : '',
  }
}

/** The form's refusal of a text over its limit, in the field's label ("Bio must be at most 500 characters"). */
export const tooLongText = (label: string, limit: number) => `${label} must be at most ${limit} characters`

/** tooLongText when `value` is over `limit`, else undefined. */
export const checkLimit = (label: string, value: string, limit: number) =>
  graphemeCount(value) > limit ? tooLongText(label, limit) : undefined
