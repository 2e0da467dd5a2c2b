/**
 * Registering and cancelling from a card or an event's page, with the queue of docs/offline.md
 * (decision 0094, and 0128 for cancelling): sent now, once, while the server looks reachable (no
 * answer means the outcome is unknown until the server is asked: settle.ts, decision 0127); queued
 * on the device otherwise, and sent when the server answers again, even after a reload
 * (pwa/queued-mutation.ts).
 *
 * What is pending comes from the mutation cache, not from a component's own state, so a change
 * queued before a reload still shows on its card; a change without an answer is a pending check
 * there until the server's list has said what happened (settle.ts).
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { sendOrQueue, usePending } from '../../pwa/queued-mutation'
import { cancelRegistrationMutation, registerMutation } from './registration-mutations'
import type { RegisterVariables, RegistrationChange } from './registration-types'

/** Sends the change now, or queues it (decided at the tap); true when queued. */
export function changeRegistration(queryClient: QueryClient, change: RegistrationChange, eventId: string): boolean {
  if (change === 'cancel') return sendOrQueue(queryClient, cancelRegistrationMutation, { eventId })
  // A key of its own for each tap: a retry whose first answer was lost gets that answer (decision 0183).
  return sendOrQueue(queryClient, registerMutation, { eventId, key: crypto.randomUUID() })
}

/** Every registration mutation of the event: register, cancel, and the check of one unanswered. */
const ofEvent = (eventId: string) => ({
  mutationKey: ['registrations'],
  predicate: (mutation: { state: { variables: unknown } }) =>
    (mutation.state.variables as RegisterVariables | undefined)?.eventId === eventId,
})

/** One event's registration: what is pending (the latest change, while it is), and register and cancel. */
export function useRegistrationChange(eventId: string) {
  const queryClient = useQueryClient()
  const pending = usePending<RegistrationChange>(ofEvent(eventId))
  return {
    pending,
    register: useCallback(() => void changeRegistration(queryClient, 'register', eventId), [queryClient, eventId]),
    cancel: useCallback(() => void changeRegistration(queryClient, 'cancel', eventId), [queryClient, eventId]),
  }
}
