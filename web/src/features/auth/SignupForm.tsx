import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from '@club/api/shared/constants'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { api } from '../../api/client'
import { serverMessage, unwrap } from '../../api/errors'
import { Field, type FieldProps } from '../../components/Field'
import { NeedsConnection } from '../../pwa/NeedsConnection'
import { startSession, useGoOnAfterSignIn } from '../../session/start-session'
import { signedUpNotice } from './account-texts'
import { authOptionsQuery } from './queries'
import {
  fieldNamedIn,
  SIGNUP_FIELDS,
  type SignupErrors,
  type SignupField,
  type SignupInput,
  USERNAME_HINT,
  validateSignup,
} from './signup-validation'

export const REGISTRATION_FAILED = 'Registration failed. Please try again.'
const EMPTY: SignupInput = { username: '', email: '', password: '', confirmPassword: '' }

/** How each field is shown: label, keyboard, autofill. */
const INPUTS: Record<SignupField, Omit<FieldProps, 'id'>> = {
  username: {
    label: 'Username',
    hint: USERNAME_HINT,
    autoComplete: 'username',
    autoCapitalize: 'none',
    spellCheck: false,
    limit: USERNAME_MAX_LENGTH,
  },
  email: {
    label: 'Email',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    spellCheck: false,
    maxLength: EMAIL_MAX_LENGTH,
  },
  password: {
    label: 'Password',
    type: 'password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters`,
    autoComplete: 'new-password',
    maxLength: PASSWORD_MAX_LENGTH,
  },
  confirmPassword: {
    label: 'Confirm password',
    type: 'password',
    autoComplete: 'new-password',
    maxLength: PASSWORD_MAX_LENGTH,
  },
}

/**
 * docs/product.md#accounts: username, email, password and its confirmation; success signs in and goes
 * on to /complete-profile, which says that a verification link was mailed (or that this server cannot
 * send email: asked of the server while the student types). `returnTo`: where to go after that.
 */
export function SignupForm({ returnTo }: { returnTo?: string }) {
  const queryClient = useQueryClient()
  const goOn = useGoOnAfterSignIn()
  const options = useQuery(authOptionsQuery())
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<SignupErrors>({})
  const signup = useMutation({
    mutationFn: async (body: { username: string; email: string; password: string }) =>
      unwrap(await api.auth.signup.post(body)),
    onSuccess: ({ token, user }) => {
      const notice = signedUpNotice(user.email, options.data?.canSendEmail)
      startSession(queryClient, token, user)
      goOn(user, returnTo, { notice })
    },
    onError: (error) => {
      // A taken email or username (409) or a field the server refused (422): point at that field.
      const field = fieldNamedIn(serverMessage(error, ''))
      if (field) focus(field)
    },
  })
  const busy = signup.isPending || signup.isSuccess
  const failure = signup.isError ? serverMessage(signup.error, REGISTRATION_FAILED) : undefined
  const refusedField = failure ? fieldNamedIn(failure) : undefined

  function focus(field: SignupField) {
    form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus()
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const found = validateSignup(values)
    setErrors(found)
    const first = SIGNUP_FIELDS.find((field) => found[field])
    if (first) return focus(first)
    signup.mutate({ username: values.username.trim(), email: values.email.trim(), password: values.password })
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label="Sign up with email">
      <NeedsConnection action="signing up" />
      {failure && (
        <div id="signup-failure" className="alert error" role="alert">
          {failure}
        </div>
      )}
      {SIGNUP_FIELDS.map((name, index) => (
        <Field
          key={name}
          id={`signup-${name}`}
          name={name}
          required
          enterKeyHint={index === SIGNUP_FIELDS.length - 1 ? 'go' : 'next'}
          {...INPUTS[name]}
          value={values[name]}
          error={errors[name]}
          aria-invalid={refusedField === name}
          describedBy={refusedField === name ? 'signup-failure' : undefined}
          onChange={(event) => {
            const value = event.target.value
            setValues((v) => ({ ...v, [name]: value }))
            if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }))
          }}
        />
      ))}
      <button type="submit" className="button auth-submit" aria-disabled={busy || undefined}>
        {busy ? 'Creating your account…' : 'Sign up'}
      </button>
    </form>
  )
}
