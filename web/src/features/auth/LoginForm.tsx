import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@club/api/shared/constants'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { api } from '../../api/client'
import { unwrap } from '../../api/errors'
import { Field } from '../../components/Field'
import { useHydrated, useTypedBeforeTakeover } from '../../lib/use-server-drawn'
import { NeedsConnection } from '../../pwa/NeedsConnection'
import { nextPageFor, startSession, useGoOnAfterSignIn } from '../../session/start-session'
import { NO_ANSWER } from './account-texts'
import { isUnanswered, loginFailureMessage } from './login-failure'

type Errors = Partial<Record<'email' | 'password', string>>

/**
 * docs/product.md#accounts: email and password, both required; success stores the session and moves on.
 * `fromAdminGuard`: the person was sent here by /admin, so an admin goes back there. `returnTo`: the
 * page that sent them here (already checked, session/return-path.ts), where they go back to.
 */
export function LoginForm({ fromAdminGuard = false, returnTo }: { fromAdminGuard?: boolean; returnTo?: string }) {
  const queryClient = useQueryClient()
  const goOn = useGoOnAfterSignIn()
  const form = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  // Drawn by the server, the form waits for the app before it can be sent (docs/first-view.md#forms).
  const hydrated = useHydrated()
  useTypedBeforeTakeover(form, { email: setEmail, password: setPassword })
  const login = useMutation({
    mutationFn: async (body: { email: string; password: string }) => unwrap(await api.auth.login.post(body)),
    onSuccess: ({ token, user }) => {
      startSession(queryClient, token, user)
      const backToAdmin = fromAdminGuard && user.role === 'admin' && nextPageFor(user) === '/profile'
      goOn(user, backToAdmin ? '/admin' : returnTo)
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
          {isUnanswered(login.error) && <span className="alert-detail">{NO_ANSWER}</span>}
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
      <button
        type="submit"
        className="button auth-submit"
        aria-disabled={busy || undefined}
        disabled={!hydrated || undefined}
      >
        {busy ? 'Logging in…' : 'Login'}
      </button>
    </form>
  )
}
