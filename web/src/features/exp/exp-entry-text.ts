/**
 * How an EXP ledger entry reads (docs/product.md#exp-levels-and-ranks): its reason in words, its
 * amount with its sign, and the total of a history. Pure, so tested without a browser.
 */
import type { ExpReason } from '@club/api/shared/constants'

export const REASON_LABELS: Record<ExpReason, string> = {
  event_registration: 'Registered',
  attendance: 'Checked in',
  unregistration: 'Cancelled',
  adjustment: 'Adjustment',
  jam_participation: 'Jam entry',
  jam_placement: 'Jam placement',
}

/** "+150 EXP", "−150 EXP" (a true minus sign). */
export const signedExp = (amount: number) => `${amount < 0 ? '−' : '+'}${Math.abs(amount)} EXP`

/** The sum of the entries: a student's EXP, by the ledger's rule. */
export const totalOf = (entries: readonly { amount: number }[]) => entries.reduce((sum, entry) => sum + entry.amount, 0)
