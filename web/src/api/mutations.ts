/**
 * Mutations whose function lives in the QueryClient's defaults, keyed by mutationKey, rather than
 * in the component that starts them. A mutation paused offline and persisted can then be resumed
 * after a reload, when no component is there to supply its function (TanStack Query's "persisting
 * offline mutations"). main.tsx calls registerMutationDefaults once, before the saved cache is
 * restored. The events page starts registrations (routes/-components/events/use-registration.ts).
 */
import type { QueryClient } from '@tanstack/react-query'
import type { RegisterResult } from './registration'

export type { RegisterResult }

export const mutationKeys = {
  register: ['registrations', 'register'] as const,
}

export interface RegisterVariables {
  eventId: string
  /**
   * Made while the server could not be reached (offline, or the server down): the registration
   * waits on the device and is sent when the server answers again (docs/offline.md, decision 0094).
   */
  queued?: boolean
}

/** The work itself (./registration.ts) loads on first use: it is not part of the landing page. */
const work = () => import('./registration')

export function registerMutationDefaults(queryClient: QueryClient) {
  queryClient.setMutationDefaults(mutationKeys.register, {
    mutationFn: async (variables: RegisterVariables) => (await work()).registerForEvent(variables),
    onSuccess: async (result: RegisterResult) => (await work()).registered(queryClient, result),
    onError: async (error: unknown) => (await work()).refused(queryClient, error),
  })
}
