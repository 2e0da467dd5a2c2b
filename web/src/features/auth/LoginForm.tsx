import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@club/api/shared/constants'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { Field } from '../../components/Field'
import { NeedsConnection } from '../../pwa/NeedsConnection'
import { nextPageFor, startSession } from '../../session/start-session'
import { isUnanswered, loginFailureMessage } from './login-failure'

type Errors = Partial<Record<'email' | 'password', string>>

/**
 * docs/product.md#accounts: email and password, both required; success stores the session and moves on.
 * `fromAdminGuard`: the person was sent here by /admin, so an admin goes back there.
 */
export function LoginForm({ fromAdminGuard = false }: { fromAdminGuard?: boolean }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const form = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const login = useMutation({
    mutationFn: async (body: { email: string; password: string }) => unwrap(await api.auth.login.post(body)),
    onSuccess: ({ token, user }) => {
      startSession(queryClient, token, user)
      const next = nextPageFor(user)
      const backToAdmin = fromAdminGuard && user.role === 'admin' && next === '/profile'
      void navigate({ to: backToAdmin ? '/admin' : next, replace: true })
    },
  })

  // Still busy while the next page loads after a success.
  const busy = login.isPending || login.isSuccess

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const found: Errors = {}
    if (!email.trim()) found.email = 'Please enter your email.'
    if (!password) found.password = 'Please enter your password.'
    setErrors(found)
    const first = (['email', 'password'] as const).find((name) => found[name])
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    login.mutate({ email: email.trim(), password })
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label="Login with email">
      <NeedsConnection action="logging in" />
      {login.isError && (
        <div className="alert error" role="alert">
          {loginFailureMessage(login.error)}
          {isUnanswered(login.error) && (
            <span className="alert-detail">The server could not be reached. Check your connection and try again.</span>
          )}
        </div>
      )}
      <Field
        id="login-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        enterKeyHint="next"
        spellCheck={false}
        required
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value)
          setErrors((e) => ({ ...e, email: undefined }))
        }}
      />
      <Field
        id="login-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        enterKeyHint="go"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value)
          setErrors((e) => ({ ...e, password: undefined }))
        }}
      />
      <button type="submit" className="button auth-submit" aria-disabled={busy || undefined}>
        {busy ? 'Logging in…' : 'Login'}
      </button>
    </form>
  )
}
