/**
 * Why a social sign-in stopped (docs/product.md#accounts, docs/api.md#auth). Every failure ends as
 * a redirect with a short snake_case reason code (decision 0042): to `/auth/callback?error=<code>`,
 * or, for a provider this server has not set up, straight to `/login?error=<code>`. The server
 * sends the codes; /login shows each as a sentence (decision 0117). A code it does not know still
 * reads with its underscores as spaces.
 */

export const PROVIDER_NAMES = ['google', 'discord'] as const
export type ProviderName = (typeof PROVIDER_NAMES)[number]

/** How people know the providers. */
export const PROVIDER_LABELS: Record<ProviderName, string> = { google: 'Google', discord: 'Discord' }

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

type ErrorName = keyof typeof OAUTH_ERRORS

/** The sentence for each code; a new code without one does not compile. */
const SENTENCES: { [name in ErrorName]: (provider: string) => string } = {
  accessDenied: () => "Sign-in was cancelled on the provider's page.",
  invalidState: () => 'That sign-in was too old or started in another window. Please try again.',
  loginFailed: () => 'Login failed. Please try again.',
  providerUnreachable: () => 'The sign-in provider could not be reached. Please try again in a moment.',
  notConfigured: (provider) => `${provider} sign-in is not set up on this server yet.`,
  noEmail: (provider) =>
    `Your ${provider} account has no email address: add one there, or sign up with your email and a password.`,
  emailNotVerified: (provider) => `Please verify your email with ${provider} first.`,
  alreadyLinked: (provider) => `This email is already linked to another ${provider} account.`,
}

const sentences = new Map<string, string>()
for (const name of Object.keys(OAUTH_ERRORS) as ErrorName[]) {
  const code = OAUTH_ERRORS[name]
  if (typeof code === 'string') sentences.set(code, SENTENCES[name](''))
  else for (const provider of PROVIDER_NAMES) sentences.set(code(provider), SENTENCES[name](PROVIDER_LABELS[provider]))
}

/** The sentence for a code the server sends, or undefined for any other text. */
export const oauthErrorSentence = (code: string): string | undefined => sentences.get(code)
