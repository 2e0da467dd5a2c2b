/**
 * The loopback Google and Discord for Playwright (started by playwright.config.ts before the
 * app): a real OAuth 2 / OpenID Connect server on 127.0.0.1:$E2E_OAUTH_PORT that approves a fresh
 * person at every authorization, as if they had pressed "Allow".
 */
import { startFakeProvider } from '../api/test/fake-oauth-provider'

const port = Number(process.env.E2E_OAUTH_PORT)
if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_OAUTH_PORT must be set to a free port')

const provider = await startFakeProvider({ port, autoApprove: true })
console.log(`loopback OAuth provider on ${provider.url}`)

for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    void provider.close().finally(() => process.exit(0))
  })
