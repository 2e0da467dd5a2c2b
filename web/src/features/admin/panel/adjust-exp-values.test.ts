import { describe, expect, test } from 'bun:test'
import { AMOUNT_ERROR, adjustmentBody, emptyAdjustment, NOTE_ERROR, validateAdjustment } from './adjust-exp-values'

const filled = (overrides = {}) => ({ ...emptyAdjustment(), amount: '50', note: 'Helped run the jam', ...overrides })

describe('validateAdjustment', () => {
  test('a whole number of EXP and a note pass', () => expect(validateAdjustment(filled())).toEqual({}))
  test('an empty form names both fields', () =>
    expect(validateAdjustment(emptyAdjustment())).toEqual({ amount: AMOUNT_ERROR, note: NOTE_ERROR }))
  test.each(['0', '1.5', '-5', '1e3', 'ten', '1000000001'])('amount %p is refused', (amount) =>
    expect(validateAdjustment(filled({ amount })).amount).toBe(AMOUNT_ERROR),
  )
  test('a blank note, or one over 200 characters, is refused', () => {
    expect(validateAdjustment(filled({ note: '   ' })).note).toBe(NOTE_ERROR)
    expect(validateAdjustment(filled({ note: 'x'.repeat(201) })).note).toBe(NOTE_ERROR)
    expect(validateAdjustment(filled({ note: 'x'.repeat(200) }))).toEqual({})
  })
})

test('the body: the direction signs the amount, the note is trimmed', () => {
  expect(adjustmentBody(filled({ note: ' Helped run the jam ' }))).toEqual({ amount: 50, note: 'Helped run the jam' })
  expect(adjustmentBody(filled({ direction: 'take', amount: ' 20 ' }))).toEqual({
    amount: -20,
    note: 'Helped run the jam',
  })
})
