/**
 * Every way a social sign-in can fail ends as a redirect to `/auth/callback?error=<reason>`:
 * a short snake_case code that reads as a sentence once the login screen replaces the
 * underscores with spaces (docs/product.md#accounts). Never an error page.
 */
import type { ProviderName } from './oauth-providers'

export const OAUTH_ERRORS = {
  /** The person said no on the provider's consent screen. */
  accessDenied: 'access_denied',
  /** No state cookie, no state in the query, or the two differ (forged, replayed or expired). */
  invalidState: 'invalid_state',
  /** The provider refused the code (replayed, expired), or answered something we cannot use. */
  loginFailed: 'login_failed_please_try_again',
  /** The provider could not be reached, timed out, or answered with a server error. */
  providerUnreachable: 'provider_unreachable',
  notConfigured: (provider: ProviderName) => `${provider}_login_is_not_configured`,
  noEmail: (provider: ProviderName) => `your_${provider}_account_has_no_email_address`,
  emailNotVerified: (provider: ProviderName) => `please_verify_your_email_with_${provider}_first`,
  alreadyLinked: (provider: ProviderName) => `email_already_linked_to_another_${provider}_account`,
} as const

/** An expected failure of the flow; `reason` is what the browser is sent back with. */
export class OAuthFailure extends Error {
  constructor(
    readonly reason: string,
    message: string = reason,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}
