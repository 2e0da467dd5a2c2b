import { Link } from '@tanstack/react-router'
import { safeReturnPath } from '../../session/return-path'
import { AuthLayout } from './AuthLayout'
import { SignupForm } from './SignupForm'
import { SocialButtons } from './SocialButtons'

/** /signup (docs/product.md#accounts). `returnTo`: the page to end on (checked here, docs/decisions/0116). */
export function SignupPage({ returnTo: asked }: { returnTo?: string }) {
  const returnTo = safeReturnPath(asked)
  return (
    <AuthLayout
      eyebrow="Join the club"
      title="Sign up"
      intro="Create your player account: register for events, earn EXP and climb the ranks."
    >
      <div className="card auth-card">
        <SignupForm returnTo={returnTo} />
        <SocialButtons verb="Sign up with" />
        <p className="auth-switch">
          Already have an account?{' '}
          <Link to="/login" search={{ redirect: returnTo }}>
            Log in
          </Link>
        </p>
      </div>
    </AuthLayout>
  )
}
