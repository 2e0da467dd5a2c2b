/**
 * End-to-end tests in Debian's Chromium against the production server (`bun run start`) on a temp
 * DATA_DIR and a free loopback port, at a phone or a desktop viewport (which test where: decision
 * 0260, the patterns below). The web app must be built first (`bun run test e2e` does it).
 * Playwright starts the server and stops it by its PID.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { fakeProviderEnv } from '../api/test/fake-oauth-clients'

/** Evaluated once in the runner; workers inherit the environment, so they agree on the port. */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString()
}
process.env.E2E_PORT ??= freePort()
/** Another free port than those already chosen. */
function otherPort(...taken: (string | undefined)[]): string {
  for (;;) {
    const port = freePort()
    if (!taken.includes(port)) return port
  }
}
process.env.E2E_OAUTH_PORT ??= otherPort(process.env.E2E_PORT)
process.env.E2E_SMTP_PORT ??= otherPort(process.env.E2E_PORT, process.env.E2E_OAUTH_PORT)
process.env.E2E_MAIL_PORT ??= otherPort(process.env.E2E_PORT, process.env.E2E_OAUTH_PORT, process.env.E2E_SMTP_PORT)
/** The games origin: a second port of the same server (same site as the app: both on 127.0.0.1). */
process.env.E2E_GAMES_PORT ??= otherPort(
  process.env.E2E_PORT,
  process.env.E2E_OAUTH_PORT,
  process.env.E2E_SMTP_PORT,
  process.env.E2E_MAIL_PORT,
)
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'club-e2e-'))
export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`
/** Where uploaded games are played from (GAMES_ORIGIN): another origin of the same site. */
export const GAMES_URL = `http://127.0.0.1:${process.env.E2E_GAMES_PORT}`
/** The loopback Google and Discord (oauth-server.ts). */
export const OAUTH_URL = `http://127.0.0.1:${process.env.E2E_OAUTH_PORT}`
/** The loopback mail server (smtp-server.ts): SMTP for the app, and where tests read what it sent. */
export const SMTP_URL = `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`
export const MAIL_URL = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`
export const MAIL_FROM = 'GameDev Club <club@e2e.test>'
/** One admin account per worker (admin0@e2e.test …), see fixtures.ts; admins once their email is verified. */
export const ADMIN_EMAILS = Array.from({ length: 16 }, (_, i) => `admin${i}@e2e.test`).join(',')

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // The machine has no internet: keep Chromium from phoning home at every start.
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

/**
 * Each test runs once, on the device its people hold (decision 0260): students' screens on the
 * phone, admins' screens on the desktop; on both only where the viewport is what a test is about
 * (layout, the menu, accessibility scans of both layouts). Matched against Playwright's grep text:
 * the spec file's name, the test's title and its tags.
 */
const ADMIN_SCREENS = /(^|\s)(admin|admin-insights|admin-manage|admin-panel|games-admin)\.spec\.ts\s/
const BOTH_VIEWPORTS = [/(^|\s)(a11y-public|auth-a11y|small-fixes|performance-budget)\.spec\.ts\s/, /@both-viewports/]
/**
 * A test that times the app on a slowed CPU runs alone, after the other projects: with another
 * worker's browser beside it, the load of the 2-core machine was in its figure (a 55.9 ms median
 * against 50 at load 8–10, 31–46 ms otherwise). The bench runs it with `--project timing --no-deps`.
 */
const TIMING = /(^|\s)check-in-performance\.spec\.ts\s/

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // 45 s: the suite grew heavier pages (the games, the notifications, a larger API document) and
  // a test of several screens on a phone reached 35–43 s on the 2-core machine (26 Nov 2026).
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    // CI prints only the error text: recording a trace of every test there cost 12% of the suite's
    // time (events.spec.ts: 2.6 min with, 2.3 without) for files nobody can open.
    // Every new context would fetch and store the whole offline copy of the app (147 files): only
    // the specs of the offline app and of push let the service worker in (test.use there).
    serviceWorkers: 'block',
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: process.env.CI ? 'off' : 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'phone', grepInvert: [ADMIN_SCREENS, TIMING], use: { ...devices['Pixel 7'], launchOptions: chromium } },
    {
      name: 'desktop',
      grep: [ADMIN_SCREENS, ...BOTH_VIEWPORTS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'timing',
      grep: TIMING,
      dependencies: ['phone', 'desktop'],
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: 'bun smtp-server.ts',
      cwd: import.meta.dirname,
      url: `${MAIL_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_MAIL_PORT: process.env.E2E_MAIL_PORT },
    },
    {
      command: 'bun oauth-server.ts',
      cwd: import.meta.dirname,
      url: `${OAUTH_URL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_OAUTH_PORT: process.env.E2E_OAUTH_PORT },
    },
    {
      command: 'bun run start',
      cwd: join(import.meta.dirname, '..'),
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_PORT,
        GAMES_PORT: process.env.E2E_GAMES_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_EMAILS,
        LOG_REQUESTS: 'false',
        PUBLIC_URL: BASE_URL,
        SMTP_URL,
        MAIL_FROM,
        ...fakeProviderEnv(OAUTH_URL),
      },
    },
  ],
})
