import { Link } from '@tanstack/react-router'
import { currentReturnPath } from '../../session/return-path'

/** "Log in to …": to the login page, which brings the member back to this jam afterwards. */
export function LogInLink({ to }: { to: string }) {
  return (
    <p className="muted">
      <Link to="/login" search={{ redirect: currentReturnPath() }}>
        Log in
      </Link>{' '}
      to {to}.
    </p>
  )
}
