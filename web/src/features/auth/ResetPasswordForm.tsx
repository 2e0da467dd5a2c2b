import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@club/api/shared/constants'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { api } from '../../api/client'
import { ApiError, unwrap } from '../../api/errors'
import { Field } from '../../components/Field'
import { NeedsConnection } from '../../pwa/NeedsConnection'
import { startSession, useGoOnAfterSignIn } from '../../session/start-session'
import { failureText, PASSWORD_CHANGED, RESET_FAILED } from './account-texts'
import { checkNewPassword } from './signup-validation'

type Errors = ReturnType<typeof checkNewPassword>
const FIELDS = ['password', 'confirmPassword'] as const

/**
 * docs/product.md#accounts: a new password, typed twice, checked as on sign-up. The answer signs the
 * student in with its new token (startSession ends whatever session this device had) and goes on to
 * /profile, which says the password changed; every other session of the account has ended on the
 * server. A used, expired or unknown link shows the server's message and a way to ask for a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const queryClient = useQueryClient()
  const goOn = useGoOnAfterSignIn()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState({ password: '', confirmPassword: '' })
  const [errors, setErrors] = useState<Errors>({})
  const reset = useMutation({
    mutationFn: async (password: string) => unwrap(await api.auth['reset-password'].post({ token, password })),
    onSuccess: ({ token: session, user }) => {
      startSession(queryClient, session, user)
      goOn(user, undefined, { notice: PASSWORD_CHANGED })
    },
  })
  const busy = reset.isPending || reset.isSuccess
  // 400: the link itself is refused (used, expired, unknown); a new password will not help.
  const linkRefused = reset.error instanceof ApiError && reset.error.status === 400

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const found = checkNewPassword(values.password, values.confirmPassword)
    setErrors(found)
    const first = FIELDS.find((field) => found[field])
    if (first) return form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
    reset.mutate(values.password)
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label="Choose a new password">
      <NeedsConnection action="changing your password" />
      {reset.isError && (
        <div className="alert error" role="alert">
          {failureText(reset.error, RESET_FAILED)}
          {linkRefused && (
            <span className="alert-detail">
              <Link to="/forgot-password">Ask for a new link</Link>
            </span>
          )}
        </div>
      )}
      <Field
        id="reset-password"
        name="password"
        label="New password"
        type="password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        autoComplete="new-password"
        enterKeyHint="next"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={values.password}
        error={errors.password}
        onChange={(event) => {
          const password = event.target.value
          setValues((v) => ({ ...v, password }))
          setErrors((e) => ({ ...e, password: undefined }))
        }}
      />
      <Field
        id="reset-confirm-password"
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        enterKeyHint="go"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => {
          const confirmPassword = event.target.value
          setValues((v) => ({ ...v, confirmPassword }))
          setErrors((e) => ({ ...e, confirmPassword: undefined }))
        }}
      />
      <button type="submit" className="button auth-submit" aria-disabled={busy || undefined}>
        {busy ? 'Changing your password…' : 'Change password'}
      </button>
    </form>
  )
}
