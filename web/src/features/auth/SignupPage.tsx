import { Link } from '@tanstack/react-router'
import { AuthLayout } from './AuthLayout'
import { SignupForm } from './SignupForm'
import { SocialButtons } from './SocialButtons'

/** /signup (docs/product.md#accounts). */
export function SignupPage() {
  return (
    <AuthLayout
      eyebrow="Join the club"
      title="Sign up"
      intro="Create your player account: register for events, earn EXP and climb the ranks."
    >
      <div className="card auth-card">
        <SignupForm />
        <SocialButtons />
        <p className="auth-switch">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </div>
    </AuthLayout>
  )
}
