/**
 * Registering for an event and cancelling it: one options object each, used by the card's buttons
 * (use-registration.ts) and registered by main.tsx as the mutation defaults of their keys, so one
 * queued offline and restored from the device after a reload has the same function when it is
 * resumed and no component is there to give it one (TanStack Query's "persisting offline
 * mutations"). Follow `mutationFn` to the request, in registration-request.ts, which loads on first
 * use: the landing page carries only these two small objects.
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { mutationKeys } from '../../api/query-keys'
import { queuedWhenUnreachable } from '../../pwa/queued-when-unreachable'
import type { RegistrationResult } from './registration-request'

export interface RegisterVariables {
  eventId: string
  /**
   * Made while the server could not be reached (offline, or the server down): it waits on the
   * device and is sent when the server answers again (docs/offline.md, decision 0094).
   */
  queued?: boolean
}

/** What a change to a registration is: a new one, or cancelling (a seat or a waitlist place). */
export type RegistrationChange = 'register' | 'cancel'

const request = () => import('./registration-request')

const registrationMutation = (change: RegistrationChange) =>
  mutationOptions<RegistrationResult, Error, RegisterVariables>({
    mutationKey: mutationKeys[change],
    mutationFn: async (variables) => (await request()).send(change, variables),
    // Queued: the student reads at once that it waits on the device (not again when restored).
    onMutate: async (variables) => {
      if (variables.queued) (await request()).queued(change, variables)
    },
    onSuccess: async (result, variables, _onMutate, { client }) =>
      (await request()).succeeded(client, change, result, variables),
    onError: async (error, variables, _onMutate, { client }) =>
      (await request()).failed(client, change, error, variables),
    ...queuedWhenUnreachable,
  })

/** POST /api/registrations/:eventId: a seat, or a place on the waitlist. */
export const registerMutation = registrationMutation('register')
/** DELETE /api/registrations/:eventId: "Cancel registration" or "Leave waitlist". */
export const cancelRegistrationMutation = registrationMutation('cancel')

/** Registers both as the defaults of their keys (restored ones take their functions from there); returns them. */
export function setAsDefaults(queryClient: QueryClient) {
  const options = { register: registerMutation, cancel: cancelRegistrationMutation }
  for (const change of [options.register, options.cancel]) queryClient.setMutationDefaults(change.mutationKey, change)
  return options
}
