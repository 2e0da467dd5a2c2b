/**
 * Registering for an event: one options object, used by the Register Now button
 * (use-registration.ts) and registered by main.tsx as the mutation defaults of its key, so a
 * registration queued offline and restored from the device after a reload has the same function
 * when it is resumed and no component is there to give it one (TanStack Query's "persisting
 * offline mutations"). Follow `mutationFn` to the request.
 */
import { mutationOptions } from '@tanstack/react-query'
import { mutationKeys } from '../../api/query-keys'
import { queuedWhenUnreachable } from '../../pwa/saved-on-device'
import type { RegisterResult } from './register-request'

export interface RegisterVariables {
  eventId: string
  /**
   * Made while the server could not be reached (offline, or the server down): the registration
   * waits on the device and is sent when the server answers again (docs/offline.md, decision 0094).
   */
  queued?: boolean
}

/** The request and what follows it load on first use: the landing page does not carry them. */
const registration = () => import('./register-request')

export const registerMutation = mutationOptions<RegisterResult, Error, RegisterVariables>({
  mutationKey: mutationKeys.register,
  mutationFn: async (variables) => (await registration()).registerForEvent(variables),
  onSuccess: async (result, _variables, _onMutate, { client }) => (await registration()).registered(client, result),
  onError: async (error, _variables, _onMutate, { client }) => (await registration()).refused(client, error),
  ...queuedWhenUnreachable,
})
