import { t } from 'elysia'
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/constants'
import { User, Username } from '../users/model'

export const Email = t.String({
  format: 'email',
  maxLength: EMAIL_MAX_LENGTH,
  error: 'email must be a valid email address',
})

const NewPassword = t.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
})

export const SignupBody = t.Object({
  username: Username,
  email: Email,
  password: NewPassword,
})
export type SignupBody = typeof SignupBody.static

export const LoginBody = t.Object({
  email: t.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH, error: 'email is required' }),
  password: t.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, error: 'password is required' }),
})
export type LoginBody = typeof LoginBody.static

export const AuthResponse = t.Object({ token: t.String(), user: User })

/** The secret from a mailed link (43 characters; anything else is simply not a valid link). */
const LinkToken = t.String({ minLength: 1, maxLength: 200, error: 'token is required: the one from the link' })

export const VerifyEmailBody = t.Object({
  token: LinkToken,
  password: t.Optional(
    t.String({
      minLength: 1,
      maxLength: PASSWORD_MAX_LENGTH,
      description: "The account's password, when the request carries no session of the account",
      error: 'password must be the account’s password',
    }),
  ),
})
export const ForgotPasswordBody = t.Object({ email: Email })
export const ResetPasswordBody = t.Object({ token: LinkToken, password: NewPassword })

export const MessageResponse = t.Object({ message: t.String() })

export const AuthOptions = t.Object(
  {
    canSendEmail: t.Boolean({ description: 'false: no SMTP_URL; verification and reset links cannot be sent' }),
    google: t.Boolean(),
    discord: t.Boolean(),
  },
  { description: 'What this server can do for sign-in, for the screens to say' },
)
