/**
 * The loopback mail server for Playwright (started by playwright.config.ts before the app): a real
 * SMTP server on 127.0.0.1:$E2E_SMTP_PORT (api/test/mailbox.ts) that keeps what the app sends, and
 * an HTTP endpoint on 127.0.0.1:$E2E_MAIL_PORT to read it: GET /messages?to=<address> → the
 * messages to that address, oldest first. Tests follow the links in them (mail.ts).
 */
import { startMailbox } from '../api/test/mailbox'

const smtpPort = Number(process.env.E2E_SMTP_PORT)
const httpPort = Number(process.env.E2E_MAIL_PORT)
if (!Number.isInteger(smtpPort) || smtpPort <= 0 || !Number.isInteger(httpPort) || httpPort <= 0)
  throw new Error('E2E_SMTP_PORT and E2E_MAIL_PORT must be set to free ports')

const mailbox = await startMailbox({ port: smtpPort })
const reader = Bun.serve({
  hostname: '127.0.0.1',
  port: httpPort,
  fetch(request) {
    const url = new URL(request.url)
    if (url.pathname === '/health') return new Response('ok')
    if (url.pathname !== '/messages') return new Response('not found', { status: 404 })
    const to = url.searchParams.get('to')
    return Response.json(to ? mailbox.to(to) : mailbox.messages)
  },
})
console.log(`loopback SMTP on ${mailbox.url}, messages on http://127.0.0.1:${reader.port}/messages`)

for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    reader.stop(true)
    void mailbox.close().finally(() => process.exit(0))
  })
