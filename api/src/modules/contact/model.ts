/** The contact form and the admins' inbox (docs/api.md#contact). */
import { t } from 'elysia'
import { Nullable } from '../../lib/schema'
import { limitedText } from '../../lib/text-limits'
import { CONTACT_LIMITS } from '../../shared/constants'
import { Email } from '../auth/model'

const name = limitedText(CONTACT_LIMITS.name, `name must be 1 to ${CONTACT_LIMITS.name} characters`, {
  required: true,
  pattern: '\\S',
})
const message = limitedText(CONTACT_LIMITS.message, `message must be 1 to ${CONTACT_LIMITS.message} characters`, {
  required: true,
  pattern: '\\S',
})

export const ContactBody = t.Object({ name: name.schema, email: Email, message: message.schema })
export type ContactBody = typeof ContactBody.static
export const CONTACT_TEXT_LIMITS = { name: name.limit, message: message.limit }

export const ContactMessage = t.Object({
  _id: t.String({ format: 'uuid' }),
  name: t.String(),
  email: t.String({ description: 'Where to reply' }),
  message: t.String(),
  createdAt: t.String({ format: 'date-time' }),
  handledAt: Nullable(t.String({ format: 'date-time', description: 'null while nobody has marked it handled' })),
})
export type ContactMessage = typeof ContactMessage.static

export const ContactMessageParams = t.Object({ id: t.String({ format: 'uuid', error: 'id must be a message id' }) })
export const HandledBody = t.Object({
  handled: t.Boolean({ error: 'handled must be true or false' }),
})
