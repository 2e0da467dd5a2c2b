import { EMAIL_MAX_LENGTH } from '@club/api/shared/constants'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { Field } from '../../components/Field'
import { NeedsConnection } from '../../pwa/NeedsConnection'
import { FORGOT_FAILED, failureText } from './account-texts'
import { checkEmail } from './signup-validation'

/**
 * docs/product.md#accounts: one email field. The server answers the same sentence whether or not an
 * account has the address, and this form shows that sentence as it is: it never says more. The form
 * stays, so a typo can be fixed and sent again.
 */
export function ForgotPasswordForm() {
  const form = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const request = useMutation({
    mutationFn: async (address: string) => unwrap(await api.auth['forgot-password'].post({ email: address })),
  })

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (request.isPending) return
    const problem = checkEmail(email.trim())
    setError(problem)
    if (problem) return form.current?.querySelector<HTMLElement>('[name="email"]')?.focus()
    request.mutate(email.trim())
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label="Ask for a reset link">
      <NeedsConnection action="asking for a reset link" />
      {request.isError && (
        <p className="alert error" role="alert">
          {failureText(request.error, FORGOT_FAILED)}
        </p>
      )}
      <Field
        id="forgot-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        enterKeyHint="send"
        spellCheck={false}
        required
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value)
          setError(undefined)
        }}
      />
      <div role="status">{request.isSuccess && <p className="alert success">{request.data.message}</p>}</div>
      <button type="submit" className="button auth-submit" aria-disabled={request.isPending || undefined}>
        {request.isPending ? 'Sending…' : request.isSuccess ? 'Send another link' : 'Send reset link'}
      </button>
    </form>
  )
}
