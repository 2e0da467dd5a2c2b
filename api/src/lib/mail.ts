/**
 * Outgoing mail through SMTP (nodemailer), configured by SMTP_URL and MAIL_FROM. Every message is
 * plain text. Without SMTP_URL the mailer exists but cannot send: the routes that need mail answer
 * 503 and GET /api/auth/options tells the screens (docs/api.md#auth).
 */
import nodemailer from 'nodemailer'
import type { MailConfig } from '../config'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  /** Where "Reply" goes (the contact form's copies: the visitor who wrote). */
  replyTo?: string
  /** Extra header fields (notifications: Auto-Submitted, List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>
}

export interface Mailer {
  readonly canSend: boolean
  /** Sends or throws (SMTP refused, unreachable, timed out). */
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/** Long enough for a slow relay, short enough that a dead one does not hold requests. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

/**
 * `pool`: keep up to `pool` SMTP connections open and send over them (the notification worker,
 * which sends many messages in a row; decision 0300), none closed after a number of messages;
 * without it each message opens its own connection. A `maxConnections` (or any other pool option)
 * in SMTP_URL's query wins, for a relay that allows fewer connections.
 */
export function createMailer(config: MailConfig | null, { pool }: { pool?: number } = {}): Mailer {
  if (!config)
    return {
      canSend: false,
      send: () => Promise.reject(new Error('SMTP_URL is not set')),
      close: () => {},
    }
  // nodemailer merges the URL's query (?pool=true&maxConnections=8) over these options.
  const transport = nodemailer.createTransport(
    {
      url: config.smtpUrl,
      ...TIMEOUTS,
      ...(pool ? { pool: true, maxConnections: pool, maxMessages: Number.POSITIVE_INFINITY } : {}),
    },
    { from: config.from },
  )
  return {
    canSend: true,
    async send({ to, subject, text, replyTo, headers }) {
      await transport.sendMail({ to, subject, text, replyTo, headers })
    },
    close: () => transport.close(),
  }
}
