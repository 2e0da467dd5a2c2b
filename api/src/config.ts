/**
 * Every environment variable, in one schema (README.md#configuration). `loadConfig` is pure: it reads the
 * given environment and either returns the typed configuration or throws a ConfigError whose
 * message is one line naming the bad variable. index.ts prints that line and exits.
 */
import { existsSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { FormatRegistry, type Static, Type as T } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { DEFAULT_CLUB_TIME_ZONE, isTimeZone } from './shared/time-zone'

// Whatever this engine's Intl knows, by IANA name (docs/product.md#time-zone).
FormatRegistry.Set('time-zone', isTimeZone)

const Url = (name: string, protocols: string) =>
  T.Optional(
    T.String({
      pattern: `^(${protocols})://[^\\s]+$`,
      error: `${name} must be a ${protocols.replaceAll('|', ' or ')} URL`,
    }),
  )

export const EnvSchema = T.Object({
  NODE_ENV: T.Optional(T.String()),
  PORT: T.Optional(T.String({ pattern: '^[0-9]{1,5}$', error: 'PORT must be a number from 1 to 65535' })),
  GAMES_PORT: T.Optional(T.String({ pattern: '^[0-9]{1,5}$', error: 'GAMES_PORT must be a number from 1 to 65535' })),
  GAMES_ORIGIN: Url('GAMES_ORIGIN', 'http|https'),
  STORAGE_DIR: T.Optional(T.String({ minLength: 1, error: 'STORAGE_DIR must be a folder path' })),
  HOST: T.Optional(T.String({ minLength: 1, error: 'HOST must be an address to listen on, e.g. 0.0.0.0' })),
  DATABASE_URL: Url('DATABASE_URL', 'postgres|postgresql'),
  DATA_DIR: T.Optional(T.String({ minLength: 1, error: 'DATA_DIR must be a folder path' })),
  JWT_SECRET: T.Optional(T.String({ minLength: 32, error: 'JWT_SECRET must be at least 32 characters' })),
  ADMIN_EMAILS: T.Optional(T.String()),
  PUBLIC_URL: Url('PUBLIC_URL', 'http|https'),
  TRUST_PROXY: T.Optional(T.String({ pattern: '^(true|false|1|0)$', error: 'TRUST_PROXY must be true or false' })),
  LOG_REQUESTS: T.Optional(T.String({ pattern: '^(true|false|1|0)$', error: 'LOG_REQUESTS must be true or false' })),
  FIRST_VIEW: T.Optional(T.String({ pattern: '^(true|false|1|0)$', error: 'FIRST_VIEW must be true or false' })),
  DB_POOL_SIZE: T.Optional(
    T.String({ pattern: '^[1-9][0-9]{0,2}$', error: 'DB_POOL_SIZE must be a number from 1 to 999' }),
  ),
  WEB_DIST_DIR: T.Optional(T.String({ minLength: 1 })),
  CLUB_TIME_ZONE: T.Optional(
    T.String({
      format: 'time-zone',
      error: 'CLUB_TIME_ZONE must be a time zone name such as Asia/Kolkata or Europe/London',
    }),
  ),
  GOOGLE_CLIENT_ID: T.Optional(T.String()),
  GOOGLE_CLIENT_SECRET: T.Optional(T.String()),
  GOOGLE_AUTHORIZATION_URL: Url('GOOGLE_AUTHORIZATION_URL', 'http|https'),
  GOOGLE_TOKEN_URL: Url('GOOGLE_TOKEN_URL', 'http|https'),
  GOOGLE_USERINFO_URL: Url('GOOGLE_USERINFO_URL', 'http|https'),
  DISCORD_CLIENT_ID: T.Optional(T.String()),
  DISCORD_CLIENT_SECRET: T.Optional(T.String()),
  DISCORD_AUTHORIZATION_URL: Url('DISCORD_AUTHORIZATION_URL', 'http|https'),
  DISCORD_TOKEN_URL: Url('DISCORD_TOKEN_URL', 'http|https'),
  DISCORD_USERINFO_URL: Url('DISCORD_USERINFO_URL', 'http|https'),
  DISCORD_CDN_URL: Url('DISCORD_CDN_URL', 'http|https'),
  SMTP_URL: Url('SMTP_URL', 'smtp|smtps'),
  MAIL_FROM: T.Optional(T.String()),
  DISCORD_WEBHOOK_URL: Url('DISCORD_WEBHOOK_URL', 'http|https'),
  CONTACT_FORM_URL: Url('CONTACT_FORM_URL', 'https'),
  VAPID_PUBLIC_KEY: T.Optional(
    T.String({
      pattern: '^[A-Za-z0-9_-]{87}$',
      error: 'VAPID_PUBLIC_KEY must be a P-256 public key, base64url (87 characters)',
    }),
  ),
  VAPID_PRIVATE_KEY: T.Optional(
    T.String({
      pattern: '^[A-Za-z0-9_-]{43}$',
      error: 'VAPID_PRIVATE_KEY must be a P-256 private key, base64url (43 characters)',
    }),
  ),
  VAPID_SUBJECT: T.Optional(
    T.String({
      pattern: '^(mailto:|https://)[^\\s]+$',
      error: 'VAPID_SUBJECT must be a mailto: address or an https:// URL',
    }),
  ),
})
export type Env = Static<typeof EnvSchema>

export interface OAuthProviderConfig {
  clientId: string
  clientSecret: string
  authorizationUrl: string
  tokenUrl: string
  userInfoUrl: string
}

export interface Config {
  isProduction: boolean
  port: number
  host: string
  /** null: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | null
  dataDir: string
  /** null until index.ts generates or reads the development secret. */
  jwtSecret: string | null
  /** Lower-cased. */
  adminEmails: ReadonlySet<string>
  publicUrl: string
  /** The second port of this process, where game files are served (docs/games.md). */
  gamesPort: number
  /** Where game builds are played from: same-site with publicUrl, another origin (no trailing slash). */
  gamesOrigin: string
  /** Uploads and game builds, content-addressed; servers may share it. */
  storageDir: string
  /** Read the client address from X-Forwarded-For (only behind a reverse proxy you control). */
  trustProxy: boolean
  logRequests: boolean
  dbPoolSize: number
  /** The built PWA served at `/`. */
  webDistDir: string
  /**
   * Public pages are drawn by the server (docs/first-view.md); on unless FIRST_VIEW=false, which
   * serves the bare app everywhere.
   */
  firstView?: boolean
  /** An IANA zone: every time a person reads is shown as a clock there reads (docs/product.md#time-zone). */
  clubTimeZone: string
  /** Discord's avatars are built from the user's id and avatar hash on `cdnUrl`. */
  oauth: { google: OAuthProviderConfig | null; discord: (OAuthProviderConfig & { cdnUrl: string }) | null }
  /** null: SMTP_URL is unset and the server sends no mail (the screens say so). */
  mail: MailConfig | null
  notifications: NotificationsConfig
  /**
   * null: the footer's contact form posts to POST /api/contact (the Inbox). Set: to this external
   * form service instead (Formspree's JSON format), as the old site did (docs/api.md#contact).
   */
  contactFormUrl: string | null
}

export interface VapidKeys {
  publicKey: string
  privateKey: string
  /** Who runs this server, for push services: `mailto:…` or `https://…`. */
  subject: string
}

export interface NotificationsConfig {
  /** null: no Discord posts (DISCORD_WEBHOOK_URL unset). */
  discordWebhookUrl: string | null
  /** null: index.ts generates a pair once into DATA_DIR (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY unset). */
  vapid: VapidKeys | null
  /** The subject used with generated keys too. */
  vapidSubject: string
}

export interface MailConfig {
  /** smtp://user:password@host:port or smtps://… */
  smtpUrl: string
  /** An address, optionally with a name: `GameDev Club <club@example.edu>`. */
  from: string
}

export class ConfigError extends Error {}

/**
 * The registrable domain of a host, well enough for a club's own names: an IP address or a
 * single-label name (localhost) is its own site; otherwise the last two labels, or three when the
 * second-to-last is a common second-level label (ac.in, co.uk, edu.in…). Browsers use the Public
 * Suffix List; a deployment under some other public suffix still gets a correct answer whenever
 * both names share their last three labels.
 */
export function registrableDomain(host: string): string {
  const name = host.toLowerCase().replace(/\.$/, '')
  if (/^[0-9.]+$/.test(name) || name.includes(':') || !name.includes('.')) return name
  const labels = name.split('.')
  const secondLevel = /^(ac|co|com|edu|gov|net|org|res|nic|gen|firm|ind|mil)$/
  const keep = labels.length >= 3 && secondLevel.test(labels.at(-2) ?? '') ? 3 : 2
  return labels.slice(-keep).join('.')
}

/** Same site as browsers count it: the same scheme and registrable domain (ports do not matter). */
export function isSameSite(a: URL, b: URL): boolean {
  return a.protocol === b.protocol && registrableDomain(a.hostname) === registrableDomain(b.hostname)
}

function gamesOrigin(env: Env, publicUrl: string, gamesPort: number): string {
  const app = new URL(publicUrl)
  const fallback = `${app.protocol}//${app.hostname}:${gamesPort}`
  let games: URL
  try {
    games = new URL(env.GAMES_ORIGIN ?? fallback)
  } catch {
    throw new ConfigError('GAMES_ORIGIN must be an http or https URL such as https://games.club.example.edu')
  }
  if (!isSameSite(games, app))
    throw new ConfigError(
      `GAMES_ORIGIN (${games.origin}) must be same-site with PUBLIC_URL (${app.origin}): the same scheme and registrable domain, e.g. https://games.club.example.edu beside https://club.example.edu`,
    )
  if (games.origin === app.origin)
    throw new ConfigError(
      `GAMES_ORIGIN must differ from PUBLIC_URL's origin (${app.origin}): games must not run on the app's origin`,
    )
  return games.origin
}

const repoRoot = resolve(import.meta.dir, '../..')

const PROVIDER_DEFAULTS = {
  google: {
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  discord: {
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userInfoUrl: 'https://discord.com/api/users/@me',
    cdnUrl: 'https://cdn.discordapp.com',
  },
} as const

function flag(value: string | undefined, fallback: boolean): boolean {
  return value === undefined ? fallback : value === 'true' || value === '1'
}

function provider(env: Env, name: 'GOOGLE' | 'DISCORD'): OAuthProviderConfig | null {
  const id = env[`${name}_CLIENT_ID`]?.trim()
  const secret = env[`${name}_CLIENT_SECRET`]?.trim()
  if (!id && !secret) return null
  if (!id || !secret) {
    const missing = id ? `${name}_CLIENT_SECRET` : `${name}_CLIENT_ID`
    throw new ConfigError(`${missing} must be set together with ${name}_CLIENT_${id ? 'ID' : 'SECRET'}`)
  }
  const defaults = PROVIDER_DEFAULTS[name === 'GOOGLE' ? 'google' : 'discord']
  return {
    clientId: id,
    clientSecret: secret,
    authorizationUrl: env[`${name}_AUTHORIZATION_URL`] ?? defaults.authorizationUrl,
    tokenUrl: env[`${name}_TOKEN_URL`] ?? defaults.tokenUrl,
    userInfoUrl: env[`${name}_USERINFO_URL`] ?? defaults.userInfoUrl,
  }
}

function discordProvider(env: Env) {
  const discord = provider(env, 'DISCORD')
  if (!discord) return null
  const cdnUrl = (env.DISCORD_CDN_URL ?? PROVIDER_DEFAULTS.discord.cdnUrl).replace(/\/+$/, '')
  return { ...discord, cdnUrl }
}

const ADDRESS = /^[^\s@<>",]+@[^\s@<>",]+\.[^\s@<>",]+$/
/** `club@example.edu` or `GameDev Club <club@example.edu>`. */
const isMailFrom = (value: string) => {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value.trim())
  return ADDRESS.test(named ? (named[1] ?? '') : value.trim())
}

function mailConfig(env: Env): MailConfig | null {
  if (!env.SMTP_URL) return null
  let url: URL
  try {
    url = new URL(env.SMTP_URL)
  } catch {
    throw new ConfigError('SMTP_URL must be smtp://user:password@host:port or smtps://…')
  }
  if (!url.hostname) throw new ConfigError('SMTP_URL must be a smtp or smtps URL')
  if (!env.MAIL_FROM) throw new ConfigError('MAIL_FROM must be set together with SMTP_URL')
  if (!isMailFrom(env.MAIL_FROM))
    throw new ConfigError('MAIL_FROM must be an email address, optionally with a name: GameDev Club <club@example.edu>')
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM.trim() }
}

function notificationsConfig(env: Env, mail: MailConfig | null, publicUrl: string): NotificationsConfig {
  const fromAddress = mail ? (/<([^<>]+)>/.exec(mail.from)?.[1] ?? mail.from) : null
  const vapidSubject =
    env.VAPID_SUBJECT ??
    (fromAddress ? `mailto:${fromAddress}` : publicUrl.startsWith('https://') ? publicUrl : 'mailto:club@localhost')
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'
    throw new ConfigError(
      `${missing} must be set together with ${env.VAPID_PUBLIC_KEY ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'}`,
    )
  }
  return {
    discordWebhookUrl: env.DISCORD_WEBHOOK_URL ?? null,
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: vapidSubject }
        : null,
    vapidSubject,
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset, as in most shells' `VAR= command`.
  const raw = Object.fromEntries(
    Object.keys(EnvSchema.properties).flatMap((key) => {
      const value = source[key]
      return value === undefined || value === '' ? [] : [[key, value]]
    }),
  )
  const error = Value.Errors(EnvSchema, raw).First()
  if (error) {
    const name = error.path.replace(/^\//, '')
    const custom = (error.schema as { error?: string }).error
    throw new ConfigError(custom ?? `${name}: ${error.message}`)
  }
  const env = raw as Env
  const isProduction = env.NODE_ENV === 'production'
  const port = Number(env.PORT ?? 3000)
  if (port < 1 || port > 65535) throw new ConfigError('PORT must be a number from 1 to 65535')
  if (isProduction && !env.JWT_SECRET)
    throw new ConfigError('JWT_SECRET must be set (at least 32 characters) when NODE_ENV=production')
  if (env.DATABASE_URL) {
    try {
      new URL(env.DATABASE_URL)
    } catch {
      throw new ConfigError('DATABASE_URL must be a postgres:// URL')
    }
  }
  const dataDir = resolve(env.DATA_DIR ?? './data')
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '')
  const mail = mailConfig(env)
  // The one look at the disk here: a DATA_DIR that is a file would otherwise fail later with a stack trace.
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory())
    throw new ConfigError(`DATA_DIR must be a folder, but ${dataDir} is a file`)
  const gamesPort = Number(env.GAMES_PORT ?? (port === 65535 ? 65534 : port + 1))
  if (gamesPort < 1 || gamesPort > 65535) throw new ConfigError('GAMES_PORT must be a number from 1 to 65535')
  if (gamesPort === port) throw new ConfigError(`GAMES_PORT must differ from PORT (${port})`)
  return {
    isProduction,
    port,
    gamesPort,
    gamesOrigin: gamesOrigin(env, publicUrl, gamesPort),
    storageDir: resolve(env.STORAGE_DIR ?? join(dataDir, 'files')),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? null,
    dataDir,
    jwtSecret: env.JWT_SECRET ?? null,
    adminEmails: new Set(
      (env.ADMIN_EMAILS ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    publicUrl,
    trustProxy: flag(env.TRUST_PROXY, false),
    logRequests: flag(env.LOG_REQUESTS, true),
    dbPoolSize: Number(env.DB_POOL_SIZE ?? 10),
    webDistDir: resolve(env.WEB_DIST_DIR ?? resolve(repoRoot, 'web/dist')),
    firstView: flag(env.FIRST_VIEW, true),
    clubTimeZone: env.CLUB_TIME_ZONE ?? DEFAULT_CLUB_TIME_ZONE,
    oauth: { google: provider(env, 'GOOGLE'), discord: discordProvider(env) },
    mail,
    notifications: notificationsConfig(env, mail, publicUrl),
    contactFormUrl: env.CONTACT_FORM_URL ?? null,
  }
}
