/**
 * The options of registering and cancelling (registration-mutations.ts), loaded on first use and
 * registered as the defaults of their keys, so that one queued on the device and restored after a
 * reload has its function (TanStack Query's "persisting offline mutations"). main.tsx loads them
 * when the device holds queued ones; a card, on its first click. Not in the first view otherwise:
 * the landing page never needs them (docs/fast-paths.md).
 */
import type { QueryClient } from '@tanstack/react-query'

export function loadRegistrationMutations(queryClient: QueryClient) {
  return import('./registration-mutations').then((module) => module.setAsDefaults(queryClient))
}
