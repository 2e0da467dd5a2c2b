/**
 * The contact form (docs/api.md#contact): a visitor's message is stored before anything else
 * happens, so nothing a visitor sends is lost whatever the mail server does; the admins' copies are
 * mailed after the answer has gone. Throttled per sender email and per network address, counted
 * in the database like every other limit (lib/rate-limit.ts).
 */
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type ContactMessageRow, contactMessages, users } from '../../db/schema'
import { notFound, tooManyRequests } from '../../lib/errors'
import { newId } from '../../lib/ids'
import { logError } from '../../lib/log'
import { hit } from '../../lib/rate-limit'
import { CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR, CONTACT_MESSAGES_PER_EMAIL_PER_HOUR } from '../../shared/constants'
import type { MailDeps } from '../auth/account-mail'
import { normalizeEmail } from '../auth/service'
import { isAdminNow } from '../users/service'
import { adminCopy, MESSAGE_NOT_FOUND, tooManyFromAddress, tooManyFromEmail } from './messages'
import type { ContactBody, ContactMessage } from './model'

const HOUR = 3600

/** 429 (nothing stored) when this sender or this address has sent its share this hour. */
async function countMessage(db: Db, email: string, ip: string): Promise<void> {
  // JSON arrays keep the keys unambiguous whatever an email or a forwarded address contains.
  const [fromAddress, fromEmail] = await hit(db, [
    { key: `contact-address:${JSON.stringify([ip])}`, max: CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR, windowSeconds: HOUR },
    { key: `contact-email:${JSON.stringify([email])}`, max: CONTACT_MESSAGES_PER_EMAIL_PER_HOUR, windowSeconds: HOUR },
  ])
  if (fromEmail && !fromEmail.allowed)
    throw tooManyRequests(tooManyFromEmail(fromEmail.retryAfter), fromEmail.retryAfter)
  if (fromAddress && !fromAddress.allowed)
    throw tooManyRequests(tooManyFromAddress(fromAddress.retryAfter), fromAddress.retryAfter)
}

/** Everyone who is an admin now: the stored role, or a verified email listed in ADMIN_EMAILS. */
async function adminAddresses(db: Db, adminEmails: ReadonlySet<string>): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(isAdminNow(adminEmails))
  return rows.map((row) => row.email)
}

export interface ContactDeps {
  mail: MailDeps
  adminEmails: ReadonlySet<string>
  timeZone: string
}

/** Stores the message and, when the server can send mail, mails each admin a copy afterwards. */
export async function receiveMessage(
  { mail, adminEmails, timeZone }: ContactDeps,
  input: ContactBody,
  ip: string,
): Promise<ContactMessageRow> {
  const email = normalizeEmail(input.email)
  await countMessage(mail.db, email, ip)
  const [row] = await mail.db
    .insert(contactMessages)
    .values({ id: newId(), name: input.name.trim(), email, message: input.message.trim() })
    .returning()
  if (!row) throw new Error('insert returned no row')
  if (mail.mailer.canSend)
    mail.background.run('contact message to the admins', async () => {
      for (const to of await adminAddresses(mail.db, adminEmails)) {
        // One admin's refused address must not keep the others from their copy; the Inbox has it anyway.
        await mail.mailer
          .send(adminCopy(row, to, { publicUrl: mail.publicUrl, timeZone }))
          .catch((error) => logError('contact message could not be mailed to an admin', error, { messageId: row.id }))
      }
    })
  return row
}

export const toContactMessageJson = (row: ContactMessageRow): ContactMessage => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
})

/** Every message, newest first: an inbox is read from the top and nothing in it is ever dropped. */
export async function listMessages(db: Db): Promise<ContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
  return rows.map(toContactMessageJson)
}

/** Marks a message handled (now, by this admin) or open again; 404 for an unknown id. */
export async function setHandled(
  db: Db,
  id: string,
  { handled, adminId, at }: { handled: boolean; adminId: string; at: Date },
): Promise<ContactMessage> {
  const [row] = await db
    .update(contactMessages)
    .set(handled ? { handledAt: at, handledBy: adminId } : { handledAt: null, handledBy: null })
    .where(eq(contactMessages.id, id))
    .returning()
  if (!row) throw notFound(MESSAGE_NOT_FOUND)
  return toContactMessageJson(row)
}
