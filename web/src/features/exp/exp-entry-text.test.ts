import { expect, test } from 'bun:test'
import { EXP_REASONS } from '@club/api/shared/constants'
import { REASON_LABELS, signedExp, totalOf } from './exp-entry-text'

test('every reason the API has reads as a word (docs/product.md#exp-levels-and-ranks)', () => {
  expect(EXP_REASONS.map((reason) => REASON_LABELS[reason])).toEqual([
    'Registered',
    'Checked in',
    'Cancelled',
    'Adjustment',
    'Jam entry',
    'Jam placement',
  ])
})

test('amounts carry their sign', () => {
  expect(signedExp(150)).toBe('+150 EXP')
  expect(signedExp(-150)).toBe('−150 EXP')
  expect(signedExp(0)).toBe('+0 EXP')
})

test('the total is the sum of the entries', () => {
  expect(totalOf([{ amount: 150 }, { amount: -150 }, { amount: 40 }])).toBe(40)
  expect(totalOf([])).toBe(0)
})
