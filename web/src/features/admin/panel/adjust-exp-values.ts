/**
 * The Adjust EXP form of User Details (docs/product.md#admin): add or take away a whole number of
 * EXP, with a note saying why. How it is checked before sending and the body it sends to
 * POST /api/admin/users/:id/exp-adjustments. Pure, so tested without a browser.
 */
import { EXP_ADJUSTMENT_MAX, EXP_NOTE_MAX_LENGTH } from '@club/api/shared/constants'

export interface AdjustExpValues {
  direction: 'add' | 'take'
  /** As typed: a whole number of EXP, without a sign (the direction gives it). */
  amount: string
  note: string
}

export type AdjustExpErrors = Partial<Record<'amount' | 'note', string>>

export const emptyAdjustment = (): AdjustExpValues => ({ direction: 'add', amount: '', note: '' })

export const AMOUNT_ERROR = `Please enter a whole number of EXP from 1 to ${EXP_ADJUSTMENT_MAX}.`
export const NOTE_ERROR = `Please write a note saying why (1 to ${EXP_NOTE_MAX_LENGTH} characters).`

export function validateAdjustment(values: AdjustExpValues): AdjustExpErrors {
  const errors: AdjustExpErrors = {}
  const amount = values.amount.trim()
  if (!/^\d+$/.test(amount) || Number(amount) < 1 || Number(amount) > EXP_ADJUSTMENT_MAX) errors.amount = AMOUNT_ERROR
  const note = values.note.trim()
  if (!note || note.length > EXP_NOTE_MAX_LENGTH) errors.note = NOTE_ERROR
  return errors
}

/** The body of a form that passed validation: the amount signed by the direction, the note trimmed. */
export function adjustmentBody(values: AdjustExpValues) {
  const amount = Number(values.amount.trim())
  return { amount: values.direction === 'take' ? -amount : amount, note: values.note.trim() }
}

/** "+50", "−50". */
export const signed = (amount: number) => `${amount < 0 ? '−' : '+'}${Math.abs(amount)}`
