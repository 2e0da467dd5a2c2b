import { expect, test } from 'bun:test'
import { countOf } from './Pagination'

test('"1 registration found", not "1 registrations"; 0 and many are plural', () => {
  const noun = ['registration', 'registrations'] as const
  expect(countOf(1, noun)).toBe('1 registration')
  expect(countOf(0, noun)).toBe('0 registrations')
  expect(countOf(12, noun)).toBe('12 registrations')
})
