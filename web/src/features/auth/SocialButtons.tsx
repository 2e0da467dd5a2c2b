import { Icon } from '../../components/Icon'
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
 * docs/product.md#accounts: "Login with" the web-account provider (Google) and the gaming-chat platform (Discord),
 * on /login and /signup. Plain links, not router links: the browser itself goes to the API, which
 * redirects to the provider and back to /auth/callback (docs/oauth-setup.md).
 */
export function SocialButtons() {
  return (
    <div className="social-sign-in">
      <p className="social-divider">
        <span>or</span>
      </p>
      <div className="social-buttons">
        <a className="button ghost social-button" href="/api/auth/google">
          <GoogleMark />
          Login with Google
        </a>
        <a className="button ghost social-button" href="/api/auth/discord">
          <Icon name="discord" />
          Login with Discord
        </a>
      </div>
    </div>
  )
}
