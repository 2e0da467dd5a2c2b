/**
 * The outcomes of the admin's actions on events (docs/product.md#messages), in the notices
 * (components/messages.ts): one at a time, so 'Event … created successfully!' never stays beside
 * 'Event deleted successfully!'.
 */
import { REGISTRATION_ERROR_MESSAGE_MS, REGISTRATION_SUCCESS_MESSAGE_MS } from '@club/api/shared/constants'
import type { Message } from '../../../components/messages'

const GROUP = 'admin-events'

export const eventCreated = (name: string): Message => ({
  text: `Event "${name}" created successfully!`,
  tone: 'success',
  durationMs: REGISTRATION_SUCCESS_MESSAGE_MS,
  group: GROUP,
})

export const eventUpdated = (name: string): Message => ({
  text: `Event "${name}" updated successfully!`,
  tone: 'success',
  durationMs: REGISTRATION_SUCCESS_MESSAGE_MS,
  group: GROUP,
})

export const eventDeleted = (): Message => ({
  text: 'Event deleted successfully!',
  tone: 'success',
  durationMs: REGISTRATION_SUCCESS_MESSAGE_MS,
  group: GROUP,
})

export const eventNotDeleted = (reason: string): Message => ({
  text: `Error deleting event: ${reason}`,
  tone: 'error',
  durationMs: REGISTRATION_ERROR_MESSAGE_MS,
  group: GROUP,
})
