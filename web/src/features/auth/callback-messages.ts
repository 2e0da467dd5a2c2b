/** A reason code such as `access_denied` reads as "access denied" (docs/product.md#accounts). */
export const readableCode = (code: string) => code.replaceAll('_', ' ')

/** docs/product.md#accounts: the reasons /auth/callback sends to /login as `error=…`, besides the one it received. */
export const INVALID_TOKEN = 'invalid_token'
export const PROFILE_LOAD_FAILED = 'profile_load_failed'
export const UNKNOWN_AUTH_ISSUE = 'unknown_auth_issue'

/** How long the callback screen shows why sign-in stopped before it moves on to /login. */
export const CALLBACK_FAILURE_NOTICE_MS = 2_000

/** docs/product.md#messages: social-callback messages (and docs/product.md#messages: profile load failure), exact. */
export function callbackFailureMessage(error: string): string {
  switch (error) {
    case INVALID_TOKEN:
      return 'Invalid token received. Please try again.'
    case UNKNOWN_AUTH_ISSUE:
      return 'Unknown authentication issue. Please try again.'
    case PROFILE_LOAD_FAILED:
      return 'Failed to load profile. Please try again.'
    default:
      return `Authentication failed: ${readableCode(error)}`
  }
}

/** A JWT is three base64url parts; anything else is refused without asking the server. */
export const looksLikeToken = (token: string) =>
  token.length <= 4096 && /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token)
