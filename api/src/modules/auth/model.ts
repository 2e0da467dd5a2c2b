import { t } from 'elysia'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/constants'
import { User, Username } from '../users/model'

const Email = t.String({
  format: 'email',
  maxLength: EMAIL_MAX_LENGTH,
  error: 'email must be a valid email address',
})

export const SignupBody = t.Object({
  username: Username,
  email: Email,
  password: t.String({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  }),
})
export type SignupBody = typeof SignupBody.static

export const LoginBody = t.Object({
  email: t.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, error: 'email is required' }),
  password: t.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, error: 'password is required' }),
})
export type LoginBody = typeof LoginBody.static

export const AuthResponse = t.Object({ token: t.String(), user: User })
