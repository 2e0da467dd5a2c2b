import { describe, expect, test } from 'bun:test'
import { checkPhone, graphemeCount, PHONE_INVALID } from './text-limits'

describe('graphemeCount counts what a reader sees', () => {
  test('ASCII: one per letter, CR LF once', () => {
    expect(graphemeCount('Winter Gameathon')).toBe(16)
    expect(graphemeCount('a\r\nb')).toBe(3)
    expect(graphemeCount('')).toBe(0)
  })
  test('Hindi: a conjunct with its vowel sign is one letter', () => {
    expect('नमस्ते'.length).toBe(6)
    expect(graphemeCount('नमस्ते')).toBe(3)
    expect(graphemeCount('क्षि')).toBe(1)
  })
  test('an emoji family or a flag is one', () => {
    expect(graphemeCount('👨‍👩‍👧‍👦')).toBe(1)
    expect(graphemeCount('🇮🇳!')).toBe(2)
  })
})

describe('checkPhone: the one phone rule, named by its label', () => {
  test.each(['+91 98100 00000', '011-2345-6789', '011 (2345) 6789', '981000'])('%p is a phone number', (phone) =>
    expect(checkPhone(phone)).toBeUndefined(),
  )
  test.each(['call me', '12345', '+91 98100 00000 00000 1', '++9198100', '98100x0000'])('%p is not', (phone) =>
    expect(checkPhone(phone)).toBe(PHONE_INVALID),
  )
  test('the message says the field as the form labels it', () => expect(PHONE_INVALID).toStartWith('Phone Number '))
})
