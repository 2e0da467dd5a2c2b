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

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this event?' // docs/product.md#admin

const students = (n: number) => (n === 1 ? '1 student' : `${n} students`)

/** What deleting does to the people in it: how many, and what their profiles will say. */
export function deleteConsequence(event: { registeredCount: number; waitlistCount: number }): string {
  const { registeredCount: seats, waitlistCount: waiting } = event
  if (seats === 0 && waiting === 0) return 'Nobody is registered for it yet.'
  const who = [
    seats > 0 ? `${students(seats)} ${seats === 1 ? 'is' : 'are'} registered` : '',
    waiting > 0 ? `${students(waiting)} ${waiting === 1 ? 'is' : 'are'} on the waitlist` : '',
  ]
    .filter(Boolean)
    .join(' and ')
  return `${who}: their profiles will say "Cancelled by the club". EXP already awarded stays.`
}
