/**
 * A real SMTP server on loopback (npm's smtp-server, messages parsed by mailparser) that keeps
 * what it receives, for tests that follow the links the club's server mails. Used by the API
 * tests in-process and by Playwright through e2e/smtp-server.ts. Plain SMTP without STARTTLS,
 * any or no login accepted (the login used is recorded).
 */
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** The envelope: who the server said it sends for, and to whom. */
  envelopeFrom: string | null
  to: string[]
  /** The From header: `Name <address>`, or the address alone. */
  from: string
  subject: string
  text: string
  /** Whether the message carried an HTML part (the club's messages are plain text only). */
  hasHtml: boolean
  contentType: string
  /** Every header field as sent (names lower-cased, values unfolded). */
  headers: Record<string, string>
  /** The SMTP login the sender used, if any. */
  login: string | null
  receivedAt: number
}

export interface Mailbox {
  /** `smtp://127.0.0.1:PORT`, for SMTP_URL. */
  url: string
  port: number
  messages: ReceivedMail[]
  /** The first message to `to` received after index `since` that matches, waiting for it. */
  waitFor(to: string, options?: { since?: number; subject?: RegExp; timeoutMs?: number }): Promise<ReceivedMail>
  /** Messages to `to` received so far. */
  to(address: string): ReceivedMail[]
  close(): Promise<void>
  /** Lets the process exit while the mailbox still listens (one shared by several test files). */
  unref(): void
}

/** The link to `path` (e.g. "/verify-email") in a message: it must stand on its own line. */
export function linkIn(mail: Pick<ReceivedMail, 'text'>, path: string): URL {
  for (const line of mail.text.split(/\r?\n/)) {
    const trimmed = line.trim()
    if (!/^https?:\/\/\S+$/.test(trimmed)) continue
    const url = new URL(trimmed)
    if (url.pathname === path) return url
  }
  throw new Error(`no line with a link to ${path} in:\n${mail.text}`)
}

/** The token of the link to `path` in a message. */
export const tokenIn = (mail: Pick<ReceivedMail, 'text'>, path: string): string => {
  const token = linkIn(mail, path).searchParams.get('token')
  if (!token) throw new Error(`the link to ${path} has no token`)
  return token
}

const fromOf = (sender: { name?: string; address?: string } | undefined) =>
  sender?.name ? `${sender.name} <${sender.address ?? ''}>` : (sender?.address ?? '')

/** mailparser gives the Content-Type header as `{ value, params }`. */
function contentTypeOf(header: unknown): string {
  if (typeof header === 'string') return header
  const value = (header as { value?: unknown } | undefined)?.value
  return typeof value === 'string' ? value : ''
}

const PARSE_OPTIONS = { skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true }

export async function startMailbox({ port = 0 }: { port?: number } = {}): Promise<Mailbox> {
  const messages: ReceivedMail[] = []
  const listeners = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'unknown' })
    },
    onData(stream, session, callback) {
      // Only what ReceivedMail keeps: no HTML made from the text, no links looked for in it (most of
      // the parser's time per message, which a bench sending thousands would otherwise measure).
      simpleParser(stream, PARSE_OPTIONS)
        .then((parsed) => {
          messages.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: fromOf(parsed.from?.value[0]),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            hasHtml: typeof parsed.html === 'string',
            contentType: contentTypeOf(parsed.headers.get('content-type')),
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key.toLowerCase(),
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
            login: typeof session.user === 'string' ? session.user : null,
            receivedAt: Date.now(),
          })
          for (const listener of listeners) listener()
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const actualPort = (server.server.address() as AddressInfo).port

  const matching = (to: string, since: number, subject?: RegExp) =>
    messages.slice(since).find((mail) => mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)))

  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    to: (address) => messages.filter((mail) => mail.to.includes(address.toLowerCase())),
    waitFor(to, { since = 0, subject, timeoutMs = 10_000 } = {}) {
      const found = matching(to, since, subject)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = matching(to, since, subject)
          if (!mail) return
          cleanup()
          resolve(mail)
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`no message to ${to}${subject ? ` with subject ${subject}` : ''} within ${timeoutMs} ms`))
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          listeners.delete(check)
        }
        listeners.add(check)
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    unref: () => server.server.unref(),
  }
}

/**
 * Follows the verification link in the newest message to `email` (received after index `since`)
 * through the server at `baseUrl`, as the verify-email screen does: the new session and user.
 */
export async function verifyThroughMailbox(
  mailbox: Pick<Mailbox, 'waitFor'>,
  baseUrl: string,
  email: string,
  /** The account's password: a link alone verifies nothing (decision 0190). */
  password: string,
  since = 0,
): Promise<{ token: string; user: { _id: string; role: string; emailVerified: boolean } }> {
  const mail = await mailbox.waitFor(email, { since, subject: /verify/i })
  const res = await fetch(`${baseUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: tokenIn(mail, '/verify-email'), password }),
  })
  if (res.status !== 200) throw new Error(`verify-email answered ${res.status}: ${await res.text()}`)
  return (await res.json()) as { token: string; user: { _id: string; role: string; emailVerified: boolean } }
}
