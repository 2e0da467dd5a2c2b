/** What the app mailed, read from the loopback mail server (smtp-server.ts), and its links followed. */
import { type Mailbox, type ReceivedMail, verifyThroughMailbox } from '../api/test/mailbox'
import { MAIL_URL } from './playwright.config'

export { linkIn, tokenIn } from '../api/test/mailbox'

/** The messages to `address` received so far. */
export async function messagesTo(address: string): Promise<ReceivedMail[]> {
  const res = await fetch(`${MAIL_URL}/messages?to=${encodeURIComponent(address)}`)
  if (!res.ok) throw new Error(`the mail reader answered ${res.status}`)
  return (await res.json()) as ReceivedMail[]
}

/** The loopback mailbox as seen from a test process: it waits by asking again, and gives the newest match. */
export const remoteMailbox: Pick<Mailbox, 'waitFor'> = {
  async waitFor(to, { since = 0, subject, timeoutMs = 10_000 } = {}) {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const mail = (await messagesTo(to)).slice(since).findLast((m) => !subject || subject.test(m.subject))
      if (mail) return mail
      if (Date.now() > deadline) throw new Error(`no message to ${to} within ${timeoutMs} ms`)
      await new Promise((done) => setTimeout(done, 100))
    }
  },
}

/** Follows the verification link mailed to `email` through the server at `baseUrl`, with the account's password. */
export const verifyByMail = (baseUrl: string, email: string, password: string) =>
  verifyThroughMailbox(remoteMailbox, baseUrl, email, password)
