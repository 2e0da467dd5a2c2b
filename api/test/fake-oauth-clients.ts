/**
 * The client credentials the loopback provider (fake-oauth-provider.ts) accepts, and the
 * environment that points the server at it. Kept apart so Playwright's config can import it
 * without loading the provider itself.
 */
export const CLIENTS = {
  google: { clientId: 'google-client-id.apps.test', clientSecret: 'google-secret' },
  discord: { clientId: '123456789012345678', clientSecret: 'discord-secret' },
} as const

/** GOOGLE_* and DISCORD_* for a server whose provider is the loopback one at `url`. */
export function fakeProviderEnv(url: string): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: CLIENTS.google.clientId,
    GOOGLE_CLIENT_SECRET: CLIENTS.google.clientSecret,
    GOOGLE_AUTHORIZATION_URL: `${url}/authorize`,
    GOOGLE_TOKEN_URL: `${url}/token`,
    GOOGLE_USERINFO_URL: `${url}/userinfo`,
    DISCORD_CLIENT_ID: CLIENTS.discord.clientId,
    DISCORD_CLIENT_SECRET: CLIENTS.discord.clientSecret,
    DISCORD_AUTHORIZATION_URL: `${url}/authorize`,
    DISCORD_TOKEN_URL: `${url}/token`,
    DISCORD_USERINFO_URL: `${url}/users/@me`,
    DISCORD_CDN_URL: url,
  }
}
