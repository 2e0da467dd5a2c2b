import { PASSWORD_MAX_LENGTH } from '@club/api/shared/constants'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { Field } from '../../components/Field'
import { NeedsConnection } from '../../pwa/NeedsConnection'
import { nextPageFor } from '../../session/start-session'
import { useSession } from '../../session/use-session'
import { AuthLayout } from './AuthLayout'
import { LINK_INCOMPLETE, NO_ANSWER, YOUR_EMAIL_IS_VERIFIED } from './account-texts'
import { EmailStatus } from './EmailStatus'
import { type VerifyOutcome, verify, verifyEmailOnce } from './email-verification'

function useVerification(token: string | undefined) {
  const queryClient = useQueryClient()
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null)
  const [round, setRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the trigger of Try again (after no answer)
  useEffect(() => {
    if (!token) return
    let current = true
    void verifyEmailOnce(token, queryClient).then((result) => current && setOutcome(result))
    return () => {
      current = false
    }
  }, [token, queryClient, round])
  return {
    outcome,
    settle: setOutcome,
    retry: () => {
      setOutcome(null)
      setRound((n) => n + 1)
    },
  }
}

/**
 * /verify-email?token=… (docs/product.md#accounts): the link mailed at sign-up or by Resend. It is
 * followed at once, with the device's session: signed in to the account, that is all (one step).
 * Otherwise the server wants the account's password (decision 0190): the page asks for it, and
 * offers the password reset to whoever did not make the account. Success says so. A link that no longer works shows the
 * server's message, then Resend for a signed-in student (or that the email is verified already), or
 * a way to log in and ask for one.
 */
export function VerifyEmailPage({ token }: { token?: string }) {
  const { outcome, settle, retry } = useVerification(token)
  return (
    <AuthLayout eyebrow="Your account" title="Verify your email">
      <div className="card auth-card">
        <NeedsConnection action="verifying your email" />
        {!token ? (
          <LinkNotWorking message={LINK_INCOMPLETE} />
        ) : outcome === null ? (
          <p className="muted" role="status">
            Verifying your email…
          </p>
        ) : outcome.kind === 'verified' ? (
          <Verified outcome={outcome} />
        ) : outcome.kind === 'refused' ? (
          <LinkNotWorking message={outcome.message} />
        ) : outcome.kind === 'needsProof' ? (
          <ConfirmWithPassword token={token} message={outcome.message} onVerified={settle} />
        ) : (
          <div className="alert error with-action" role="alert">
            <p>{NO_ANSWER}</p>
            <button type="button" className="button small" onClick={retry}>
              Try again
            </button>
          </div>
        )}
      </div>
    </AuthLayout>
  )
}

function Verified({ outcome }: { outcome: Extract<VerifyOutcome, { kind: 'verified' }> }) {
  const { user: current, isLoading } = useSession()
  const signedIn = outcome.signedIn || current?._id === outcome.user._id
  // While the device's own profile loads, who it is signed in as is not known yet: say only "verified".
  const whoUnknown = !signedIn && isLoading
  const next = nextPageFor(outcome.user)
  return (
    <>
      <p className="alert success" role="status">
        {YOUR_EMAIL_IS_VERIFIED}
      </p>
      {whoUnknown ? null : signedIn ? (
        <p>
          You are signed in as <strong>{outcome.user.username}</strong>.
        </p>
      ) : (
        <p>
          <strong>{outcome.user.email}</strong> is verified. This device stays signed in
          {current ? (
            <>
              {' '}
              as <strong>{current.username}</strong>
            </>
          ) : null}
          : log out to sign in as {outcome.user.username}.
        </p>
      )}
      <div className="auth-actions">
        {signedIn && (
          <Link to={next} className="button">
            {next === '/profile' ? 'Go to your profile' : 'Complete your profile'}
          </Link>
        )}
        <Link to="/events" className="button ghost">
          See the events
        </Link>
      </div>
    </>
  )
}

/** A used, expired, unknown or incomplete link: what now, depending on who is signed in. */
function LinkNotWorking({ message }: { message: string }) {
  const { token, user } = useSession()
  return (
    <>
      <p className="alert error" role="alert">
        {message}
      </p>
      {user ? (
        <EmailStatus user={user} />
      ) : token ? null : (
        <p>
          <Link to="/login" search={{ redirect: '/profile' }}>
            Log in
          </Link>{' '}
          to ask for a new link from your profile.
        </p>
      )}
    </>
  )
}

/**
 * The link works, but the device is not signed in to its account: the account's password confirms
 * it here; whoever did not make the account resets its password instead (which proves the mailbox,
 * replaces the password and ends every earlier session of the account).
 */
function ConfirmWithPassword({
  token,
  message,
  onVerified,
}: {
  token: string
  message: string
  onVerified: (outcome: VerifyOutcome) => void
}) {
  const queryClient = useQueryClient()
  const [password, setPassword] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const focusField = () => document.getElementById('verify-password')?.focus()

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (!password) {
      setFieldError('Please enter the password of this account.')
      return focusField()
    }
    setBusy(true)
    setFailure(null)
    const result = await verify(token, queryClient, password)
    setBusy(false)
    if (result.kind === 'verified') return onVerified(result)
    setFailure(result.kind === 'unanswered' ? NO_ANSWER : result.message)
    focusField()
  }

  return (
    <>
      <p className="alert info" role="status">
        {message}
      </p>
      <form noValidate onSubmit={onSubmit} aria-label="Confirm your email with your password">
        {failure && (
          <p className="alert error" role="alert">
            {failure}
          </p>
        )}
        <Field
          id="verify-password"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          enterKeyHint="go"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          error={fieldError}
          onChange={(event) => {
            setPassword(event.target.value)
            setFieldError(undefined)
          }}
        />
        <div className="auth-actions">
          <button type="submit" className="button" aria-disabled={busy}>
            {busy ? 'Confirming…' : 'Log in to confirm'}
          </button>
        </div>
      </form>
      <p>
        Did not make this account? <Link to="/forgot-password">Reset its password</Link>: the reset proves the address
        is yours, replaces the password and signs whoever made the account out everywhere.
      </p>
    </>
  )
}
