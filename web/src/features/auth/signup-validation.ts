import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '@club/api/shared/constants'

export interface SignupInput {
  username: string
  email: string
  password: string
  confirmPassword: string
}
export type SignupField = keyof SignupInput
export type SignupErrors = Partial<Record<SignupField, string>>
export const SIGNUP_FIELDS: SignupField[] = ['username', 'email', 'password', 'confirmPassword']

/** docs/api.md: username rule, from the shared constants, as the hint under the label. */
export const USERNAME_HINT = `${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters: letters, digits, _ . -`
export const USERNAME_INVALID = `Username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters of letters, digits, _ . or -`
/** docs/product.md#accounts, exact. */
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`
export const PASSWORDS_DIFFER = 'Passwords do not match'

const USERNAME = new RegExp(USERNAME_PATTERN)
/** Roughly what a browser's type=email accepts: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function checkUsername(username: string): string | undefined {
  if (!username) return 'Please choose a username.'
  if (!USERNAME.test(username)) return USERNAME_INVALID
  return undefined
}

/** docs/product.md#accounts: every field required, the email an email, the password long enough and typed twice alike. */
export function validateSignup(input: SignupInput): SignupErrors {
  const errors: SignupErrors = {}
  const username = checkUsername(input.username.trim())
  if (username) errors.username = username
  const email = input.email.trim()
  if (!email) errors.email = 'Please enter your email.'
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email))
    errors.email = 'Please enter a valid email address, like name@example.com.'
  if (!input.password) errors.password = 'Please choose a password.'
  else if (input.password.length < PASSWORD_MIN_LENGTH) errors.password = PASSWORD_TOO_SHORT
  if (!input.confirmPassword) errors.confirmPassword = 'Please type your password again.'
  else if (input.password && input.confirmPassword !== input.password) errors.confirmPassword = PASSWORDS_DIFFER
  return errors
}

/** The field a server message is about ("That username is already taken", "email must be …"). */
export function fieldNamedIn(message: string): SignupField | undefined {
  const lower = message.toLowerCase()
  if (lower.includes('username')) return 'username'
  if (lower.includes('email')) return 'email'
  if (lower.includes('password')) return 'password'
  return undefined
}
