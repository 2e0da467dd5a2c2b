/** What the contact form's routes say, and the mail the admins get (docs/api.md#contact). */

import type { ContactMessageRow } from '../../db/schema'
import type { OutgoingMail } from '../../lib/mail'
import { CLUB_NAME, CONTACT_MESSAGES_PER_EMAIL_PER_HOUR } from '../../shared/constants'
import { formatDateTime } from '../../shared/dates'

export const thanks = (email: string) => `Thanks, we'll reply to ${email}`

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

export const tooManyFromEmail = (seconds: number) =>
  `You have sent ${CONTACT_MESSAGES_PER_EMAIL_PER_HOUR} messages in the last hour. Please wait ${minutes(seconds)} minute(s) and try again, or write to us on Discord.`
export const tooManyFromAddress = (seconds: number) =>
  `Too many messages have come from your network in the last hour. Please wait ${minutes(seconds)} minute(s) and try again.`

export const MESSAGE_NOT_FOUND = 'Message not found'

/** The copy an admin receives: Reply-To the sender, so "Reply" in any mail program answers them. */
export function adminCopy(
  row: ContactMessageRow,
  to: string,
  { publicUrl, timeZone }: { publicUrl: string; timeZone: string },
): OutgoingMail {
  return {
    to,
    replyTo: row.email,
    subject: `${CLUB_NAME} website: message from ${row.name}`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    text: [
      `${row.name} <${row.email}> wrote through the contact form on ${formatDateTime(row.createdAt, timeZone)}:`,
      '',
      row.message,
      '',
      '—',
      `Reply to this mail to answer ${row.name}. Mark it handled in the Inbox: ${publicUrl}/admin?tab=inbox`,
    ].join('\n'),
  }
}
