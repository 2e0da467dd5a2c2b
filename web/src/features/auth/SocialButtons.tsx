import { useQuery } from '@tanstack/react-query'
import { Icon } from '../../components/Icon'
import { authOptionsQuery } from './queries'
import './social-buttons.css'

/**
 * Google's "G" in the sprite's line style (the sprite has no Google mark; a one-path drawing here
 * is lighter than a second sprite request for one screen).
 */
function GoogleMark() {
  return (
    <svg className="icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M17.66 6.34A8 8 0 1 0 20 12h-7.5" />
    </svg>
  )
}

/**
 * docs/product.md#accounts: "Login with" (on /login) or "Sign up with" (on /signup) the web-account
 * provider (Google) and the gaming-chat platform (Discord). Only the providers this server is set
 * up for (GET /api/auth/options): a button that could only fail is not offered, and with neither
 * the block is not there at all. Plain links, not router links: the browser itself goes to the
 * API, which redirects to the provider and back to /auth/callback (docs/oauth-setup.md).
 */
export function SocialButtons({ verb = 'Login with' }: { verb?: 'Login with' | 'Sign up with' }) {
  const options = useQuery(authOptionsQuery()).data
  // Until the server has said, nothing: a button shown then taken away would jump under a finger.
  if (!options || !(options.google || options.discord)) return null
  return (
    <div className="social-sign-in">
      <p className="social-divider">
        <span>or</span>
      </p>
      <div className="social-buttons">
        {options.google && (
          <a className="button ghost social-button" href="/api/auth/google">
            <GoogleMark />
            {verb} Google
          </a>
        )}
        {options.discord && (
          <a className="button ghost social-button" href="/api/auth/discord">
            <Icon name="discord" />
            {verb} Discord
          </a>
        )}
      </div>
    </div>
  )
}
