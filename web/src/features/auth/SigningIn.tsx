/**
 * /auth/callback while the profile loads (at most the client's 10 s time-out). Global classes
 * only: this stays in the main bundle, which the landing page's budget counts.
 */
export function SigningIn() {
  return (
    <section className="page narrow center">
      <p className="eyebrow">Social sign-in</p>
      <h1>Signing you in…</h1>
      <p className="muted" role="status">
        Checking your account with the club&apos;s server.
      </p>
    </section>
  )
}
