/**
 * Registering for an event and cancelling it: queued mutations (pwa/queued-mutation.ts), small and
 * eager, registered by main.tsx as the defaults of their keys so one restored from the device has
 * its functions. What they do is registration-request.ts, this feature's one lazy import: the
 * landing page carries only these two objects.
 */
import { mutationKeys } from '../../api/query-keys'
import { queuedMutation } from '../../pwa/queued-mutation'

const request = () => import('./registration-request')

/** POST /api/registrations/:eventId: a seat, or a place on the waitlist. */
export const registerMutation = queuedMutation({
  mutationKey: mutationKeys.register,
  kind: 'register',
  load: () => request().then((module) => module.register),
})

/** DELETE /api/registrations/:eventId: "Cancel registration" or "Leave waitlist". */
export const cancelRegistrationMutation = queuedMutation({
  mutationKey: mutationKeys.cancel,
  kind: 'cancel',
  load: () => request().then((module) => module.cancel),
})

/** Both, for main.tsx to register as the defaults of their keys. */
export const registrationMutations = [registerMutation, cancelRegistrationMutation] as const
