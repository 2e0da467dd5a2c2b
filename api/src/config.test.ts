import { describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runUntilExit, startServer } from '../test/server'
import { ConfigError, loadConfig } from './config'

const LONG_SECRET = 'a-production-secret-of-at-least-32-chars'

describe('loadConfig', () => {
  test('defaults for development', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      isProduction: false,
      jwtSecret: null,
    })
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.oauth).toEqual({ google: null, discord: null })
    expect(config.clubTimeZone).toBe('Asia/Kolkata')
  })

  test('CLUB_TIME_ZONE takes any IANA zone name', () => {
    expect(loadConfig({ CLUB_TIME_ZONE: 'Europe/London' }).clubTimeZone).toBe('Europe/London')
    expect(loadConfig({ CLUB_TIME_ZONE: 'UTC' }).clubTimeZone).toBe('UTC')
  })

  test('ADMIN_EMAILS is trimmed, lower-cased and split on commas; empty values count as unset', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' Boss@Club.test,,second@X.TEST ', PORT: '' })
    expect([...config.adminEmails]).toEqual(['boss@club.test', 'second@x.test'])
    expect(config.port).toBe(3000)
  })

  test.each([
    [{ PORT: 'abc' }, 'PORT must be a number from 1 to 65535'],
    [{ PORT: '0' }, 'PORT must be a number from 1 to 65535'],
    [{ PORT: '65536' }, 'PORT must be a number from 1 to 65535'],
    [{ DATABASE_URL: 'mysql://localhost/club' }, 'DATABASE_URL must be a postgres or postgresql URL'],
    [{ DATABASE_URL: 'postgres://host:99999/club' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET must be set (at least 32 characters) when NODE_ENV=production'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true or false'],
    [{ DB_POOL_SIZE: '0' }, 'DB_POOL_SIZE must be a number from 1 to 999'],
    [{ PUBLIC_URL: 'club.example' }, 'PUBLIC_URL must be a http or https URL'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET must be set together with GOOGLE_CLIENT_ID'],
    [
      { CLUB_TIME_ZONE: 'Mars/Olympus' },
      'CLUB_TIME_ZONE must be a time zone name such as Asia/Kolkata or Europe/London',
    ],
    [{ CLUB_TIME_ZONE: 'IST' }, 'CLUB_TIME_ZONE must be a time zone name such as Asia/Kolkata or Europe/London'],
    [{ SMTP_URL: 'mail.example.edu:587', MAIL_FROM: 'club@example.edu' }, 'SMTP_URL must be a smtp or smtps URL'],
    [{ SMTP_URL: 'smtp://', MAIL_FROM: 'club@example.edu' }, 'SMTP_URL must be a smtp or smtps URL'],
    [
      { SMTP_URL: 'smtp://mail.example.edu:99999', MAIL_FROM: 'club@example.edu' },
      'SMTP_URL must be smtp://user:password@host:port or smtps://…',
    ],
    [{ SMTP_URL: 'smtp://mail.example.edu' }, 'MAIL_FROM must be set together with SMTP_URL'],
    [
      { SMTP_URL: 'smtp://mail.example.edu', MAIL_FROM: 'not an address' },
      'MAIL_FROM must be an email address, optionally with a name: GameDev Club <club@example.edu>',
    ],
  ])('%j → "%s"', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message))
  })

  test('SMTP_URL and MAIL_FROM: mail configured, or null when SMTP_URL is unset', () => {
    expect(loadConfig({}).mail).toBeNull()
    expect(loadConfig({ MAIL_FROM: 'club@example.edu' }).mail).toBeNull()
    expect(
      loadConfig({ SMTP_URL: 'smtps://club:p%40ss@mail.example.edu:465', MAIL_FROM: 'GameDev Club <club@example.edu>' })
        .mail,
    ).toEqual({ smtpUrl: 'smtps://club:p%40ss@mail.example.edu:465', from: 'GameDev Club <club@example.edu>' })
  })

  test('a DATA_DIR that is a file is refused', () => {
    const file = join(tmpdir(), `club-not-a-folder-${process.pid}`)
    writeFileSync(file, '')
    try {
      expect(() => loadConfig({ DATA_DIR: file })).toThrow(`DATA_DIR must be a folder, but ${file} is a file`)
    } finally {
      rmSync(file)
    }
  })
})

describe('the server refuses to start on a bad value: exit code 1, one stderr line naming it', () => {
  test.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/club' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://[::1/club' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'too-short' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production', JWT_SECRET: '' }, 'JWT_SECRET'],
    [{ CLUB_TIME_ZONE: 'India/Delhi' }, 'CLUB_TIME_ZONE'],
    [{ SMTP_URL: 'http://mail.example.edu', MAIL_FROM: 'club@example.edu' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.example.edu' }, 'MAIL_FROM'],
  ])(
    '%j',
    async (env, variable) => {
      const { code, stdout, stderr } = await runUntilExit({ DATA_DIR: tmpdir(), JWT_SECRET: LONG_SECRET, ...env })
      expect(code).toBe(1)
      const lines = stderr.trimEnd().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toStartWith('Configuration error: ')
      expect(lines[0]).toContain(variable)
      expect(stdout).not.toContain('listening')
    },
    30_000,
  )
})

describe('mail at start-up', () => {
  test('without SMTP_URL the server starts and says once in its log that it cannot send email', async () => {
    const server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'club-nomail-')), JWT_SECRET: LONG_SECRET })
    const { code } = await server.stop()
    expect(code).toBe(0)
    const lines = server.output.stdout.split('\n').filter((line) => line.includes('cannot send email'))
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 'warn',
      message:
        'SMTP_URL is not set: this server cannot send email (no verification or password-reset links, no notification emails); the screens say so',
    })
  }, 60_000)
})

describe('the games origin', () => {
  test('defaults: the next port on the same host, files under DATA_DIR/files', () => {
    const config = loadConfig({ PORT: '4000', DATA_DIR: '/srv/club' })
    expect(config.gamesPort).toBe(4001)
    expect(config.gamesOrigin).toBe('http://localhost:4001')
    expect(config.storageDir).toBe('/srv/club/files')
    expect(loadConfig({ PUBLIC_URL: 'https://club.example.edu', GAMES_PORT: '8443' }).gamesOrigin).toBe(
      'https://club.example.edu:8443',
    )
  })

  test('a sibling host is same-site; another port of localhost too', () => {
    expect(
      loadConfig({ PUBLIC_URL: 'https://club.example.edu', GAMES_ORIGIN: 'https://games.club.example.edu/' })
        .gamesOrigin,
    ).toBe('https://games.club.example.edu')
    expect(loadConfig({ PUBLIC_URL: 'https://gdc.du.ac.in', GAMES_ORIGIN: 'https://play.du.ac.in' }).gamesOrigin).toBe(
      'https://play.du.ac.in',
    )
    expect(loadConfig({ GAMES_ORIGIN: 'http://localhost:5555' }).gamesOrigin).toBe('http://localhost:5555')
  })

  test.each([
    [{ GAMES_ORIGIN: 'http://127.0.0.1:3001' }, 'must be same-site with PUBLIC_URL (http://localhost:3000)'],
    [{ PUBLIC_URL: 'https://club.example.edu', GAMES_ORIGIN: 'http://games.club.example.edu' }, 'same-site'],
    [{ PUBLIC_URL: 'https://club.example.edu', GAMES_ORIGIN: 'https://club-games.example.org' }, 'same-site'],
    [{ PUBLIC_URL: 'https://gdc.du.ac.in', GAMES_ORIGIN: 'https://other.ac.in' }, 'same-site'],
    [{ GAMES_ORIGIN: 'http://localhost:3000' }, "must differ from PUBLIC_URL's origin"],
    [{ GAMES_PORT: '3000' }, 'GAMES_PORT must differ from PORT (3000)'],
    [{ GAMES_PORT: 'x' }, 'GAMES_PORT must be a number from 1 to 65535'],
  ])('%o is refused in one line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
    try {
      loadConfig(env)
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      expect((error as Error).message).not.toContain('\n')
    }
  })
})
