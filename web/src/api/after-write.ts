/**
 * What a write changes reaches the query cache through here, and nowhere else (docs/decisions/0174).
 * A read that is still on its way was asked before the write took effect: landing after the write's
 * answer, it would put the old state back (the profile saying "Email not verified" right after the
 * link verified it; an event's card offering Register to a student just registered). So both ways
 * of writing drop such a read first:
 * - putAnswer: the server's answer goes in, as fresh as a read that just landed;
 * - readAgain: the keys are read again. TanStack's invalidateQueries alone restarts a read in
 *   flight only when the cache has data; a first read (no data yet) it joins, stale answer and all.
 */
import type { QueryClient, QueryKey, Updater } from '@tanstack/react-query'

export function putAnswer<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  answer: Updater<T | undefined, T | undefined>,
) {
  // Cancelling reverts the query's state at once (synchronously), so the answer set next is what stays.
  void queryClient.cancelQueries({ queryKey, exact: true })
  queryClient.setQueryData<T>(queryKey, answer)
}

/** Every query under each key is read again (the active ones now, the others when next shown). */
export async function readAgain(queryClient: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })))
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}
