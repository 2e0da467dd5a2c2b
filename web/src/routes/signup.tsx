import { createFileRoute, Link } from '@tanstack/react-router'
import { requireGuest } from '../api/guards'
import { SocialButtons } from '../components/SocialButtons'
import { AuthLayout } from './-components/auth/AuthLayout'
import { SignupForm } from './-components/auth/SignupForm'

export const Route = createFileRoute('/signup')({
  beforeLoad: ({ context }) => requireGuest(context.queryClient),
  component: SignupPage,
})

function SignupPage() {
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
