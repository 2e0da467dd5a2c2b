/**
 * Google (OpenID Connect) and Discord, both through arctic's generic OAuth2Client so that every
 * endpoint comes from configuration (tests point them at a loopback server). Both use PKCE (S256).
 * Each provider turns its user-info answer into one ProviderIdentity.
 */
import { type Static, Type as T, type TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { CodeChallengeMethod, OAuth2Client } from 'arctic'
import type { Config, OAuthProviderConfig } from '../../config'
import { EMAIL_MAX_LENGTH } from '../../shared/constants'
import type { ProviderName } from '../../shared/oauth-errors'
import { OAUTH_ERRORS, OAuthFailure } from './oauth-errors'
import { exchangeCode, fetchUserInfo, PROVIDER_TIMEOUT_MS } from './oauth-exchange'

export type { ProviderName }

/** Who the provider says signed in. */
export interface ProviderIdentity {
  provider: ProviderName
  /** Google's `sub`, Discord's `id`. */
  providerUserId: string
  /** Lower-cased; null when the provider gave none (or nothing that looks like one). */
  email: string | null
  /** True only when the provider says it has verified the email. */
  emailVerified: boolean
  /** The provider's own handle (Discord's username); Google has none. */
  username: string | null
  /** Where the provider serves the person's picture, taken from the user-info answer. */
  pictureUrl: string | null
}

export interface OAuthProvider {
  name: ProviderName
  authorizationUrl(state: string, codeVerifier: string): URL
  /** Exchanges the code, reads the user info; throws OAuthFailure. */
  identify(code: string, codeVerifier: string, timeoutMs?: number): Promise<ProviderIdentity>
}

const GoogleUserInfo = T.Object({
  sub: T.String({ minLength: 1, maxLength: 255 }),
  email: T.Optional(T.String()),
  // OpenID Connect says boolean; some providers have sent "true".
  email_verified: T.Optional(T.Union([T.Boolean(), T.String()])),
  name: T.Optional(T.String()),
  picture: T.Optional(T.String()),
})

const DiscordUser = T.Object({
  id: T.String({ pattern: '^[0-9]{1,25}$' }),
  username: T.String(),
  email: T.Optional(T.Union([T.String(), T.Null()])),
  verified: T.Optional(T.Boolean()),
  avatar: T.Optional(T.Union([T.String(), T.Null()])),
})

const EMAIL = /^[^\s@]+@[^\s@]+$/
function cleanEmail(email: string | null | undefined): string | null {
  const value = email?.trim().toLowerCase()
  return value && value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value) ? value : null
}

function parse<S extends TSchema>(schema: S, body: unknown, provider: ProviderName): Static<S> {
  if (Value.Check(schema, body)) return body
  throw new OAuthFailure(OAUTH_ERRORS.loginFailed, `${provider} user info is not in the expected shape`)
}

function googleIdentity(body: unknown): ProviderIdentity {
  const info = parse(GoogleUserInfo, body, 'google')
  const picture = info.picture && /^https?:\/\//.test(info.picture) ? info.picture : null
  return {
    provider: 'google',
    providerUserId: info.sub,
    email: cleanEmail(info.email),
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    username: null,
    pictureUrl: picture,
  }
}

/** Discord sends an avatar hash; the picture lives on its CDN under the user's id. */
function discordIdentity(body: unknown, cdnUrl: string): ProviderIdentity {
  const info = parse(DiscordUser, body, 'discord')
  const avatar = info.avatar && /^(a_)?[0-9a-f]{32}$/.test(info.avatar) ? info.avatar : null
  return {
    provider: 'discord',
    providerUserId: info.id,
    email: cleanEmail(info.email),
    emailVerified: info.verified === true,
    username: info.username,
    pictureUrl: avatar ? `${cdnUrl}/avatars/${info.id}/${avatar}.png?size=256` : null,
  }
}

function createProvider(
  name: ProviderName,
  config: OAuthProviderConfig,
  publicUrl: string,
  scopes: string[],
  toIdentity: (body: unknown) => ProviderIdentity,
): OAuthProvider {
  const client = new OAuth2Client(config.clientId, config.clientSecret, `${publicUrl}/api/auth/${name}/callback`)
  return {
    name,
    authorizationUrl: (state, codeVerifier) =>
      client.createAuthorizationURLWithPKCE(
        config.authorizationUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        scopes,
      ),
    async identify(code, codeVerifier, timeoutMs = PROVIDER_TIMEOUT_MS) {
      const accessToken = await exchangeCode(client, config.tokenUrl, code, codeVerifier, timeoutMs)
      return toIdentity(await fetchUserInfo(config.userInfoUrl, accessToken, timeoutMs))
    },
  }
}

/** The configured providers; a provider without credentials is absent. */
export function createProviders(config: Pick<Config, 'oauth' | 'publicUrl'>) {
  const { google, discord } = config.oauth
  return {
    google:
      google && createProvider('google', google, config.publicUrl, ['openid', 'email', 'profile'], googleIdentity),
    discord:
      discord &&
      createProvider('discord', discord, config.publicUrl, ['identify', 'email'], (body) =>
        discordIdentity(body, discord.cdnUrl),
      ),
  } satisfies Record<ProviderName, OAuthProvider | null>
}
