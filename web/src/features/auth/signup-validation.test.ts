import { expect, test } from 'bun:test'
import {
  fieldNamedIn,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  USERNAME_HINT,
  USERNAME_INVALID,
  validateSignup,
} from './signup-validation'

const good = { username: 'pixel_knight', email: 'asha@students.test', password: 'secret1', confirmPassword: 'secret1' }

test('a complete, valid form has no errors', () => {
  expect(validateSignup(good)).toEqual({})
})

test('docs/product.md#accounts: exact texts, with the minimum from the shared constants', () => {
  expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 6 characters long')
  expect(validateSignup({ ...good, password: 'short', confirmPassword: 'short' })).toEqual({
    password: PASSWORD_TOO_SHORT,
  })
  expect(validateSignup({ ...good, confirmPassword: 'secret2' })).toEqual({ confirmPassword: PASSWORDS_DIFFER })
})

test('every field is required', () => {
  const errors = validateSignup({ username: ' ', email: '', password: '', confirmPassword: '' })
  expect(Object.keys(errors)).toEqual(['username', 'email', 'password', 'confirmPassword'])
})

test("the username follows the API's rule", () => {
  expect(USERNAME_HINT).toBe('3–30 characters: letters, digits, _ . -')
  for (const username of ['ab', 'has space', 'emoji🎮', 'a'.repeat(31)])
    expect(validateSignup({ ...good, username }).username).toBe(USERNAME_INVALID)
  for (const username of ['abc', 'a.b-c_d', 'a'.repeat(30)]) expect(validateSignup({ ...good, username })).toEqual({})
})

test('an email must look like one', () => {
  expect(validateSignup({ ...good, email: 'asha' }).email).toContain('valid email')
  expect(validateSignup({ ...good, email: 'asha@students' }).email).toContain('valid email')
})

test('server messages point at the field they name', () => {
  expect(fieldNamedIn('That username is already taken')).toBe('username')
  expect(fieldNamedIn('An account with this email already exists')).toBe('email')
  expect(fieldNamedIn('Password must be at least 6 characters long')).toBe('password')
  expect(fieldNamedIn('Too many requests')).toBeUndefined()
})
